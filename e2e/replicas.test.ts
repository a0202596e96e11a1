import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../apps/api/src/db/schema/calendar.schema.js';
import { stock } from '../apps/api/src/db/schema/inventory.schema.js';
import { laboratories } from '../apps/api/src/db/schema/lab-orders.schema.js';
import { sales } from '../apps/api/src/db/schema/sales.schema.js';
import { broken, brokenRules } from '../apps/api/src/testing/shop-invariants.js';
import {
  seedAppointmentType,
  seedCustomer,
  seedEvent,
} from '../apps/api/src/testing/seed-records.js';
import { seedBranch, seedUser, TEST_PASSWORD } from '../apps/api/src/testing/test-app.js';
import { logInTo } from './support/iris-process.js';
import { ADMIN, outcomes, startReplicaSet, times } from './support/replica-set.js';
import { CASHIER, seedShop } from './support/shop-world.js';

/*
 * Two replicas of Iris on one PostgreSQL database behind a proxy that sends each request to the
 * next replica (README, Several machines), raced from both sides at once: sales executing the last
 * units, payments that would overpay, registers opened twice, serials, lab orders told ready twice
 * and the reminders sent now four times. Every rule of docs/rules.md holds across the two processes and
 * every e-mail goes once. Runs when a PostgreSQL server is given (TEST_DATABASE_URL).
 */
const DOCTOR = 'doctora@replicas.iris.local';
let set: Awaited<ReturnType<typeof startReplicaSet>>;

beforeAll(async () => {
  set = await startReplicaSet('replicas_race');
});
afterAll(() => set.close());

/** Messages the sink received for each address, once none has arrived for `quietMs`. */
async function mailCounts(addresses: string[], quietMs: number) {
  const { smtp } = set;
  for (const address of addresses) await smtp.waitFor(address, 30_000);
  let seen = -1;
  while (seen !== smtp.received.length) {
    seen = smtp.received.length;
    await sleep(quietMs);
  }
  return addresses.map((address) => smtp.received.filter((mail) => mail.to === address).length);
}

