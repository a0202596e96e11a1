import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@iris/domain/dashboard/dashboard.schemas';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { storages } from '../../db/schema/inventory.schema.js';
import { centsOf, figuresFrom, type Figures } from '../../testing/dashboard-figures.js';
import { salesCalls, seedMethod, seedSellable } from '../../testing/sales-calls.js';
import { daysBefore, seedSalesHistory } from '../../testing/seed-dashboard.js';
import { seedProduct, seedStock, seedStorage } from '../../testing/seed-inventory.js';
import { seedAppointmentType, seedCustomer, seedEvent } from '../../testing/seed-records.js';
import { seedAudit } from '../../testing/seed-sales.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/api.md dashboard/get: the figures equal those worked out from the rows (a month and more of
 * sales and payments in two branches, with cancelled sales, refunds and deleted payments), a sale
 * just made shows at once, and docs/rules.md's access: branch staff see their own branch only (another
 * is 403), super_admin every branch together or one.
 */
const DAY = '2031-05-10';
const FROM = daysBefore(DAY, 29);

let t: TestApp;
let admin: string;
let methods: number[];
const branch: Record<'a' | 'b', { id: number; token: string; doctor: string }> = {} as never;

const getDashboard = (token: string, body: Record<string, unknown> = {}) =>
  t.call<{ data: Dashboard }>('POST', '/api/dashboard/get', { token, body });

async function seedBranchHistory(name: string, seed: number) {
  const id = (await seedBranch(t.database, name)).branch.id;
  const receptionist = `recepcion.${name.toLowerCase()}@tablero.test`;
  const doctor = `doctor.${name.toLowerCase()}@tablero.test`;
  const userId = await seedUser(t.database, {
    email: receptionist,
    role: 'receptionist',
    branchId: id,
  });
  await seedUser(t.database, { email: doctor, role: 'doctor', branchId: id });
  await seedSalesHistory(t.database, {
    branchId: id,
    auditId: await seedAudit(t.database, id),
    customerId: await seedCustomer(t.database, id),
    userId,
    methods,
    day: DAY,
    days: 40,
    seed,
    firstSerial: 1,
  });
  return { id, token: await t.login(receptionist), doctor: await t.login(doctor) };
}

beforeAll(async () => {
  t = await startTestApp();
  await seedUser(t.database, { email: 'admin@tablero.test' });
  admin = await t.login('admin@tablero.test');
  methods = [
    await seedMethod(t, 'EFECTIVO TABLERO', true),
    await seedMethod(t, 'TARJETA TABLERO'),
    await seedMethod(t, 'TRANSFERENCIA TABLERO'),
  ];
  branch.a = await seedBranchHistory('NORTE', 7);
  branch.b = await seedBranchHistory('SUR', 11);
});
afterAll(() => t.close());

/** The dashboard's money figures against the rows'. */
function expectFigures(dashboard: Dashboard, figures: Figures) {
  expect(dashboard.sales.count).toBe(figures.sales.count);
  expect(centsOf(dashboard.sales.total)).toBe(figures.sales.cents);
  expect(dashboard.sales.cancelled).toBe(figures.sales.cancelled);

  const byMethod = (list: Dashboard['payments']['byMethod']) =>
    new Map(
      list.map((entry) => [entry.method.id, { count: entry.count, cents: centsOf(entry.total) }]),
    );
  expect(byMethod(dashboard.payments.byMethod)).toEqual(figures.dayMethods);
  expect(byMethod(dashboard.charts.paymentsByMethod)).toEqual(figures.windowMethods);
  const dayCents = [...figures.dayMethods.values()].reduce((sum, entry) => sum + entry.cents, 0);
  expect(centsOf(dashboard.payments.total)).toBe(dayCents);
  expect(dashboard.payments.count).toBe(
    [...figures.dayMethods.values()].reduce((sum, entry) => sum + entry.count, 0),
  );
  for (const entry of dashboard.payments.byMethod) {
    expect(centsOf(entry.payments) - centsOf(entry.refunds)).toBe(centsOf(entry.total));
  }

  expect(dashboard.charts).toMatchObject({ from: FROM, to: DAY });
  expect(dashboard.charts.salesByDay).toHaveLength(30);
  dashboard.charts.salesByDay.forEach((entry, i) => {
    const expected = figures.salesByDay.get(entry.date) ?? { count: 0, cents: 0 };
    expect(entry.date).toBe(daysBefore(DAY, 29 - i));
    expect({ count: entry.count, cents: centsOf(entry.total) }).toEqual(expected);
  });
}

