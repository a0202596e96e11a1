import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import { products } from '../../db/schema/catalogue.schema.js';
import { accessLog } from '../../db/schema/customers.schema.js';
import { laboratories } from '../../db/schema/lab-orders.schema.js';
import { pdfText } from '../../testing/pdf-text.js';
import { seedSellable } from '../../testing/sales-calls.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';
import { labOrderCalls, seedClinic, seedLaboratory } from '../../testing/lab-orders-world.js';

/* lab-orders/getPdf/{id}: the lab ticket that goes to the laboratory with the work. */
let t: TestApp;
let clinic: Awaited<ReturnType<typeof seedClinic>>;
let other: Awaited<ReturnType<typeof seedClinic>>;
let calls: ReturnType<typeof labOrderCalls>;
let customerId: number;
let receptionistId: number;
let receptionist: string;
let admin: string;
const orders = { glasses: 0, contact: 0 };
const prescriptionIds = { glasses: 0, contact: 0 };

/** The ticket as a browser opens it: the raw answer, not an envelope. */
const download = (id: number, token: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/lab-orders/getPdf/${id}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
/** A few spaces or a line break between words, as pdftotext lays a table out. */
const textOf = async (id: number, token: string, language = 'es') =>
  pdfText((await download(id, token, language)).rawPayload).replace(/\s+/g, ' ');

const eye = (values: Record<string, unknown> = {}) => ({
  sphere: '-2.25',
  cylinder: '-0.75',
  axis: 180,
  add: '+1.50',
  prism: null,
  prismBase: null,
  pd: '32.0',
  vaSc: '20/200',
  vaCc: '20/20',
  baseCurve: null,
  diameter: null,
  ...values,
});
const prescribe = async (body: Record<string, unknown>) => {
  const answer = await t.call<{ data: Prescription }>('POST', '/api/prescriptions/create', {
    token: clinic.doctor,
    body: { customer: { id: customerId }, notes: null, ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body.data.data.id;
};
/** A product of the branch's default storage, named as the shop names it. */
const sellable = async (name: string, price: string) => {
  const { productId } = await seedSellable(t, clinic.branchId, 10, price);
  await t.database.db.update(products).set({ name }).where(eq(products.id, productId));
  return productId;
};
const saleOf = async (lines: [number, number][]) => {
  const saleId = (await clinic.calls.createSale(clinic.desk, customerId)).body.data.data.id;
  for (const [productId, qty] of lines) {
    expect((await clinic.calls.addLine(clinic.desk, saleId, productId, qty)).status).toBe(201);
  }
  return saleId;
};
const ticketLog = (prescriptionId: number) =>
  t.database.db
    .select({
      userId: accessLog.userId,
      action: accessLog.action,
      customerId: accessLog.customerId,
    })
    .from(accessLog)
    .where(and(eq(accessLog.subject, 'prescriptionPdf'), eq(accessLog.recordId, prescriptionId)));

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t, 'ÓPTICA TICKET');
  other = await seedClinic(t, 'ÓPTICA VECINA');
  calls = labOrderCalls(t);
  receptionistId = await seedUser(t.database, {
    email: 'mostrador@ticket.test',
    role: 'receptionist',
    branchId: clinic.branchId,
  });
  receptionist = await t.login('mostrador@ticket.test');
  await seedUser(t.database, { email: 'admin@ticket.test' });
  admin = await t.login('admin@ticket.test');
  customerId = await seedCustomer(t.database, clinic.branchId, {
    name: 'ROSA',
    paternal: 'MÉNDEZ',
    maternal: 'ORTIZ',
  });
  const laboratoryId = await seedLaboratory(t, 5);
  await t.database.db
    .update(laboratories)
    .set({ name: 'LABORATORIO ÓPTICO DEL BAJÍO' })
    .where(eq(laboratories.id, laboratoryId));

  prescriptionIds.glasses = await prescribe({
    date: '2024-06-15',
    kind: 'LENTES',
    od: eye({ prism: '1.50', prismBase: 'NASAL' }),
    // Written in plus cylinder: stored, and printed, as PLANO -0.50 × 180.
    oi: eye({ sphere: '-0.50', cylinder: '+0.50', axis: 90, pd: '31.5', vaSc: '20/30' }),
  });
  const frame = await sellable('ARMAZÓN RAY-BAN RB5154 NEGRO', '1850.00');
  const lens = await sellable('LENTE PROGRESIVO ANTIRREFLEJANTE', '950.00');
  const glassesSale = await saleOf([
    [frame, 1],
    [lens, 2],
  ]);
  const sent = await calls.send(
    clinic.desk,
    { saleId: glassesSale, prescriptionId: prescriptionIds.glasses },
    laboratoryId,
    { promisedDate: '2031-05-07', notes: 'Biselado para armazón completo. Urgente.' },
  );
  expect(sent.status).toBe(201);
  orders.glasses = sent.body.data.data.id;

  const contact = (values: Record<string, unknown>) =>
    eye({ add: null, pd: null, baseCurve: '8.60', diameter: '14.20', ...values });
  prescriptionIds.contact = await prescribe({
    date: '2025-02-03',
    kind: 'CONTACTO',
    od: contact({ sphere: '-3.00', cylinder: '0', axis: null }),
    oi: contact({ sphere: '-2.75', cylinder: '0', axis: null, baseCurve: '8.40' }),
  });
  const lenses = await sellable('LENTES DE CONTACTO MENSUALES', '600.00');
  const contactSale = await saleOf([[lenses, 3]]);
  const contactOrder = await calls.send(
    clinic.desk,
    { saleId: contactSale, prescriptionId: prescriptionIds.contact },
    laboratoryId,
    { promisedDate: '2031-12-24' },
  );
  expect(contactOrder.status).toBe(201);
  orders.contact = contactOrder.body.data.data.id;
});
afterAll(() => t.close());

describe('lab-orders/getPdf/{id}: the lab ticket', () => {
  it('prints the folio, branch, patient, laboratory, both eyes, the sale’s lines, the promised date and the notes', async () => {
    const order = (await calls.get(receptionist, orders.glasses)).body.data.data;
    const answer = await download(orders.glasses, receptionist);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^inline; filename="orden-laboratorio-${order.serial}\\.pdf"`),
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = pdfText(answer.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('ÓPTICA TICKET');
    expect(text).toContain(`Orden de laboratorio · Folio ${order.serial}`);
    expect(text).toContain(`Folio: ${order.serial}`);
    expect(text).toContain('Paciente: ROSA MÉNDEZ ORTIZ');
    expect(text).toContain('Laboratorio: LABORATORIO ÓPTICO DEL BAJÍO');
    expect(text).toContain(`Venta: ${order.shopping.serial}`);
    expect(text).toContain('Fecha prometida: 07/05/2031');
    expect(text).toContain('Graduación Tipo: Lentes');
    expect(text).toMatch(/Ojo Esfera Cilindro Eje Adición Prisma Base DP AV sc AV cc /);
    expect(text).toContain('OD -2.25 -0.75 180° +1.50 1.50 Nasal 32.0 20/200 20/20');
    expect(text).toContain('OI PLANO -0.50 180° +1.50 31.5 20/30 20/20');
    expect(text).not.toContain('Curva base');
    expect(text).toContain(
      'Armazón y lentes Producto Cantidad ARMAZÓN RAY-BAN RB5154 NEGRO 1 LENTE PROGRESIVO ANTIRREFLEJANTE 2',
    );
    expect(text).toContain('Observaciones Biselado para armazón completo. Urgente.');
    expect(text).toContain('Página 1 de 1');
  });

  it('adds the base curve and diameter of contact lenses, and speaks English when asked', async () => {
    const text = await textOf(orders.contact, receptionist);
    expect(text).toContain('Tipo: Lentes de contacto');
    expect(text).toContain('Curva base Diámetro');
    expect(text).toMatch(/OD -3\.00 PLANO 20\/200 20\/20 8\.60 14\.20/);
    expect(text).toMatch(/OI -2\.75 PLANO 20\/200 20\/20 8\.40 14\.20/);
    expect(text).toContain('LENTES DE CONTACTO MENSUALES 3');
    expect(text).toContain('Fecha prometida: 24/12/2031');
    expect(text).not.toContain('Observaciones');

    const english = await textOf(orders.glasses, admin, 'en');
    expect(english).toContain('Lab order');
    expect(english).toContain('Promised date: 07/05/2031');
    expect(english).toContain('Frame and lenses');
    expect(english).toContain('OS PLANO -0.50 180°');
  });

  it('is logged as a read of the patient’s prescription by whoever printed it', async () => {
    const before = (await ticketLog(prescriptionIds.contact)).length;
    expect((await download(orders.contact, receptionist)).statusCode).toBe(200);
    const rows = await ticketLog(prescriptionIds.contact);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ userId: receptionistId, action: 'read', customerId });
  });

  it("is 403 for another branch's staff and 404 for an unknown order, printing and logging nothing", async () => {
    const before = (await ticketLog(prescriptionIds.glasses)).length;
    const foreign = await t.call('POST', `/api/lab-orders/getPdf/${orders.glasses}`, {
      token: other.desk,
    });
    expect([foreign.status, foreign.body.codeError]).toEqual([403, 'forbidden']);
    const unknown = await t.call('POST', '/api/lab-orders/getPdf/999999', {
      token: receptionist,
    });
    expect([unknown.status, unknown.body.codeError]).toEqual([404, 'not_found']);
    expect(await ticketLog(prescriptionIds.glasses)).toHaveLength(before);
  });
});
