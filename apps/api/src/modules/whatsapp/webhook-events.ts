import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { WHATSAPP_ANSWERS, type WhatsappAnswer } from '@iris/domain/whatsapp/whatsapp.schemas';
import type { Db } from '../../db/client.js';
import { whatsappInbound } from '../../db/schema/whatsapp.schema.js';
import { enqueueInTransaction } from '../../lib/jobs/job-send.js';
import { failureOf } from './cloud-api.js';
import {
  applyStatus,
  isKnown,
  keepEarly,
  lockMessageId,
  META_STATUSES,
  whatsappFailed,
  type StatusEvent,
} from './whatsapp-status.js';

/*
 * What Meta's webhook reports (developers.facebook.com/docs/whatsapp/cloud-api/webhooks), read
 * leniently: an event Iris does not act on is passed over, never refused (Meta would retry it).
 */
const statusShape = z.object({
  id: z.string().max(128),
  status: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z.array(z.object({ code: z.number().int() })).optional(),
});
const messageShape = z.object({
  id: z.string().max(128),
  from: z.string().regex(/^\d{8,15}$/),
  type: z.string(),
  context: z.object({ id: z.string().max(128) }).optional(),
  button: z.object({ payload: z.string() }).optional(),
  interactive: z.object({ button_reply: z.object({ id: z.string() }).optional() }).optional(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});
const bodyShape = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            statuses: z.array(z.unknown()).optional(),
            messages: z.array(z.unknown()).optional(),
          }),
        }),
      ),
    }),
  ),
});

type Message = z.infer<typeof messageShape>;

/** The events of one delivery, each that reads well; the others are counted as passed over. */
export function eventsOf(body: unknown) {
  const parsed = bodyShape.safeParse(body);
  const changes = parsed.success
    ? parsed.data.entry.flatMap((entry) => entry.changes).filter((c) => c.field === 'messages')
    : [];
  const statuses: StatusEvent[] = [];
  const messages: Message[] = [];
  let skipped = parsed.success ? 0 : 1;
  for (const { value } of changes) {
    for (const raw of value.statuses ?? []) {
      const status = statusShape.safeParse(raw);
      const delivery = status.success ? META_STATUSES[status.data.status] : undefined;
      if (!status.success || !delivery) {
        skipped += 1;
        continue;
      }
      statuses.push({
        waId: status.data.id,
        status: delivery,
        at: new Date(Number(status.data.timestamp) * 1000),
        errorCode: status.data.errors?.[0]?.code ?? null,
      });
    }
    for (const raw of value.messages ?? []) {
      const message = messageShape.safeParse(raw);
      if (message.success) messages.push(message.data);
      else skipped += 1;
    }
  }
  return { statuses, messages, skipped };
}

/**
 * A status, in its own transaction under the message id's lock: applied forward only, or kept
 * for a message whose id is not recorded yet. A message that fails now goes by e-mail instead.
 */
export function recordStatus(db: Db, event: StatusEvent) {
  return db.transaction(async (tx) => {
    await lockMessageId(tx, event.waId);
    const moved = await applyStatus(tx, event);
    if (!moved) {
      if (!(await isKnown(tx, event.waId))) await keepEarly(tx, event);
      return;
    }
    if (event.status === 'FALLIDO') await whatsappFailed.run(tx, moved, failureOf(event.errorCode));
  });
}

/** The button tapped, from a template's quick reply or an interactive reply. */
function answerOf(message: Message): WhatsappAnswer | null {
  const payload = message.button?.payload ?? message.interactive?.button_reply?.id ?? '';
  return WHATSAPP_ANSWERS.find((answer) => answer === payload) ?? null;
}

const STOP_WORDS = new Set(['BAJA', 'ALTO', 'STOP']);

/** BAJA, ALTO or STOP, whatever the case, accents, spaces or punctuation around it. */
export function isStop(text: string | undefined): boolean {
  const word = (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return STOP_WORDS.has(word);
}

/**
 * docs/rules.md WhatsApp: _Confirmar_ makes the appointment reminded CONFIRMADA (from PROGRAMADA,
 * at the time reminded), stamped as done by WhatsApp; _Necesito cambiarla_ puts it on _Piden
 * cambio_. The answer is kept on the message. An appointment moved, closed or past is left.
 */
async function answer(tx: Db, contextId: string, tapped: WhatsappAnswer) {
  const { rows } = (await tx.execute(sql`
    update whatsapp_messages m set answer = ${tapped}, updated_at = now()
    from reminders r
    where m.wa_id = ${contextId} and m.kind = 'CITA' and r.id = m.reminder_id
    returning r.event_id as "eventId", r.appointment_at as "at"`)) as {
    rows: { eventId: number | null; at: string }[];
  };
  const reminded = rows[0];
  if (!reminded?.eventId) return;
  const same = sql`e.id = ${reminded.eventId} and e.starts_at = ${reminded.at}::timestamp
    and e.starts_at > localtimestamp`;
  if (tapped === 'CAMBIAR') {
    await tx.execute(sql`update calendar_events e set change_requested_at = now(), updated_at = now()
      where ${same} and e.status in ('PROGRAMADA', 'CONFIRMADA') and e.change_requested_at is null`);
    return;
  }
  await tx.execute(sql`
    with confirmed as (
      update calendar_events e set status = 'CONFIRMADA', updated_at = now()
      where ${same} and e.status = 'PROGRAMADA'
      returning e.id)
    insert into calendar_event_statuses (event_id, status, via)
    select id, 'CONFIRMADA', 'WHATSAPP' from confirmed`);
}

/** BAJA: the patients of that number who agreed agree no more; said back once, by a job. */
async function stop(tx: Db, message: Message) {
  const phone = message.from.startsWith('52') ? message.from.slice(-10) : null;
  if (!phone) return;
  const { rows } = (await tx.execute(sql`
    update customers set whatsapp_consent = false, whatsapp_consent_at = now(),
      whatsapp_consent_way = 'RESPUESTA', updated_at = now()
    where phone = ${phone} and whatsapp_consent
    returning id, branch_id as "branchId"`)) as { rows: { id: number; branchId: number }[] };
  const [first] = rows;
  if (!first) return;
  await enqueueInTransaction(
    tx,
    WHATSAPP_STOP_ANSWER,
    { inboundId: message.id, customerId: first.id, branchId: first.branchId, phone },
    { singletonKey: `baja-${message.id}` },
  );
}

export const WHATSAPP_STOP_ANSWER = 'whatsapp-stop-answer';
export interface StopAnswerJob {
  inboundId: string;
  customerId: number;
  branchId: number;
  phone: string;
}

/**
 * A patient's message, once: its id is recorded first, so a delivery Meta repeats finds it and
 * changes nothing a second time.
 */
export function recordMessage(db: Db, message: Message) {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(whatsappInbound)
      .values({ waId: message.id })
      .onConflictDoNothing()
      .returning({ waId: whatsappInbound.waId });
    if (fresh.length === 0) return;
    const tapped = answerOf(message);
    if (tapped && message.context) await answer(tx, message.context.id, tapped);
    else if (message.type === 'text' && isStop(message.text?.body)) await stop(tx, message);
  });
}