describe('dashboard/get', () => {
  it('answers the figures the rows add up to, for a branch and for every branch', async () => {
    const mine = await getDashboard(branch.a.token, { date: DAY });
    expect(mine.status).toBe(200);
    expect(mine.body.data.data).toMatchObject({
      date: DAY,
      branch: { id: branch.a.id, name: 'NORTE' },
    });
    expectFigures(mine.body.data.data, await figuresFrom(t.database, [branch.a.id], DAY, FROM));
    // The history is busy enough for the comparison to mean something.
    expect(mine.body.data.data.sales.count).toBeGreaterThan(0);
    expect(mine.body.data.data.charts.paymentsByMethod.length).toBeGreaterThan(1);

    const all = await getDashboard(admin, { date: DAY });
    expect(all.status).toBe(200);
    expect(all.body.data.data.branch).toBeNull();
    expectFigures(
      all.body.data.data,
      await figuresFrom(t.database, [branch.a.id, branch.b.id], DAY, FROM),
    );

    const one = await getDashboard(admin, { date: DAY, branchId: branch.b.id });
    expect(one.body.data.data.branch).toEqual({ id: branch.b.id, name: 'SUR' });
    expectFigures(one.body.data.data, await figuresFrom(t.database, [branch.b.id], DAY, FROM));
  });

  it("keeps branch staff to their own branch's tiles", async () => {
    expect((await getDashboard(branch.a.token, { branchId: branch.b.id })).status).toBe(403);
    expect((await getDashboard(branch.b.doctor, { branchId: branch.a.id })).status).toBe(403);
    const own = await getDashboard(branch.b.doctor, { date: DAY, branchId: branch.b.id });
    expect(own.status).toBe(200);
    const implicit = await getDashboard(branch.b.doctor, { date: DAY });
    expect(implicit.body.data.data).toEqual(own.body.data.data);

    expect((await getDashboard(admin, { branchId: 999_999 })).status).toBe(404);
    expect((await getDashboard(admin, { date: '2031-02-30' })).status).toBe(400);
  });

  it("lists the day's appointments in order and counts them all", async () => {
    const typeId = await seedAppointmentType(t.database, 'REVISIÓN');
    const customerId = await seedCustomer(t.database, branch.a.id, {
      name: 'LUCÍA',
      paternal: 'MEDINA',
    });
    const times = ['13:00', '09:00', '11:30', '10:00', '16:00', '12:15', '17:45', '15:00', '18:30'];
    for (const time of times) await seedEvent(t.database, branch.a.id, typeId, `${DAY} ${time}`);
    await seedEvent(t.database, branch.b.id, typeId, `${DAY} 09:00`);
    await seedEvent(t.database, branch.a.id, typeId, `${daysBefore(DAY, 1)} 09:00`);
    await t.database.db.execute(
      sql`update ${calendarEvents} set customer_id = ${customerId}, status = 'CONFIRMADA'
        where branch_id = ${branch.a.id} and start_time = '09:00' and start_date = ${DAY}`,
    );

    const { appointments } = (await getDashboard(branch.a.token, { date: DAY })).body.data.data;
    expect(appointments.count).toBe(9);
    // Another day than today: in their order, none of them "past" yet.
    expect(appointments.items.map((item) => item.time)).toEqual([...times].sort().slice(0, 8));
    expect(appointments.items[0]).toMatchObject({
      patient: { id: customerId, name: 'LUCÍA MEDINA PRUEBA' },
      status: 'CONFIRMADA',
      branch: { id: branch.a.id, name: 'NORTE' },
      doctor: null,
      endTime: '09:30',
    });
    expect(appointments.items[0]!.type.name).toMatch(/^REVISIÓN/);
    const all = (await getDashboard(admin, { date: DAY })).body.data.data;
    expect(all.appointments.count).toBe(10);
  });

  it('lists the products low in the default storage, fewest first', async () => {
    const [defaultStorage] = await t.database.db
      .insert(storages)
      .values({ name: 'MOSTRADOR NORTE', branchId: branch.a.id, isDefault: true })
      .returning({ id: storages.id });
    const spare = await seedStorage(t.database, branch.a.id);
    const quantities = [10, 3, 0, 4, 1];
    for (const [i, qty] of quantities.entries()) {
      const product = await seedProduct(t.database, { name: `ARMAZÓN ${i}` });
      await seedStock(t.database, defaultStorage!.id, product.id, qty, '100.00');
      await seedStock(t.database, spare, product.id, 1, '100.00');
    }
    const { lowStock } = (await getDashboard(branch.a.token, { date: DAY })).body.data.data;
    expect(lowStock).toMatchObject({
      threshold: 3,
      count: 3,
      storage: { id: defaultStorage!.id, name: 'MOSTRADOR NORTE' },
    });
    expect(lowStock.items.map((item) => [item.product.name, item.qty])).toEqual([
      ['ARMAZÓN 2', 0],
      ['ARMAZÓN 4', 1],
      ['ARMAZÓN 1', 3],
    ]);
    expect(lowStock.items[0]!.storage).toEqual({ id: defaultStorage!.id, name: 'MOSTRADOR NORTE' });
    const other = (await getDashboard(branch.b.token, { date: DAY })).body.data.data.lowStock;
    expect(other).toMatchObject({ count: 0, items: [], storage: null });
    const all = (await getDashboard(admin, { date: DAY })).body.data.data.lowStock;
    expect(all).toMatchObject({ count: 3, storage: null });
  });
});

