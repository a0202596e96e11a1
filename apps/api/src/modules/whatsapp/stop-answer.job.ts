import type { FastifyInstance } from 'fastify';
import { whatsappNumber } from '@iris/domain/customers/whatsapp';
import type { JobContext } from '../../lib/jobs/jobs.js';
import { STOPPED_TEXT } from './whatsapp-templates.js';
import { sendOnce } from './whatsapp-send.js';
import { WHATSAPP_STOP_ANSWER, type StopAnswerJob } from './webhook-events.js';

/**
 * The answer to BAJA, ALTO or STOP (docs/rules.md WhatsApp): said once, keyed by the patient's
 * message; free text, inside the 24 hours that message opened (a service message, not billed).
 */
async function answerStop(app: FastifyInstance, data: StopAnswerJob, job: JobContext) {
  const to = whatsappNumber(data.phone);
  if (!app.config.whatsapp || !to) return { skipped: 'channel off' };
  const result = await sendOnce(
    app,
    {
      key: `baja:${data.inboundId}`,
      kind: 'BAJA',
      category: 'SERVICE',
      branchId: data.branchId,
      customerId: data.customerId,
      to,
      message: { text: STOPPED_TEXT },
    },
    { last: job.retryCount >= app.config.mailRetry.limit },
  );
  return result.sent ? { sent: true } : { failed: result.error.reason };
}

export function registerStopAnswer(app: FastifyInstance) {
  const { limit, delaySeconds } = app.config.mailRetry;
  app.jobs.register<StopAnswerJob>(
    WHATSAPP_STOP_ANSWER,
    (data, job) => answerStop(app, data, job),
    {
      retryLimit: limit,
      retryDelay: delaySeconds,
      retryBackoff: true,
    },
  );
}
