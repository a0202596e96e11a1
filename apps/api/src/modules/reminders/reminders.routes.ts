import { eq, and } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reminderRunSchema } from '@iris/domain/reminders/reminder.schemas';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { PUBLIC, SUPER_ADMIN_ONLY } from '../../lib/access.js';
import { envelopeSchema, errorResponses, ok } from '../../lib/envelope.js';
import { runReminders } from './reminder-schedule.js';
import { unsubscribePage } from './unsubscribe-page.js';
import { customerOfToken } from './unsubscribe-token.js';

const tokenParams = z.object({ token: z.string().max(100) });

/**
 * The patient behind a valid token stops receiving reminders, and what was planned for them and
 * not yet sent is OMITIDO; the branch's name for the page. Null: the token is not ours.
 */
async function unsubscribe(app: FastifyInstance, token: string) {
  const customerId = customerOfToken(app.config.jwtSecret, token);
  if (customerId === null) return null;
  return app.db.transaction(async (tx) => {
    const [patient] = await tx
      .update(customers)
      .set({ reminders: false })
      .where(eq(customers.id, customerId))
      .returning({ branchId: customers.branchId });
    if (!patient) return null;
    await tx
      .update(reminders)
      .set({ status: 'OMITIDO', reason: 'OPTED_OUT', updatedAt: new Date() })
      .where(and(eq(reminders.customerId, customerId), eq(reminders.status, 'PENDIENTE')));
    const [branch] = await tx
      .select({ name: branches.name })
      .from(branches)
      .where(eq(branches.id, patient.branchId));
    return { branchName: branch?.name ?? null };
  });
}

function page(reply: FastifyReply, done: { branchName: string | null } | null) {
  return reply
    .code(done ? 200 : 404)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(unsubscribePage(done !== null, done?.branchName ?? null));
}

/**
 * API.md reminders: `run` (super_admin) plans now what goes out today; `unsubscribe/{token}` is
 * the e-mails' link (GET, a page for the patient) and their one-click List-Unsubscribe (POST).
 */
export async function remindersRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/reminders/run',
    {
      config: SUPER_ADMIN_ONLY,
      schema: {
        tags: ['reminders'],
        body: z.object({}).nullish(),
        response: {
          200: envelopeSchema(z.object({ data: reminderRunSchema })),
          ...errorResponses,
        },
      },
    },
    async (request) => ok(request, { data: await runReminders(app) }),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/reminders/unsubscribe/:token',
      config: PUBLIC,
      schema: { tags: ['reminders'], params: tokenParams, produces: ['text/html'] },
      handler: async (request, reply) => page(reply, await unsubscribe(app, request.params.token)),
    });
  }
}