describe('a sale just made', () => {
  it("shows in today's sales, payments, register, chart and stock", async () => {
    const calls = salesCalls(t);
    const id = (await seedBranch(t.database, 'CENTRO HOY')).branch.id;
    await seedUser(t.database, {
      email: 'caja.hoy@tablero.test',
      role: 'receptionist',
      branchId: id,
    });
    const token = await t.login('caja.hoy@tablero.test');
    const customerId = await seedCustomer(t.database, id);
    const { productId } = await seedSellable(t, id, 4, '1250.40');
    // Today on the clinic's calendar, whatever this machine's zone.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.timeZone }).format(
      new Date(),
    );

    const before = (await getDashboard(token)).body.data.data;
    expect(before).toMatchObject({ date: today, sales: { count: 0, total: 0 }, registers: [] });
    expect(before.lowStock.count).toBe(0);

    const audit = (await calls.openAudit(token, '500')).body.data.data;
    const sale = (await calls.createSale(token, customerId, { date: today, time: '10:00' })).body
      .data.data;
    expect((await calls.addLine(token, sale.id, productId, 2)).status).toBe(201);
    expect((await calls.execute(token, sale.id)).status).toBe(200);
    expect((await calls.pay(token, sale.id, methods[1]!, '1000.40')).status).toBe(201);
    expect((await calls.pay(token, sale.id, methods[0]!, '1500.40')).status).toBe(201);

    const after = (await getDashboard(token)).body.data.data;
    expect(after.sales).toEqual({ count: 1, total: 2500.8, cancelled: 0 });
    expect(after.payments.total).toBe(2500.8);
    expect(after.payments.byMethod.map((entry) => [entry.method.id, entry.total])).toEqual([
      [methods[0], 1500.4],
      [methods[1], 1000.4],
    ]);
    expect(after.registers).toEqual([
      expect.objectContaining({
        id: audit.id,
        openAmount: 500,
        branch: { id, name: 'CENTRO HOY' },
      }),
    ]);
    expect(after.charts.salesByDay.at(-1)).toEqual({ date: today, count: 1, total: 2500.8 });
    // Four in stock, two sold: two left, at or below the threshold.
    expect(after.lowStock.items).toEqual([expect.objectContaining({ qty: 2 })]);
  });

  it("puts today's appointments still to come before those that ended", async () => {
    const id = (await seedBranch(t.database, 'CENTRO CITAS')).branch.id;
    await seedUser(t.database, {
      email: 'citas.hoy@tablero.test',
      role: 'receptionist',
      branchId: id,
    });
    const token = await t.login('citas.hoy@tablero.test');
    const typeId = await seedAppointmentType(t.database);
    const today = (await getDashboard(token)).body.data.data.date;
    // Ended unless the clock reads the day's first minute; to come until the day is over.
    await seedEvent(t.database, id, typeId, `${today} 00:00`, 1);
    await seedEvent(t.database, id, typeId, `${today} 23:59`, 30);
    const { appointments } = (await getDashboard(token)).body.data.data;
    expect(appointments).toMatchObject({ count: 2, upcoming: 1 });
    expect(appointments.items.map((item) => item.time)).toEqual(['23:59', '00:00']);
    expect(appointments.items[0]!.endTime).toBe('00:29');
  });
});
