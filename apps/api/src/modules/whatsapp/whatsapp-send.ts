import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WhatsappCategory } from '@iris/domain/whatsapp/whatsapp.schemas';
import { whatsappMessages as m } from '../../db/schema/whatsapp.schema.js';
import { CloudApiError, failureOf, sendMessage, type Outgoing } from './cloud-api.js';
import { applyStatus, lockMessageId, takeEarly } from './whatsapp-status.js';

/** One message to one patient, and what it is about (docs/rules.md WhatsApp). */
export interface Notice {
  /** What it is about, once: `reminder:12`, `lab-order:7`, `baja:wamid…`. */
  key: string;
  kind: 'CITA' | 'REVISION' | 'LISTOS' | 'BAJA';
  category: WhatsappCategory;
  branchId: number;
  customerId: number;
  reminderId?: number;
  labOrderId?: number;
  /** E.164, as whatsappNumber gives it. */
  to: string;
  message: Outgoing;
}

/** Sent now or before (`sent`), or not to be sent on WhatsApp, and why. */
export type SendResult = { sent: true } | { sent: false; error: CloudApiError };

/** A claim older than this whose call never answered is taken as cut short, not under way. */
const IN_FLIGHT_MS = 60_000;

function markFailed(app: FastifyInstance, id: number, error: CloudApiError) {
  return app.db
    .update(m)
    .set({
      status: 'FALLIDO',
      reason: error.reason,
      errorCode: error.code,
      failedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(m.id, id));
}

/** The key's message as an earlier run left it. */
async function earlier(app: FastifyInstance, key: string): Promise<SendResult> {
  const [row] = await app.db
    .select({
      id: m.id,
      status: m.status,
      waId: m.waId,
      reason: m.reason,
      errorCode: m.errorCode,
      inFlight: sql<boolean>`${m.createdAt} > now() - make_interval(secs => ${IN_FLIGHT_MS / 1000})`,
    })
    .from(m)
    .where(eq(m.key, key));
  if (!row || row.waId) return { sent: true };
  if (row.status === 'FALLIDO') {
    const reason = (row.reason ?? 'WHATSAPP_REFUSED') as CloudApiError['reason'];
    return { sent: false, error: new CloudApiError(reason, row.errorCode, false, true) };
  }
  // Claimed and never answered: another run's call under way (try later), or one cut short by a
  // crash, which may have gone: it is not sent again.
  if (row.inFlight) throw new CloudApiError('WHATSAPP_UNREACHABLE', null, true, true);
  const error = new CloudApiError('WHATSAPP_UNCERTAIN', null, false, false);
  await markFailed(app, row.id, error);
  return { sent: false, error };
}

/**
 * Records the id Meta gave the message, and the statuses its webhook reported before it: sent,
 * or failed already (Meta said so before the answer to the call was recorded).
 */
function recordSent(app: FastifyInstance, id: number, waId: string): Promise<SendResult> {
  return app.db.transaction(async (tx) => {
    await lockMessageId(tx, waId);
    await tx
      .update(m)
      .set({ waId, status: 'ENVIADO', sentAt: new Date(), updatedAt: new Date() })
      .where(eq(m.id, id));
    let result: SendResult = { sent: true };
    for (const event of await takeEarly(tx, waId)) {
      const moved = await applyStatus(tx, event);
      if (moved && event.status === 'FALLIDO')
        result = { sent: false, error: failureOf(event.errorCode) };
    }
    return result;
  });
}

/**
 * Sends a notice once, whatever retries, replicas and restarts do: its key is claimed (a row,
 * committed) before the Cloud API is called, so a second run finds it. A refusal Meta explains is
 * kept with its reason; one that may pass later releases the claim and is thrown for the job to
 * retry, unless this is its `last` attempt. A call cut after the message left is never repeated.
 */
export async function sendOnce(
  app: FastifyInstance,
  notice: Notice,
  { last }: { last: boolean },
): Promise<SendResult> {
  const config = app.config.whatsapp;
  if (!config) throw new Error('the WhatsApp channel is off');
  const [claim] = await app.db
    .insert(m)
    .values({
      key: notice.key,
      kind: notice.kind,
      category: notice.category,
      branchId: notice.branchId,
      customerId: notice.customerId,
      reminderId: notice.reminderId ?? null,
      labOrderId: notice.labOrderId ?? null,
    })
    .onConflictDoNothing({ target: m.key })
    .returning({ id: m.id });
  if (!claim) return earlier(app, notice.key);
  try {
    const waId = await sendMessage(config, notice.to.replace(/^\+/, ''), notice.message);
    return await recordSent(app, claim.id, waId);
  } catch (error) {
    if (!(error instanceof CloudApiError)) throw error;
    if (error.retry && !last) {
      // Known not to have gone: the next attempt claims it again.
      await app.db.delete(m).where(eq(m.id, claim.id));
      throw error;
    }
    await markFailed(app, claim.id, error);
    return { sent: false, error };
  }
}
