import { sql } from 'drizzle-orm';
import type { WhatsappDelivery } from '@iris/domain/whatsapp/whatsapp.schemas';
import type { Db } from '../../db/client.js';
import { moduleHook } from '../../lib/module-hooks.js';
import type { CloudApiError } from './cloud-api.js';
import { whatsappEarlyStatuses, whatsappMessages as m } from '../../db/schema/whatsapp.schema.js';

/** A status event of Meta's webhook, in Iris's words. */
export interface StatusEvent {
  waId: string;
  status: WhatsappDelivery;
  /** When Meta says it happened. */
  at: Date;
  errorCode: number | null;
}

/** Meta's status names. */
export const META_STATUSES: Record<string, WhatsappDelivery> = {
  sent: 'ENVIADO',
  delivered: 'ENTREGADO',
  read: 'LEIDO',
  failed: 'FALLIDO',
};

const rank = (status: SQL) =>
  sql`case ${status} when 'ENVIANDO' then 0 when 'ENVIADO' then 1 when 'ENTREGADO' then 2
    when 'LEIDO' then 3 else 4 end`;
type SQL = ReturnType<typeof sql>;

/** Serialises the recording of a message id and the statuses reported for it (a transaction's). */
export const lockMessageId = (tx: Db, waId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('whatsapp:' || ${waId}))`);

export type Moved = { id: number; reminderId: number | null; labOrderId: number | null };

/**
 * A message Meta reported failed after it took it (the webhook's transaction): the modules that
 * send notices (reminders, lab orders) register what they do then — the e-mail instead.
 */
export const whatsappFailed = moduleHook<[tx: Db, message: Moved, error: CloudApiError]>();

/**
 * docs/rules.md WhatsApp: a message's delivery only moves forward (ENVIADO, ENTREGADO, LEIDO), and
 * FALLIDO (only before it was delivered) ends it; an event that would go back, or repeats what is
 * known, changes nothing. The message it moved, if any. Run under lockMessageId.
 */
export async function applyStatus(tx: Db, event: StatusEvent): Promise<Moved | null> {
  const at = event.at.toISOString();
  const allowed =
    event.status === 'FALLIDO'
      ? sql`${m.status} in ('ENVIANDO', 'ENVIADO')`
      : sql`${m.status} <> 'FALLIDO' and ${rank(sql`${m.status}`)} < ${rank(sql`${event.status}`)}`;
  const { rows } = (await tx.execute(sql`
    update ${m} set status = ${event.status},
      delivered_at = case when ${event.status} in ('ENTREGADO', 'LEIDO')
        then coalesce(${m.deliveredAt}, ${at}::timestamptz) else ${m.deliveredAt} end,
      read_at = case when ${event.status} = 'LEIDO' then ${at}::timestamptz else ${m.readAt} end,
      failed_at = case when ${event.status} = 'FALLIDO' then ${at}::timestamptz else ${m.failedAt} end,
      error_code = coalesce(${event.errorCode}, ${m.errorCode}),
      updated_at = now()
    where ${m.waId} = ${event.waId} and ${allowed}
    returning id, reminder_id as "reminderId", lab_order_id as "labOrderId"`)) as { rows: Moved[] };
  return rows[0] ?? null;
}

/** Whether Iris has recorded this message id (else its status waits in whatsapp_early_statuses). */
export async function isKnown(tx: Db, waId: string) {
  const { rows } = (await tx.execute(sql`select 1 from ${m} where ${m.waId} = ${waId}`)) as {
    rows: unknown[];
  };
  return rows.length > 0;
}

/** Keeps a status for an id not recorded yet; the same status twice is kept once. */
export function keepEarly(tx: Db, event: StatusEvent) {
  return tx
    .insert(whatsappEarlyStatuses)
    .values({ waId: event.waId, status: event.status, errorCode: event.errorCode, at: event.at })
    .onConflictDoNothing();
}

/** The statuses that came before the id was recorded, taken off their table, oldest first. */
export async function takeEarly(tx: Db, waId: string): Promise<StatusEvent[]> {
  const { rows } = (await tx.execute(sql`
    delete from ${whatsappEarlyStatuses} where wa_id = ${waId}
    returning wa_id as "waId", status, error_code as "errorCode", at`)) as {
    rows: { waId: string; status: WhatsappDelivery; errorCode: number | null; at: string | Date }[];
  };
  return rows
    .map((row) => ({ ...row, at: new Date(row.at) }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
}
