import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { customers } from '../../db/schema/customers.schema.js';
import { createLocalStorage } from '../../lib/files/local-storage.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { LAB_ORDER_READY_MAIL } from './lab-order-ready-mail.job.js';
import { labOrderCalls, seedClinic, seedLaboratory } from '../../testing/lab-orders-world.js';

/*
 * docs/rules.md, Lab orders: one e-mail whatever retries or replicas do. Two Iris on one database (as
 * replicas behind a proxy), both running the queue, each take one of two advances to RECIBIDO sent
 * at the same moment.
 */
let t: TestApp;
let replica: FastifyInstance;
let clinic: Awaited<ReturnType<typeof seedClinic>>;
let laboratoryId: number;
let calls: ReturnType<typeof labOrderCalls>;

beforeAll(async () => {
  t = await startTestApp({ jobsPollSeconds: 0.5 });
  replica = await buildApp({
    config: t.config,
    database: t.database,
    files: createLocalStorage(t.filesRoot, t.config.jwtSecret),
    logger: false,
  });
  await replica.ready();
  clinic = await seedClinic(t, 'LAB RÉPLICAS');
  laboratoryId = await seedLaboratory(t, 3);
  calls = labOrderCalls(t);
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const advanceOn = (app: FastifyInstance, id: number) =>
  app.inject({
    method: 'PUT',
    url: '/api/lab-orders/advance',
    headers: { authorization: `Bearer ${clinic.desk}` },
    payload: { id, status: 'RECIBIDO' },
  });

describe('the glasses-are-ready e-mail with two replicas', () => {
  it('goes once when both take an advance to RECIBIDO at the same moment', async () => {
    const email = 'paciente.replicas@correo.test';
    const sale = await clinic.sale();
    await t.database.db.update(customers).set({ email }).where(eq(customers.id, sale.customerId));
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    expect((await calls.advance(clinic.desk, id, 'ENVIADO')).status).toBe(200);

    const answers = await Promise.all([advanceOn(t.app, id), advanceOn(replica, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);

    await t.smtp.waitFor(email, 15_000);
    // Both queues poll every half second: a second e-mail would have left within a few polls.
    await sleep(2_000);
    expect(t.smtp.received.filter((mail) => mail.to === email)).toHaveLength(1);
    // Both drivers answer `{ rows }`.
    const jobs = (await t.database.db.execute(
      sql`select state from pgboss.job where name = ${LAB_ORDER_READY_MAIL}`,
    )) as { rows: { state: string }[] };
    expect(jobs.rows.map((job) => job.state)).toEqual(['completed']);
  });
});
