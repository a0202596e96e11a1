import { and, asc, eq, sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents } from '../../db/schema/calendar.schema.js';
import { accessLog, customers, noteDocuments, notes } from '../../db/schema/customers.schema.js';
import { invoices } from '../../db/schema/invoices.schema.js';
import { labOrders } from '../../db/schema/lab-orders.schema.js';
import { prescriptions } from '../../db/schema/prescriptions.schema.js';
import { customerAnswers } from '../../db/schema/questionnaire.schema.js';
import { payments, saleLines, sales } from '../../db/schema/sales.schema.js';
import { PATIENT, seedPrivacyWorld } from '../../testing/privacy-world.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { EXPORT_SECTIONS } from './privacy-export-sections.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof seedPrivacyWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  world = await seedPrivacyWorld(t, 'ANONIMIZACIÓN');
});
afterAll(() => t.close());

const anonymize = (token = world.admin) =>
  t.call<{ data: { id: number } }>('PUT', `/api/customers/anonymize/${world.customerId}`, {
    token,
  });

/** Every clinical act of the patient moved to `years` years ago (and `days` more). */
async function actsAgo(years: number, days = 0) {
  const at = sql`now() - make_interval(years => ${years}, days => ${days})`;
  const { db } = t.database;
  const id = world.customerId;
  await db.update(notes).set({ createdAt: at }).where(eq(notes.customerId, id));
  await db
    .update(noteDocuments)
    .set({ createdAt: at })
    .where(sql`${noteDocuments.noteId} in (select id from notes where customer_id = ${id})`);
  await db.update(customerAnswers).set({ createdAt: at }).where(eq(customerAnswers.customerId, id));
  await db
    .update(prescriptions)
    .set({ createdAt: at, date: sql`(${at})::date` })
    .where(eq(prescriptions.customerId, id));
  await db
    .update(calendarEvents)
    .set({ startDate: sql`(${at})::date`, endDate: sql`(${at})::date` })
    .where(eq(calendarEvents.customerId, id));
  await db.update(labOrders).set({ createdAt: at }).where(eq(labOrders.customerId, id));
  await db
    .update(sales)
    .set({ date: sql`(${at})::date` })
    .where(eq(sales.customerId, id));
}

/** Every row the export reads of the patient, as text; the stamped CFDI XML is kept by law. */
async function everyRow() {
  const texts: string[] = [];
  for (const section of EXPORT_SECTIONS) {
    const rows = await section.read(t.database.db, world.customerId, 0, 10_000);
    for (const row of rows) {
      texts.push(JSON.stringify({ ...row, xml: null, sealedXml: null }));
    }
  }
  return texts.join('\n').toLowerCase();
}

const money = () =>
  t.database.db
    .select({
      total: sales.total,
      paid: sales.paid,
      price: saleLines.price,
      payment: payments.total,
    })
    .from(sales)
    .innerJoin(saleLines, eq(saleLines.saleId, sales.id))
    .innerJoin(payments, eq(payments.saleId, sales.id))
    .where(eq(sales.customerId, world.customerId))
    .orderBy(asc(payments.id));

describe('anonymising a patient', () => {
  it('is super_admin’s, and only of a blocked patient', async () => {
    expect((await anonymize(world.doctor)).status).toBe(403);
    const unblocked = await anonymize();
    expect([unblocked.status, unblocked.body.codeError]).toEqual([409, 'customer_not_blocked']);
    expect(unblocked.body.message).toBe(
      'Solo un expediente bloqueado puede anonimizarse: bloquéalo primero.',
    );
    const blocked = await t.call('PUT', `/api/customers/block/${world.customerId}`, {
      token: world.admin,
    });
    expect(blocked.status).toBe(200);
  });

  it('is refused until five years after the last clinical act', async () => {
    const now = await anonymize();
    expect([now.status, now.body.codeError]).toEqual([409, 'retention_period']);
    expect(now.body.message).toMatch(
      /^El expediente no puede anonimizarse todavía: su último acto clínico fue el \d\d\/\d\d\/\d{4} y debe conservarse cinco años, hasta el \d\d\/\d\d\/\d{4}\.$/,
    );
    await actsAgo(6);
    // One act a day short of five years ago is enough to keep the record.
    await t.database.db
      .update(sales)
      .set({ date: sql`(now() - make_interval(years => 5) + interval '1 day')::date` })
      .where(eq(sales.customerId, world.customerId));
    const almost = await anonymize();
    expect([almost.status, almost.body.codeError]).toEqual([409, 'retention_period']);
    const [name] = await t.database.db
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, world.customerId));
    expect(name?.name).toBe(PATIENT.name);
  });

  it('then removes the personal data everywhere, keeps the amounts, and logs the fields', async () => {
    await actsAgo(5, 1);
    const before = await money();
    const [document] = await t.database.db
      .select({ key: noteDocuments.fileKey })
      .from(noteDocuments)
      .innerJoin(notes, eq(notes.id, noteDocuments.noteId))
      .where(eq(notes.customerId, world.customerId));
    expect(existsSync(path.join(t.filesRoot, document!.key))).toBe(true);

    const answer = await anonymize();
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Expediente anonimizado.');

    const text = await everyRow();
    for (const trace of [
      PATIENT.name,
      PATIENT.paternal,
      PATIENT.maternal,
      PATIENT.email,
      PATIENT.phone,
      'jacarandas',
      '1980-02-03',
      'visión borrosa',
      'desde niña',
    ]) {
      expect(text, trace).not.toContain(trace.toLowerCase());
    }
    expect(await money()).toEqual(before);
    // The invoice keeps its amounts and, by tax law, its stamped XML; its receiver is no one now.
    const [invoice] = await t.database.db
      .select({ name: invoices.name, total: invoices.total, xml: invoices.xml })
      .from(invoices)
      .where(eq(invoices.id, world.invoiceId));
    expect(invoice).toMatchObject({ name: 'ANONIMIZADO', total: '300.00' });
    expect(invoice?.xml).toContain('ROSALBA QUINTERO ZAVALETA');
    expect(existsSync(path.join(t.filesRoot, document!.key))).toBe(false);
    const [row] = await t.database.db
      .select({ name: customers.name, anonymizedAt: customers.anonymizedAt })
      .from(customers)
      .where(eq(customers.id, world.customerId));
    expect(row).toEqual({ name: 'ANONIMIZADO', anonymizedAt: expect.any(Date) as unknown });

    const [logged] = await t.database.db
      .select({ detail: accessLog.detail })
      .from(accessLog)
      .where(and(eq(accessLog.customerId, world.customerId), eq(accessLog.action, 'anonymize')));
    expect(logged?.detail).toContain('customers: name, paternal, maternal, phone, email');
    expect(logged?.detail).toContain('notes: title, description (2)');
    expect(logged?.detail?.toLowerCase()).not.toContain(PATIENT.name.toLowerCase());
    const table = await t.call<{
      tableData: { items: { action: string; detail: string | null }[] };
    }>('POST', '/api/access-log/getTable', {
      token: world.admin,
      body: { filters: { customerId: world.customerId, action: 'anonymize' } },
    });
    expect(table.body.data.tableData.items).toEqual([
      expect.objectContaining({ action: 'anonymize', detail: logged?.detail }),
    ]);
    // The log keeps every entry it had (it is append-only).
    const entries = await t.database.db
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(eq(accessLog.customerId, world.customerId));
    expect(entries.length).toBeGreaterThan(2);
  });

  it('is done once', async () => {
    const again = await anonymize();
    expect([again.status, again.body.codeError]).toEqual([409, 'invalid_state']);
  });
});
