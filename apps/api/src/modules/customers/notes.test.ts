import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '@iris/domain/customers/note.schemas';
import { accessLog, notes } from '../../db/schema/customers.schema.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let customerId: number;
const tokens = { admin: '', doctor: '', receptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'NOTAS')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  await seedUser(t.database, { email: 'admin@notas.test' });
  await seedUser(t.database, { email: 'doctor@notas.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@notas.test', role: 'receptionist', branchId });
  tokens.admin = await t.login('admin@notas.test');
  tokens.doctor = await t.login('doctor@notas.test');
  tokens.receptionist = await t.login('recepcion@notas.test');
});
afterAll(() => t.close());

const create = (resource: 'notes' | 'notes-doctor', token: string, body: Record<string, unknown>) =>
  t.call<{ data: Note }>('POST', `/api/${resource}/create`, {
    token,
    body: {
      title: 'Revisión',
      description: 'Sin cambios en la graduación.',
      customer: { id: customerId },
      ...body,
    },
  });
const table = (
  resource: 'notes' | 'notes-doctor',
  token: string,
  filters: Record<string, unknown>,
) =>
  t.call<{ tableData: { items: Note[] } }>('POST', `/api/${resource}/getTable`, {
    token,
    body: { rowsPerPage: 50, sortBy: 'code', descending: false, filters },
  });
const codes = (kind: 'reception' | 'doctor', customer = customerId) =>
  t.database.db
    .select({ code: notes.code })
    .from(notes)
    .where(and(eq(notes.customerId, customer), eq(notes.kind, kind)))
    .orderBy(notes.code)
    .then((rows) => rows.map((row) => row.code));

describe('notes and doctor notes', () => {
  it('numbers each kind per patient from 1, and lists them by code', async () => {
    const first = await create('notes', tokens.receptionist, { title: 'Llamada' });
    expect(first.status).toBe(201);
    expect(first.body.data.data).toMatchObject({ code: 1, title: 'Llamada', documents: 0 });
    await create('notes', tokens.receptionist, { title: 'Cita confirmada' });
    const doctor = await create('notes-doctor', tokens.doctor, { title: 'Exploración' });
    expect(doctor.body.data.data.code).toBe(1);
    const listed = await table('notes', tokens.receptionist, { customerId });
    expect(listed.body.data.tableData.items.map((n) => [n.code, n.title])).toEqual([
      [1, 'Llamada'],
      [2, 'Cita confirmada'],
    ]);
  });

  it('gives 20 notes created at once distinct codes without gaps', async () => {
    const customer = await seedCustomer(t.database, branchId);
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        create('notes', tokens.receptionist, { customer: { id: customer }, title: `Nota ${i}` }),
      ),
    );
    expect(created.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await codes('reception', customer)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('deletes softly: gone from the table and its id, kept in the database, its code never reused', async () => {
    const [first] = (await table('notes', tokens.receptionist, { customerId })).body.data.tableData
      .items;
    const deleted = await t.call('DELETE', `/api/notes/delete/${first!.id}`, {
      token: tokens.receptionist,
    });
    expect(deleted.status).toBe(200);
    const listed = await table('notes', tokens.receptionist, { customerId });
    expect(listed.body.data.tableData.items.map((n) => n.code)).toEqual([2]);
    expect(
      (await t.call('POST', `/api/notes/get/${first!.id}`, { token: tokens.admin })).status,
    ).toBe(404);
    const [row] = await t.database.db.select().from(notes).where(eq(notes.id, first!.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await create('notes', tokens.receptionist, {})).body.data.data.code).toBe(3);
    const logged = await t.database.db
      .select({ action: accessLog.action })
      .from(accessLog)
      .where(and(eq(accessLog.recordId, first!.id), eq(accessLog.subject, 'note')));
    expect(logged.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('keeps doctor notes from a receptionist: table, get, create, update and delete are 403', async () => {
    const [note] = (await table('notes-doctor', tokens.doctor, { customerId })).body.data.tableData
      .items;
    const token = tokens.receptionist;
    const answers = await Promise.all([
      table('notes-doctor', token, { customerId }),
      t.call('POST', `/api/notes-doctor/get/${note!.id}`, { token }),
      create('notes-doctor', token, {}),
      t.call('PUT', '/api/notes-doctor/update', {
        token,
        body: { id: note!.id, title: 'Cambio', description: 'Cambio' },
      }),
      t.call('DELETE', `/api/notes-doctor/delete/${note!.id}`, { token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await codes('doctor')).toEqual([1]);
    // Nor through the receptionist notes' own calls, where a doctor note is not found.
    const disguised = await t.call('POST', `/api/notes/get/${note!.id}`, { token });
    expect(disguised.status).toBe(404);
  });

  it('lets the doctor edit a doctor note, and logs the reads of the table', async () => {
    const [note] = (await table('notes-doctor', tokens.doctor, { customerId })).body.data.tableData
      .items;
    const changed = await t.call<{ data: Note }>('PUT', '/api/notes-doctor/update', {
      token: tokens.doctor,
      body: { id: note!.id, title: 'Exploración completa', description: 'Fondo de ojo normal.' },
    });
    expect(changed.body.data.data).toMatchObject({ code: 1, title: 'Exploración completa' });
    const reads = await t.database.db
      .select({ subject: accessLog.subject })
      .from(accessLog)
      .where(and(eq(accessLog.customerId, customerId), eq(accessLog.action, 'read')));
    expect(reads.map((entry) => entry.subject)).toEqual(
      expect.arrayContaining(['note', 'doctorNote']),
    );
  });

  it('answers bad input with a Spanish 400 and writes nothing', async () => {
    const before = await codes('reception');
    const empty = await create('notes', tokens.receptionist, { title: ' ', description: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toMatchObject({
      errors: [
        { field: 'title', message: 'El campo es requerido' },
        { field: 'description', message: 'El campo es requerido' },
      ],
    });
    const long = await create('notes', tokens.receptionist, { description: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    const noCustomer = await t.call('POST', '/api/notes/getTable', {
      token: tokens.receptionist,
      body: { rowsPerPage: 5 },
    });
    expect(noCustomer.status).toBe(400);
    expect(await codes('reception')).toEqual(before);
  });

  it("refuses another branch's patient, as a table filter and as a note's patient", async () => {
    const other = (await seedBranch(t.database, 'OTRA NOTAS')).branch.id;
    const foreign = await seedCustomer(t.database, other);
    expect((await table('notes', tokens.receptionist, { customerId: foreign })).status).toBe(403);
    const written = await create('notes', tokens.receptionist, { customer: { id: foreign } });
    expect(written.status).toBe(403);
    expect(await codes('reception', foreign)).toEqual([]);
  });
});
