import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { accessLog, customers } from '../../db/schema/customers.schema.js';
import { reminders } from '../../db/schema/reminders.schema.js';
import { PATIENT, seedPrivacyWorld } from '../../testing/privacy-world.js';
import { seedAppointmentType } from '../../testing/seed-records.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { ensureWalkInCustomer } from './walk-in.repository.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof seedPrivacyWorld>>;
/** A patient of the same branch who is not blocked: what every surface still shows. */
let control: number;

beforeAll(async () => {
  t = await startTestApp();
  world = await seedPrivacyWorld(t, 'BLOQUEO');
  control = (await world.sale()).customerId;
  await t.database.db
    .update(customers)
    .set({ name: 'ROSALBA', paternal: 'CONTROL', email: 'control@correo.test' })
    .where(eq(customers.id, control));
  // Both have an appointment tomorrow: the plan would remind each of them.
  const typeId = await seedAppointmentType(t.database);
  for (const [customerId, time] of [
    [world.customerId, '09:00'],
    [control, '09:30'],
  ] as const) {
    await t.database.db.insert(calendarEvents).values({
      name: 'CITA',
      startDate: sql`current_date + 1`,
      startTime: time,
      endDate: sql`current_date + 1`,
      endTime: '23:59',
      color: 'blue',
      branchId: world.branchId,
      typeId,
      customerId,
    });
  }
});
afterAll(() => t.close());

const block = (token: string, id = world.customerId) =>
  t.call<{ data: { id: number; blockedAt: string } }>('PUT', `/api/customers/block/${id}`, {
    token,
  });
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('blocking a patient (cancelación)', () => {
  it('is the privacy officer’s: branch staff are refused', async () => {
    expect((await block(world.doctor)).status).toBe(403);
    expect((await block(world.desk)).status).toBe(403);
    expect((await block(world.admin, 999_999)).status).toBe(404);
    await ensureWalkInCustomer(t.database.db, world.branchId);
    const [walkIn] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.branchId, world.branchId), eq(customers.walkIn, true)));
    const refused = await block(world.admin, walkIn!.id);
    expect([refused.status, refused.body.codeError]).toEqual([409, 'invalid_state']);
  });

  it('blocks once, logged, and drops the reminders still to go', async () => {
    const answer = await block(world.admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      result: true,
      message: 'Expediente bloqueado.',
      data: { data: { id: world.customerId } },
    });
    const again = await block(world.admin);
    expect([again.status, again.body.codeError]).toEqual([409, 'invalid_state']);
    const [row] = await t.database.db
      .select({ blockedAt: customers.blockedAt, name: customers.name })
      .from(customers)
      .where(eq(customers.id, world.customerId));
    expect(row).toMatchObject({ blockedAt: expect.any(Date) as unknown, name: PATIENT.name });
    const logged = await t.database.db
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(and(eq(accessLog.customerId, world.customerId), eq(accessLog.action, 'block')));
    expect(logged).toHaveLength(1);
    const [reminder] = await t.database.db
      .select({ status: reminders.status })
      .from(reminders)
      .where(eq(reminders.id, world.reminderId));
    expect(reminder?.status).toBe('OMITIDO');
  });

  it('is gone from the patients’ table, its search, the options and every read', async () => {
    for (const token of [world.admin, world.doctor, world.desk]) {
      const table = await t.call<{ tableData: { items: { id: number }[] } }>(
        'POST',
        '/api/customers/getTable',
        { token, body: { rowsPerPage: 50, filters: { search: 'rosalba' } } },
      );
      expect(ids(table.body.data.tableData.items)).toEqual([control]);
      const options = await t.call<{ data: { id: number }[] }>(
        'GET',
        '/api/customers/getCustomersOptions?search=rosalba',
        { token },
      );
      expect(ids(options.body.data.data)).toEqual([control]);
      const read = await t.call('POST', `/api/customers/get/${world.customerId}`, { token });
      expect(read.status).toBe(404);
    }
    const history = await t.call('POST', '/api/customers/getCustomerHistory', {
      token: world.doctor,
      body: { filters: { customerId: world.customerId } },
    });
    expect(history.status).toBe(404);
    const notes = await t.call('POST', `/api/notes-doctor/get/${world.doctorNote}`, {
      token: world.doctor,
    });
    expect(notes.status).toBe(404);
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/customers/export/${world.customerId}`,
      headers: { authorization: `Bearer ${world.doctor}` },
    });
    expect(exported.statusCode).toBe(404);
    // The privacy officer still reaches the blocked record, to hand it over or anonymise it.
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/customers/export/${world.customerId}`,
      headers: { authorization: `Bearer ${world.admin}` },
    });
    expect(handed.statusCode).toBe(200);
  });

  it('takes no new sale and no appointment reminder or recall', async () => {
    const sale = await world.calls.createSale(world.desk, world.customerId);
    expect(sale.status).toBe(400);
    const run = await t.call('POST', '/api/reminders/run', { token: world.admin, body: {} });
    expect(run.status).toBe(200);
    const planned = await t.database.db
      .select({ customerId: reminders.customerId, kind: reminders.kind })
      .from(reminders)
      .where(sql`${reminders.id} <> ${world.reminderId}`);
    expect(planned).toEqual([{ customerId: control, kind: 'CITA' }]);
  });

  it('is listed to super_admin among the blocked patients, to nobody else', async () => {
    const list = (token: string, search?: string) =>
      t.call<{ tableData: { items: { id: number; name: string; blockedAt: string }[] } }>(
        'POST',
        '/api/customers/getBlockedTable',
        { token, body: { filters: search ? { search } : {} } },
      );
    const blocked = await list(world.admin);
    expect(blocked.body.data.tableData.items).toEqual([
      expect.objectContaining({
        id: world.customerId,
        name: 'ROSALBA QUINTERO ZAVALETA',
        anonymizedAt: null,
      }),
    ]);
    expect((await list(world.admin, 'quintero')).body.data.tableData.items).toHaveLength(1);
    expect((await list(world.admin, 'nadie')).body.data.tableData.items).toHaveLength(0);
    const ofBranch = (branchId: number) =>
      t.call<{ tableData: { items: unknown[] } }>('POST', '/api/customers/getBlockedTable', {
        token: world.admin,
        body: { filters: { branchId } },
      });
    expect((await ofBranch(world.branchId)).body.data.tableData.items).toHaveLength(1);
    expect((await ofBranch(world.branchId + 1000)).body.data.tableData.items).toHaveLength(0);
    expect((await list(world.doctor)).status).toBe(403);
  });
});