describe('two replicas behind a proxy, raced', () => {
  it('keep every rule and send every e-mail once', async () => {
    const { direct, proxy, call } = set;
    const shop = await seedShop(direct);
    const { branchId } = shop.scope;
    const north = (await seedBranch(direct, 'RÉPLICAS NORTE')).branch.id;
    await seedUser(direct, { email: DOCTOR, role: 'doctor', branchId });
    const [laboratory] = await direct.db
      .insert(laboratories)
      .values({ name: 'LABORATORIO RÉPLICAS', leadDays: 3 })
      .returning({ id: laboratories.id });
    const admin = await logInTo(proxy, ADMIN.email, ADMIN.password);
    const desk = await logInTo(proxy, CASHIER.email, CASHIER.password);
    const doctor = await logInTo(proxy, DOCTOR, TEST_PASSWORD);
    const [scarce, , plenty] = shop.productIds;
    const sale = async (product: number, customerId = shop.customerIds[0]!) => {
      const made = await call(desk, 'POST', 'shoppings/create', {
        customer: { id: customerId },
        date: new Date().toISOString().slice(0, 10),
        time: '12:00',
      });
      const id = Number(made.data['id']);
      expect(
        (
          await call(desk, 'POST', 'shopping-details/create', {
            shopping: { id },
            product: { id: product },
            qty: 1,
          })
        ).status,
      ).toBe(201);
      return id;
    };

    // Serials: twelve sales created at once on both replicas.
    const lastUnits = await Promise.all(times(12, () => sale(scarce!)));
    // The last units: the scarce product has 4, and the twelve sales are executed at once.
    const executions = await Promise.all(
      lastUnits.map((id) => call(desk, 'PUT', 'shoppings/executed', { id })),
    );
    expect(outcomes(executions)).toEqual([...times(4, () => 200), ...times(8, () => 666)]);
    const [left] = await direct.db
      .select({ qty: stock.qty })
      .from(stock)
      .where(sql`${stock.storageId} = ${shop.storageId} and ${stock.productId} = ${scarce}`);
    expect(left?.qty).toBe(0);

    // Overpaying: ten payments of $60.00 at once into a sale of $252.50; four fit.
    const overpaid = await sale(plenty!);
    const paid = await Promise.all(
      times(10, () =>
        call(desk, 'POST', 'payments/create', {
          shopping: { id: overpaid },
          method: { id: shop.methodIds[0] },
          amount: '60.00',
          vat_rate: 0,
        }),
      ),
    );
    expect(outcomes(paid)).toEqual([...times(4, () => 201), ...times(6, () => 524)]);
    const [stored] = await direct.db
      .select({ paid: sales.paid, total: sales.total })
      .from(sales)
      .where(eq(sales.id, overpaid));
    expect(stored).toEqual({ paid: '240.00', total: '252.50' });

    // A register opened eight times at once in a branch without one: one opens.
    const opened = await Promise.all(
      times(8, () =>
        call(admin, 'POST', 'audit/open', { openAmount: '100.00', branch: { id: north } }),
      ),
    );
    expect(outcomes(opened)).toEqual([201, ...times(7, () => 525)]);

    // Lab orders: each told RECIBIDO twice at once; one advance wins, one e-mail goes.
    const labEmails = times(3, (i) => `lentes.${i}@replicas.test`);
    const orders: number[] = [];
    for (const email of labEmails) {
      const customerId = await seedCustomer(direct, branchId, { name: 'LENTES', email });
      const eye = { sphere: '-1.50', cylinder: '-0.50', axis: 90 };
      const prescription = await call(doctor, 'POST', 'prescriptions/create', {
        customer: { id: customerId },
        date: '2026-01-15',
        kind: 'LENTES',
        od: eye,
        oi: eye,
      });
      const order = await call(desk, 'POST', 'lab-orders/create', {
        shopping: { id: await sale(plenty!, customerId) },
        prescription: { id: prescription.data['id'] },
        laboratory: { id: laboratory!.id },
      });
      expect(order.status).toBe(201);
      const id = Number(order.data['id']);
      expect(
        (await call(desk, 'PUT', 'lab-orders/advance', { id, status: 'ENVIADO' })).status,
      ).toBe(200);
      orders.push(id);
    }
    const received = await Promise.all(
      orders.flatMap((id) =>
        times(2, () => call(desk, 'PUT', 'lab-orders/advance', { id, status: 'RECIBIDO' })),
      ),
    );
    expect(outcomes(received)).toEqual([
      ...times(3, () => 200),
      ...times(3, () => 'invalid_state'),
    ]);

    // Reminders of tomorrow's appointments, sent now four times at once.
    const reminderEmails = times(3, (i) => `cita.${i}@replicas.test`);
    const typeId = await seedAppointmentType(direct, 'REVISIÓN RÉPLICAS');
    const { rows } = (await direct.db.execute<{ day: string }>(
      sql`select (current_date + 1)::text as day`,
    )) as { rows: { day: string }[] };
    for (const [i, email] of reminderEmails.entries()) {
      const customerId = await seedCustomer(direct, branchId, { name: 'CITA', email });
      const event = await seedEvent(direct, branchId, typeId, `${rows[0]!.day} 1${i}:00`);
      await direct.db
        .update(calendarEvents)
        .set({ customerId })
        .where(eq(calendarEvents.id, event));
    }
    const runs = await Promise.all(times(4, () => call(admin, 'POST', 'reminders/run')));
    expect(runs.map((run) => run.status)).toEqual(times(4, () => 200));

    expect(await mailCounts([...labEmails, ...reminderEmails], 3_000)).toEqual(times(6, () => 1));
    expect(broken(await brokenRules(direct.db, shop.scope))).toEqual({});
    // Both replicas answered a share of it.
    expect(Math.min(...proxy.answered)).toBeGreaterThan(20);
  });
});
