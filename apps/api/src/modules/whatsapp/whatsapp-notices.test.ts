import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsappCosts } from '@iris/domain/whatsapp/whatsapp.schemas';
import { customers } from '../../db/schema/customers.schema.js';
import { sales } from '../../db/schema/sales.schema.js';
import { labOrderCalls, seedClinic, seedLaboratory } from '../../testing/lab-orders-world.js';
import { seedUser, type TestApp } from '../../testing/test-app.js';
import type { WhatsappFake } from '../../testing/whatsapp-fake.js';
import {
  agreeToWhatsapp,
  eventually,
  messagesOf,
  startWhatsappApp,
} from '../../testing/whatsapp-world.js';

/*
 * docs/rules.md WhatsApp beyond the reminders: glasses ready by WhatsApp (with what remains to
 * pay), its fallback to e-mail, and the month's messages with their cost.
 */
let t: TestApp;
let fake: WhatsappFake;
let clinic: Awaited<ReturnType<typeof seedClinic>>;
let laboratoryId: number;
let calls: ReturnType<typeof labOrderCalls>;
let admin: string;

beforeAll(async () => {
  ({ t, fake } = await startWhatsappApp());
  clinic = await seedClinic(t, 'SUCURSAL ÓPTICA');
  laboratoryId = await seedLaboratory(t, 3);
  calls = labOrderCalls(t);
  await seedUser(t.database, { email: 'admin@notices.test', role: 'super_admin' });
  admin = await t.login('admin@notices.test');
});
afterAll(() => t.close());

/** An order of a new patient (who agreed to WhatsApp, with `email`) made RECIBIDO. */
async function receivedOrder(email: string | null, paid: string | null) {
  const sale = await clinic.sale('1000.00');
  await t.database.db.update(customers).set({ email }).where(eq(customers.id, sale.customerId));
  const number = await agreeToWhatsapp(t, sale.customerId);
  if (paid) {
    const payment = await clinic.calls.pay(clinic.desk, sale.saleId, clinic.methodId, paid);
    expect(payment.status).toBe(201);
  }
  const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
  expect((await calls.advance(clinic.desk, id, 'ENVIADO')).status).toBe(200);
  expect((await calls.advance(clinic.desk, id, 'RECIBIDO')).status).toBe(200);
  const [row] = await t.database.db
    .select({ total: sales.total })
    .from(sales)
    .where(eq(sales.id, sale.saleId));
  return { ...sale, number, total: row?.total ?? '' };
}

const costs = (token: string, body: Record<string, unknown>) =>
  t.call<{ data: WhatsappCosts }>('POST', '/api/reminders/getWhatsappCosts', { token, body });

describe('glasses ready by WhatsApp', () => {
  it('tells the patient who agreed, once, with the branch, its hours and what remains to pay', async () => {
    const order = await receivedOrder('listos.wa@iris.test', '400.00');
    const sent = await eventually(async () => {
      const found = fake.sent.filter((message) => message.to === order.number);
      return found.length > 0 && found;
    });
    const owed = (Number(order.total) - 400).toFixed(2);
    expect(sent).toEqual([
      expect.objectContaining({
        template: 'lentes_listos',
        body: ['PACIENTE PRUEBA', 'SUCURSAL ÓPTICA', '09:00 a 19:00', `$${owed}`],
      }),
    ]);
    expect(t.smtp.received.filter((mail) => mail.to === 'listos.wa@iris.test')).toEqual([]);
    const recorded = await eventually(async () => {
      const rows = await messagesOf(t, order.customerId);
      return rows[0]?.status === 'ENVIADO' && rows;
    });
    expect(recorded).toEqual([
      expect.objectContaining({ kind: 'LISTOS', category: 'UTILITY', status: 'ENVIADO' }),
    ]);
  });

  it('goes by e-mail when the number is not on WhatsApp', async () => {
    const sale = await clinic.sale('1000.00');
    await t.database.db
      .update(customers)
      .set({ email: 'listos.sinwa@iris.test' })
      .where(eq(customers.id, sale.customerId));
    fake.behave(await agreeToWhatsapp(t, sale.customerId), 'not-user');
    const id = (await calls.send(clinic.desk, sale, laboratoryId)).body.data.data.id;
    await calls.advance(clinic.desk, id, 'ENVIADO');
    await calls.advance(clinic.desk, id, 'RECIBIDO');
    const mail = await t.smtp.waitFor('listos.sinwa@iris.test', 15_000);
    expect(mail.subject).toBe('Tus lentes están listos en SUCURSAL ÓPTICA');
    expect(await messagesOf(t, sale.customerId)).toEqual([
      expect.objectContaining({ status: 'FALLIDO', errorCode: 131026 }),
    ]);
  });
});

describe("the month's WhatsApp messages and their cost", () => {
  it('counts the delivered ones at their category price, exact to the cent, per branch', async () => {
    const period = { from: '2000-01-01', to: '2100-12-31' };
    const before = (await costs(clinic.desk, period)).body.data.data;
    const orders = [await receivedOrder(null, null), await receivedOrder(null, null)];
    const ids = await eventually(async () => {
      const found = orders.map((order) => fake.sent.find((m) => m.to === order.number)?.id);
      return found.every(Boolean) && (found as string[]);
    });
    for (const id of ids) expect(await fake.status(id, 'delivered').post()).toBe(200);
    const after = (await costs(clinic.desk, period)).body.data.data;
    const utility = after.items.find((item) => item.category === 'UTILITY');
    const utilityBefore = before.items.find((item) => item.category === 'UTILITY');
    expect(after.enabled).toBe(true);
    expect(utility?.sent).toBe((utilityBefore?.sent ?? 0) + 2);
    expect(utility?.delivered).toBe((utilityBefore?.delivered ?? 0) + 2);
    expect(utility?.price).toBe(0.165);
    // 0.1650 a message: the delivered count times it, rounded to the cent once, at the end.
    const cents = Math.round(((utility?.delivered ?? 0) * 1650) / 100);
    expect(utility?.cost).toBe(cents / 100);
    expect(after.items.map((item) => item.category)).toEqual(['UTILITY', 'MARKETING', 'SERVICE']);
    expect(after.total).toBe(utility?.cost);

    // super_admin reads every branch; nothing in a period without messages.
    expect((await costs(admin, period)).body.data.data.items[0]?.sent).toBeGreaterThanOrEqual(
      utility?.sent ?? 0,
    );
    const empty = (await costs(admin, { from: '2001-01-01', to: '2001-01-31' })).body.data.data;
    expect(empty.items.every((item) => item.sent === 0 && item.cost === 0)).toBe(true);
    expect(empty.total).toBe(0);
  });

  it('refuses a period that ends before it starts, and another branch', async () => {
    const backwards = await costs(clinic.desk, { from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.data).toMatchObject({ errors: [{ field: 'to' }] });
    const other = await costs(clinic.desk, {
      branchId: clinic.branchId + 1000,
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(other.status).toBe(403);
  });
});
