import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import type { Consent } from '@iris/domain/privacy/consent.schemas';
import type {
  CurrentPrivacyNotice,
  PrivacyNotice,
} from '@iris/domain/privacy/privacy-notice.schemas';
import { accessLog } from '../../db/schema/customers.schema.js';
import { customerConsents } from '../../db/schema/privacy.schema.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md privacy; docs/rules.md, Privacy and accounts: the aviso and the patients' consent. */
let t: TestApp;
let branchId: number;
let admin: string;
let reception: string;
let doctor: string;
let patientId: number;
let otherPatientId: number;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'AVISO')).branch.id;
  const otherBranchId = (await seedBranch(t.database, 'OTRO AVISO')).branch.id;
  await seedUser(t.database, { email: 'admin@aviso.test' });
  await seedUser(t.database, { email: 'recepcion@aviso.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'doctor@aviso.test', role: 'doctor', branchId });
  admin = await t.login('admin@aviso.test');
  reception = await t.login('recepcion@aviso.test');
  doctor = await t.login('doctor@aviso.test');
  patientId = await seedCustomer(t.database, branchId, { name: 'ACEPTA' });
  otherPatientId = await seedCustomer(t.database, otherBranchId, { name: 'AJENO' });
});
afterAll(() => t.close());

const publish = (text: string, token = admin) =>
  t.call<{ data: PrivacyNotice }>('POST', '/api/privacy-notices/create', { token, body: { text } });
const consent = (body: Record<string, unknown>, token = reception) =>
  t.call<{ data: Consent }>('POST', '/api/customers/consent', { token, body });
const current = () => t.call<{ data: CurrentPrivacyNotice }>('GET', '/api/privacy-notices/current');
const customer = async (id: number) =>
  (await t.call<{ data: Customer }>('POST', `/api/customers/get/${id}`, { token: reception })).body
    .data.data;

describe('before any aviso is published', () => {
  it('the public current notice is a 404, without a token', async () => {
    const answer = await current();
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ result: false, codeError: 'not_found' });
  });

  it('a consent is refused with 409 privacy_notice_required, in Spanish, and nothing is kept', async () => {
    const answer = await consent({ customer: { id: patientId }, way: 'PAPEL', sensitive: true });
    expect(answer.status).toBe(409);
    expect(answer.body.codeError).toBe('privacy_notice_required');
    expect(answer.body.message).toMatch(/aviso de privacidad publicado/);
    expect(await t.database.db.select().from(customerConsents)).toEqual([]);
    expect((await customer(patientId)).consent).toBeNull();
  });
});

describe('the aviso de privacidad', () => {
  it('is published by super_admin only, as version 1, then 2, never edited', async () => {
    expect((await publish('Texto de recepción', reception)).status).toBe(403);
    expect((await publish('Texto de doctor', doctor)).status).toBe(403);
    const first = await publish('  Aviso de privacidad integral, versión uno.  ');
    expect(first.status).toBe(201);
    expect(first.body.data.data).toMatchObject({
      version: 1,
      text: 'Aviso de privacidad integral, versión uno.',
    });
    const update = await t.call('PUT', '/api/privacy-notices/update', {
      token: admin,
      body: { id: first.body.data.data.id, text: 'Cambiado' },
    });
    expect(update.status).toBe(404);
  });

  it('refuses an empty text with a 400 in Spanish', async () => {
    const answer = await publish('   ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ result: false, codeError: null });
    expect((answer.body.data as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'text', message: 'El campo es requerido' },
    ]);
  });

  it('is public as the current version, without a token', async () => {
    const answer = await current();
    expect(answer.status).toBe(200);
    expect(answer.body.data.data).toEqual({
      version: 1,
      text: 'Aviso de privacidad integral, versión uno.',
      createdAt: expect.any(String) as string,
    });
  });

  it('lists its versions to everyone logged in, newest first', async () => {
    const table = await t.call<{ tableData: { items: PrivacyNotice[] } }>(
      'POST',
      '/api/privacy-notices/getTable',
      { token: doctor, body: {} },
    );
    expect(table.status).toBe(200);
    expect(table.body.data.tableData.items.map((notice) => notice.version)).toEqual([1]);
    expect((await t.call('POST', '/api/privacy-notices/getTable', { body: {} })).status).toBe(401);
  });
});

describe("a patient's consent", () => {
  it('records the current version, how and whether for health data; get and getTable carry it', async () => {
    const answer = await consent({ customer: { id: patientId }, way: 'PAPEL', sensitive: false });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Consentimiento registrado.');
    const given = answer.body.data.data;
    expect(given).toMatchObject({ version: 1, way: 'PAPEL', sensitive: false });
    expect((await customer(patientId)).consent).toEqual(given);
    const table = await t.call<{ tableData: { items: Customer[] } }>(
      'POST',
      '/api/customers/getTable',
      { token: reception, body: { rowsPerPage: 50, filters: { search: 'acepta' } } },
    );
    expect(table.body.data.tableData.items).toEqual([
      expect.objectContaining({ id: patientId, consent: given }),
    ]);
  });

  it('is written in the access log with the patient', async () => {
    const rows = await t.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.subject, 'consent'), eq(accessLog.customerId, patientId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'create' });
  });

  it('keeps every older acceptance when a new version is published and accepted', async () => {
    expect(
      (await publish('Aviso de privacidad integral, versión dos.')).body.data.data.version,
    ).toBe(2);
    expect((await customer(patientId)).consent?.version).toBe(1);
    const again = await consent(
      { customer: { id: patientId }, way: 'PANTALLA', sensitive: true },
      doctor,
    );
    expect(again.status).toBe(201);
    expect(again.body.data.data).toMatchObject({ version: 2, way: 'PANTALLA', sensitive: true });
    expect((await customer(patientId)).consent).toEqual(again.body.data.data);
    const kept = await t.database.db
      .select({
        version: customerConsents.version,
        way: customerConsents.way,
        latest: customerConsents.latest,
      })
      .from(customerConsents)
      .where(eq(customerConsents.customerId, patientId))
      .orderBy(customerConsents.id);
    expect(kept).toEqual([
      { version: 1, way: 'PAPEL', latest: false },
      { version: 2, way: 'PANTALLA', latest: true },
    ]);
  });

  it("is refused for another branch's patient (403) and kept for none", async () => {
    const answer = await consent({
      customer: { id: otherPatientId },
      way: 'PAPEL',
      sensitive: true,
    });
    expect(answer.status).toBe(403);
    const none = await t.database.db
      .select()
      .from(customerConsents)
      .where(eq(customerConsents.customerId, otherPatientId));
    expect(none).toEqual([]);
    // super_admin reaches every branch.
    expect(
      (await consent({ customer: { id: otherPatientId }, way: 'PAPEL', sensitive: true }, admin))
        .status,
    ).toBe(201);
  });

  it('refuses bad input with a 400 in Spanish on each field', async () => {
    const answer = await consent({ customer: { id: patientId }, way: 'CORREO', sensitive: 'sí' });
    expect(answer.status).toBe(400);
    const errors = (answer.body.data as unknown as { errors: { field: string; message: string }[] })
      .errors;
    expect(errors.map((error) => error.field).sort()).toEqual(['sensitive', 'way']);
    expect(errors.every((error) => /[áéíóúñ]|El campo/.test(error.message))).toBe(true);
    const missing = await consent({ customer: { id: 999999 }, way: 'PAPEL', sensitive: true });
    expect(missing.status).toBe(400);
    expect((missing.body.data as unknown as { errors: { field: string }[] }).errors[0]?.field).toBe(
      'customer.id',
    );
  });
});
