import { and, eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, customers } from '../../db/schema/customers.schema.js';
import { ensureWalkInCustomer } from './walk-in.repository.js';
import { pdfText } from '../../testing/pdf-text.js';
import { DOCUMENT_PDF, PATIENT, seedPrivacyWorld } from '../../testing/privacy-world.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';
import { EXPORT_SECTIONS } from './privacy-export-sections.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof seedPrivacyWorld>>;
const tokens = { receptionist: '', foreignDoctor: '' };

beforeAll(async () => {
  t = await startTestApp();
  world = await seedPrivacyWorld(t);
  await seedUser(t.database, {
    email: 'recepcion@exportacion.test',
    role: 'receptionist',
    branchId: world.branchId,
  });
  const other = (await seedBranch(t.database, 'OTRA EXPORTACIÓN')).branch.id;
  await seedUser(t.database, { email: 'doctor@ajena.test', role: 'doctor', branchId: other });
  tokens.receptionist = await t.login('recepcion@exportacion.test');
  tokens.foreignDoctor = await t.login('doctor@ajena.test');
});
afterAll(() => t.close());

const download = (token: string, id = world.customerId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customers/export/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe("a patient's access export", () => {
  it('is a ZIP with the whole record as JSON, as a readable PDF, and the documents', async () => {
    const response = await download(world.doctor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`expediente-${world.customerId}.zip`);
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'expediente.json',
        'expediente.pdf',
        expect.stringMatching(/^documentos\/\d+-estudio\.pdf$/),
      ]),
    );

    const record = JSON.parse(strFromU8(files['expediente.json']!)) as Record<string, unknown>;
    expect(record.format).toBe('iris-expediente/1');
    expect(record.customer).toMatchObject({
      id: world.customerId,
      ...PATIENT,
      birthDate: '1980-02-03',
    });
    for (const section of EXPORT_SECTIONS.filter((s) => s.key !== 'customer')) {
      expect(Array.isArray(record[section.key]), section.key).toBe(true);
    }
    const count = (key: string) => (record[key] as unknown[]).length;
    for (const key of [
      'appointments',
      'appointmentStatuses',
      'documents',
      'answers',
      'prescriptions',
      'labOrders',
      'sales',
      'saleLines',
      'payments',
      'invoices',
      'invoiceSales',
      'invoiceTaxes',
      'reminders',
      'whatsappMessages',
      'accessLog',
    ]) {
      expect(count(key), key).toBeGreaterThan(0);
    }
    expect(count('notes')).toBe(2);
    // Money as exact decimal text; the sale's line with its product's name.
    expect(record.sales).toEqual([expect.objectContaining({ id: world.saleId, total: '300.00' })]);
    expect(record.saleLines).toEqual([
      expect.objectContaining({ price: '300.00', product: expect.any(String) as unknown }),
    ]);
    const document = names.find((name) => name.startsWith('documentos/'))!;
    expect(Buffer.from(files[document]!).equals(DOCUMENT_PDF)).toBe(true);

    const text = pdfText(Buffer.from(files['expediente.pdf']!)).replace(/\s+/g, ' ');
    for (const words of [
      'Expediente del paciente (derecho de acceso)',
      'ROSALBA QUINTERO ZAVALETA',
      PATIENT.email,
      'Notas de recepción y notas médicas',
      'Consulta de ROSALBA',
      'Graduaciones',
      'Ventas',
      'Total $300.00',
      'Registro de accesos al expediente',
      'Página 1 de',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('carries every row of a long section, read a page at a time', async () => {
    // 1,234 reads of the record: more than two pages of the export's reads.
    await t.database.db
      .execute(sql`insert into access_log (user_id, action, subject, customer_id, ip)
      select (select min(id) from users), 'read', 'customer', ${world.customerId}, '127.0.0.1'
      from generate_series(1, 1234)`);
    const logged = await t.database.db
      .select({ id: accessLog.id })
      .from(accessLog)
      .where(eq(accessLog.customerId, world.customerId));
    const response = await download(world.doctor);
    const record = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(response.rawPayload))['expediente.json']!),
    ) as { accessLog: { id: number }[] };
    // And this export's own entry, written before its rows were read.
    const exported = record.accessLog.map((entry) => entry.id);
    expect(exported).toHaveLength(logged.length + 1);
    expect(exported).toEqual(expect.arrayContaining(logged.map((row) => row.id)));
    expect([...exported].sort((a, b) => a - b)).toEqual(exported);
  });

  it('is itself written to the access log', async () => {
    const before = await exports();
    expect((await download(world.admin)).statusCode).toBe(200);
    expect(await exports()).toBe(before + 1);
  });

  it('is for those who may read the whole record of their branch', async () => {
    expect((await download(tokens.receptionist)).statusCode).toBe(403);
    expect((await download(tokens.foreignDoctor)).statusCode).toBe(403);
    expect((await download(world.doctor, 999_999)).statusCode).toBe(404);
    // The branch's PÚBLICO EN GENERAL is no patient.
    await ensureWalkInCustomer(t.database.db, world.branchId);
    const refused = await download(world.admin, await walkInOf(world.branchId));
    expect([refused.statusCode, refused.json<{ codeError: unknown }>().codeError]).toEqual([
      409,
      'invalid_state',
    ]);
  });
});

async function exports() {
  const rows = await t.database.db
    .select({ id: accessLog.id })
    .from(accessLog)
    .where(and(eq(accessLog.customerId, world.customerId), eq(accessLog.action, 'export')));
  return rows.length;
}

async function walkInOf(branchId: number) {
  const [row] = await t.database.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.branchId, branchId), eq(customers.walkIn, true)));
  return row!.id;
}
