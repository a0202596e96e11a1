import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '@iris/domain/customers/access-log.schemas';
import type { HistoryEntry } from '@iris/domain/customers/customer.schemas';
import { accessLog, notes } from '../../db/schema/customers.schema.js';
import { seedCustomer, seedNote } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let customerId: number;
let foreignCustomer: number;
const tokens = { admin: '', doctor: '', receptionist: '' };
const ids = { receptionist: 0 };

beforeAll(async () => {
  t = await startTestApp();
  const branchId = (await seedBranch(t.database, 'HISTORIAL')).branch.id;
  customerId = await seedCustomer(t.database, branchId, { name: 'LUCÍA', paternal: 'MÉNDEZ' });
  foreignCustomer = await seedCustomer(
    t.database,
    (await seedBranch(t.database, 'LEJANA')).branch.id,
  );
  await seedUser(t.database, { email: 'admin@historial.test' });
  await seedUser(t.database, { email: 'doctor@historial.test', role: 'doctor', branchId });
  ids.receptionist = await seedUser(t.database, {
    email: 'recepcion@historial.test',
    role: 'receptionist',
    branchId,
  });
  tokens.admin = await t.login('admin@historial.test');
  tokens.doctor = await t.login('doctor@historial.test');
  tokens.receptionist = await t.login('recepcion@historial.test');
  // Three notes a day apart: the history lists the newest first.
  for (const [kind, title, daysAgo] of [
    ['reception', 'Primera llamada', 3],
    ['doctor', 'Diagnóstico de miopía', 2],
    ['reception', 'Entrega de lentes', 1],
  ] as const) {
    const id = await seedNote(
      t.database,
      customerId,
      kind,
      kind === 'doctor' ? 1 : daysAgo === 3 ? 1 : 2,
    );
    await t.database.db.execute(
      sql`update ${notes} set title = ${title}, created_at = now() - make_interval(days => ${daysAgo}) where id = ${id}`,
    );
  }
});
afterAll(() => t.close());

const history = (token: string, customer = customerId) =>
  t.call<{ tableData: { items: HistoryEntry[] } }>('POST', '/api/customers/getCustomerHistory', {
    token,
    body: { rowsPerPage: 50, filters: { customerId: customer } },
  });

async function pdfText(payload: Buffer) {
  const document = await getDocument({ data: new Uint8Array(payload), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

describe("a patient's history", () => {
  it('lists everything newest first, doctor notes only for those who may read them', async () => {
    const doctor = await history(tokens.doctor);
    expect(doctor.body.data.tableData.items.map((e) => [e.kind, e.title])).toEqual([
      ['note', 'Entrega de lentes'],
      ['doctorNote', 'Diagnóstico de miopía'],
      ['note', 'Primera llamada'],
    ]);
    const receptionist = await history(tokens.receptionist);
    expect(receptionist.body.data.tableData.items.map((e) => e.title)).toEqual([
      'Entrega de lentes',
      'Primera llamada',
    ]);
    expect((await history(tokens.receptionist, foreignCustomer)).status).toBe(403);
  });

  it('downloads as a real PDF, in Spanish, with the branch, the patient, the entries and page numbers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/getDocumetsPdf/${customerId}`,
      headers: { authorization: `Bearer ${tokens.doctor}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`historial-${customerId}.pdf`);
    expect(response.headers['cache-control']).toBe('no-store');
    const [page] = await pdfText(response.rawPayload);
    for (const text of [
      'Iris',
      'HISTORIAL',
      'Historial del paciente',
      'LUCÍA MÉNDEZ',
      'Diagnóstico de miopía',
      'Nota médica',
      'Página 1 de 1',
    ]) {
      expect(page).toContain(text);
    }
    expect(page!.indexOf('Entrega de lentes')).toBeLessThan(page!.indexOf('Primera llamada'));

    const forReception = await t.app.inject({
      method: 'POST',
      url: `/api/customers/getDocumetsPdf/${customerId}`,
      headers: { authorization: `Bearer ${tokens.receptionist}` },
    });
    expect((await pdfText(forReception.rawPayload)).join(' ')).not.toContain('miopía');
  });

  it("refuses another branch's patient's PDF", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/getDocumetsPdf/${foreignCustomer}`,
      headers: { authorization: `Bearer ${tokens.receptionist}` },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the access log', () => {
  const search = (token: string, filters: Record<string, unknown> = {}) =>
    t.call<{ tableData: { items: AccessLogEntry[]; total_items: number } }>(
      'POST',
      '/api/access-log/getTable',
      { token, body: { rowsPerPage: 50, filters } },
    );

  it("has every read of the patient's record, searchable by patient, user, action and day", async () => {
    const { body } = await search(tokens.admin, { customerId, userId: ids.receptionist });
    const subjects = body.data.tableData.items.map((entry) => entry.subject);
    expect(subjects).toEqual(['historyPdf', 'history']);
    expect(body.data.tableData.items[0]).toMatchObject({
      action: 'read',
      customer: { id: customerId, name: 'LUCÍA MÉNDEZ PRUEBA' },
      user: { id: ids.receptionist },
      ip: '127.0.0.1',
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
      new Date(),
    );
    expect(
      (await search(tokens.admin, { from: today, to: today })).body.data.tableData.total_items,
    ).toBeGreaterThan(3);
    expect((await search(tokens.admin, { to: '2020-01-01' })).body.data.tableData.items).toEqual(
      [],
    );
    expect((await search(tokens.admin, { action: 'delete' })).body.data.tableData.items).toEqual(
      [],
    );
    expect((await search(tokens.admin, { from: '2026-02-30' })).status).toBe(400);
  });

  it('is exported as CSV, in Spanish, for super_admin only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/access-log/getCsv',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { filters: { customerId } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'Fecha y hora,Usuario,Acción,Registro,Paciente,Folio del registro,Dirección IP,Detalle',
    );
    expect(lines[0]).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2},.+,Consulta,Historial en PDF,LUCÍA MÉNDEZ PRUEBA,,127\.0\.0\.1,$/,
    );
    for (const token of [tokens.doctor, tokens.receptionist]) {
      expect((await search(token)).status).toBe(403);
      const csv = await t.app.inject({
        method: 'POST',
        url: '/api/access-log/getCsv',
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(csv.statusCode).toBe(403);
    }
  });

  it('cannot be changed: no route writes it, and the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    for (const [method, url] of [
      ['PUT', '/api/access-log/update'],
      ['POST', '/api/access-log/create'],
      ['DELETE', '/api/access-log/delete/1'],
    ] as const) {
      expect((await t.call(method, url, { token: tokens.admin, body: {} })).status).toBe(404);
    }
    for (const statement of [
      sql`update ${accessLog} set ip = '0.0.0.0'`,
      sql`delete from ${accessLog}`,
      sql`truncate ${accessLog}`,
    ]) {
      await expect(t.database.db.execute(statement)).rejects.toThrow();
    }
    expect((await search(tokens.admin)).body.data.tableData.total_items).toBeGreaterThan(3);
  });
});
