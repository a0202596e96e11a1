import { readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDocument } from '@iris/domain/customers/note.schemas';
import { accessLog, noteDocuments } from '../../db/schema/customers.schema.js';
import { patchFiles, type FilePart, type FormField } from '../../testing/multipart.js';
import { seedCustomer, seedNote } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/*
 * docs/api.md note-documents: the note named in the upload form, as existing clients send it; and
 * docs/rules.md, Clinical record: a patient's document is served only to a logged-in user allowed to
 * read its note, and every download is in the access log with the user and the address.
 */

let t: TestApp;
let branchId: number;
let customerId: number;
let doctorNote: number;
let receptionNote: number;
const ids = { doctor: 0 };
const tokens = { doctor: '', receptionist: '', otherDoctor: '', admin: '' };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png: FilePart = { name: 'retina.png', content: PNG, type: 'image/png' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'PRIVADOS')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  doctorNote = await seedNote(t.database, customerId, 'doctor');
  receptionNote = await seedNote(t.database, customerId, 'reception');
  const other = (await seedBranch(t.database, 'OTRA PRIVADOS')).branch.id;
  ids.doctor = await seedUser(t.database, { email: 'doctor@priv.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@priv.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'ajeno@priv.test', role: 'doctor', branchId: other });
  await seedUser(t.database, { email: 'admin@priv.test' });
  tokens.doctor = await t.login('doctor@priv.test');
  tokens.receptionist = await t.login('recepcion@priv.test');
  tokens.otherDoctor = await t.login('ajeno@priv.test');
  tokens.admin = await t.login('admin@priv.test');
});
afterAll(() => t.close());

const uploadWithForm = (prefix: string, fields: FormField[], token = tokens.doctor, last = false) =>
  patchFiles<{ data: NoteDocument }>(
    t,
    `/api/${prefix}/uploadDocument`,
    token,
    [png],
    fields,
    last,
  );
const stored = () => {
  try {
    return readdirSync(`${t.filesRoot}/branch/${branchId}/customer/${customerId}`).length;
  } catch {
    return 0;
  }
};
const rowsOf = async (note: number) =>
  (await t.database.db.select().from(noteDocuments).where(eq(noteDocuments.noteId, note))).length;
const download = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: '10.1.2.3',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('uploadDocument with the note in the form (docs/api.md)', () => {
  it.each([
    ['notes-doctor', 'note', () => JSON.stringify({ id: doctorNote }), () => doctorNote],
    ['note-documents', 'noteId', () => String(doctorNote), () => doctorNote],
    ['notes', 'note[id]', () => String(receptionNote), () => receptionNote],
  ])('%s takes %s', async (prefix, field, value, note) => {
    const before = await rowsOf(note());
    const { status, body } = await uploadWithForm(prefix, [{ name: field, value: value() }]);
    expect(status).toBe(200);
    expect(body.data.data).toMatchObject({ type: 'image', note: { id: note() } });
    expect(await rowsOf(note())).toBe(before + 1);
  });

  it('reads the note sent after the file as well', async () => {
    const before = await rowsOf(doctorNote);
    const fields = [{ name: 'note', value: JSON.stringify({ id: doctorNote }) }];
    const { status } = await uploadWithForm('notes-doctor', fields, tokens.doctor, true);
    expect(status).toBe(200);
    expect(await rowsOf(doctorNote)).toBe(before + 1);
  });

  it.each([
    ['no note', [], 'El campo es requerido'],
    ['a note that is not an id', [{ name: 'note', value: '{"id":"x"}' }], 'Valor no válido'],
  ])('refuses %s on the field note and stores nothing', async (_label, fields, message) => {
    const before = stored();
    const { status, body } = await uploadWithForm('note-documents', fields);
    expect(status).toBe(400);
    expect((body.data as unknown as { errors: unknown[] }).errors).toEqual([
      { field: 'note', message },
    ]);
    expect(stored()).toBe(before);
  });

  it("refuses another branch's note and a doctor note to a receptionist, storing nothing", async () => {
    const before = { files: stored(), rows: await rowsOf(doctorNote) };
    const fields = [{ name: 'noteId', value: String(doctorNote) }];
    expect((await uploadWithForm('note-documents', fields, tokens.otherDoctor)).status).toBe(403);
    expect((await uploadWithForm('note-documents', fields, tokens.receptionist)).status).toBe(403);
    expect((await uploadWithForm('notes', fields)).status).toBe(404);
    expect({ files: stored(), rows: await rowsOf(doctorNote) }).toEqual(before);
  });
});

describe("a patient's document is reachable only by a user allowed to read it", () => {
  let document: NoteDocument;

  beforeAll(async () => {
    const fields = [{ name: 'noteId', value: String(doctorNote) }];
    document = (await uploadWithForm('notes-doctor', fields)).body.data.data;
  });

  const downloads = async () =>
    t.database.db
      .select({ userId: accessLog.userId, ip: accessLog.ip, action: accessLog.action })
      .from(accessLog)
      .where(and(eq(accessLog.subject, 'document'), eq(accessLog.recordId, document.id)));

  it('has a documentUrl that is no signed file URL', () => {
    expect(document.documentUrl).toBe(`/api/note-documents/file/${document.id}`);
  });

  it('serves it to the doctor of the branch and logs who and from where', async () => {
    const served = await download(document.documentUrl, tokens.doctor);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await downloads()).filter((entry) => entry.action === 'read')).toEqual([
      { userId: ids.doctor, ip: '10.1.2.3', action: 'read' },
    ]);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['a receptionist (doctor notes are not hers)', 'receptionist' as const, 403],
    ['a doctor of another branch', 'otherDoctor' as const, 403],
  ])('refuses it to %s, serving nothing and logging no read', async (_label, who, status) => {
    const before = (await downloads()).length;
    const served = await download(document.documentUrl, who && tokens[who]);
    expect(served.statusCode).toBe(status);
    expect(served.headers['content-type']).toMatch(/application\/json/);
    expect(served.rawPayload.includes(PNG)).toBe(false);
    expect((await downloads()).length).toBe(before);
  });

  it('serves no clinical file through a signed URL, even a correctly signed one', async () => {
    const [row] = await t.database.db
      .select({ key: noteDocuments.fileKey })
      .from(noteDocuments)
      .where(eq(noteDocuments.id, document.id));
    const served = await download(t.app.files.url(row!.key));
    expect(served.statusCode).toBe(404);
    expect(served.rawPayload.includes(PNG)).toBe(false);
  });

  it('serves a deleted document to nobody', async () => {
    await t.call('PUT', '/api/notes-doctor/deleteDocument', {
      token: tokens.doctor,
      body: { id: document.id },
    });
    expect((await download(document.documentUrl, tokens.admin)).statusCode).toBe(404);
  });
});
