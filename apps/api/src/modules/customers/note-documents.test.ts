import { readdirSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDocument } from '@iris/domain/customers/note.schemas';
import { accessLog, noteDocuments } from '../../db/schema/customers.schema.js';
import { patchFiles, type FilePart } from '../../testing/multipart.js';
import { seedCustomer, seedNote } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let customerId: number;
let doctorNote: number;
let receptionNote: number;
const tokens = { doctor: '', receptionist: '', otherDoctor: '' };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< >>\n%%EOF\n');
const png: FilePart = { name: 'fondo-de-ojo.png', content: PNG, type: 'image/png' };
const pdf: FilePart = {
  name: 'C:\\estudios\\campimetría.pdf',
  content: PDF,
  type: 'application/pdf',
};

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'DOCUMENTOS')).branch.id;
  customerId = await seedCustomer(t.database, branchId);
  doctorNote = await seedNote(t.database, customerId, 'doctor');
  receptionNote = await seedNote(t.database, customerId, 'reception');
  const other = (await seedBranch(t.database, 'OTRA DOCUMENTOS')).branch.id;
  await seedUser(t.database, { email: 'doctor@docs.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@docs.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'ajeno@docs.test', role: 'doctor', branchId: other });
  tokens.doctor = await t.login('doctor@docs.test');
  tokens.receptionist = await t.login('recepcion@docs.test');
  tokens.otherDoctor = await t.login('ajeno@docs.test');
});
afterAll(() => t.close());

const upload = (token: string, files: FilePart[], note = doctorNote, prefix = 'notes-doctor') =>
  patchFiles<{ data: NoteDocument }>(t, `/api/${prefix}/uploadDocument/${note}`, token, files);
const list = (token: string, note = doctorNote) =>
  t.call<{ data: NoteDocument[] }>('POST', `/api/note-documents/getDocuments/${note}`, { token });
const stored = () => {
  try {
    return readdirSync(`${t.filesRoot}/branch/${branchId}/customer/${customerId}`);
  } catch {
    return [];
  }
};
const rows = () => t.database.db.select({ id: noteDocuments.id }).from(noteDocuments);

describe('documents of a doctor note', () => {
  it('stores an image and a PDF under the patient, lists them and serves them back', async () => {
    const image = await upload(tokens.doctor, [png]);
    expect(image.status).toBe(200);
    expect(image.body.data.data).toMatchObject({ type: 'image', name: 'fondo-de-ojo.png' });
    const document = await upload(tokens.doctor, [pdf], doctorNote, 'note-documents');
    expect(document.body.data.data).toMatchObject({ type: 'pdf', name: 'campimetría.pdf' });

    expect(stored()).toHaveLength(2);
    expect(stored().every((file) => /^[0-9a-f-]{36}\.(png|pdf)$/.test(file))).toBe(true);
    const listed = await list(tokens.doctor);
    expect(listed.body.data.data.map((d) => d.type)).toEqual(['image', 'pdf']);
    const served = await t.app.inject({
      method: 'GET',
      url: listed.body.data.data[1]!.documentUrl,
      headers: { authorization: `Bearer ${tokens.doctor}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    const reads = await t.database.db
      .select({ action: accessLog.action, recordId: accessLog.recordId })
      .from(accessLog)
      .where(and(eq(accessLog.subject, 'document'), eq(accessLog.customerId, customerId)));
    // The list read, then the download of the PDF itself.
    expect(reads.filter((entry) => entry.action === 'read')).toEqual([
      { action: 'read', recordId: null },
      { action: 'read', recordId: document.body.data.data.id },
    ]);
    const note = await t.call<{ data: { documents: number } }>(
      'POST',
      `/api/notes-doctor/get/${doctorNote}`,
      { token: tokens.doctor },
    );
    expect(note.body.data.data.documents).toBe(2);
  });

  it.each([
    [
      'a text file named .pdf',
      [{ name: 'a.pdf', content: Buffer.from('hola'), type: 'application/pdf' }],
    ],
    ['two files', [png, pdf]],
    [
      'a file over 10 MB',
      [
        {
          name: 'a.png',
          content: Buffer.concat([PNG, Buffer.alloc(10_485_760)]),
          type: 'image/png',
        },
      ],
    ],
  ])('refuses %s and stores nothing', async (_label, files) => {
    const before = { files: stored(), rows: (await rows()).length };
    const { status, body } = await upload(tokens.doctor, files);
    expect([400, 413]).toContain(status);
    if (status === 400) expect(body.codeError).toBe('wrong_file_format');
    expect({ files: stored(), rows: (await rows()).length }).toEqual(before);
  });

  it("keeps a doctor note's documents from a receptionist and from another branch", async () => {
    const before = { files: stored(), rows: (await rows()).length };
    const [first] = (await list(tokens.doctor)).body.data.data;
    for (const token of [tokens.receptionist, tokens.otherDoctor]) {
      expect((await upload(token, [png], doctorNote, 'note-documents')).status).toBe(403);
      expect((await list(token)).status).toBe(403);
      const removed = await t.call('PUT', '/api/note-documents/deleteDocument', {
        token,
        body: { id: first!.id },
      });
      expect(removed.status).toBe(403);
    }
    expect((await upload(tokens.receptionist, [png])).status).toBe(403);
    expect({ files: stored(), rows: (await rows()).length }).toEqual(before);
  });

  it('takes a kind-named route for its own kind only', async () => {
    expect((await upload(tokens.doctor, [png], doctorNote, 'notes')).status).toBe(404);
    const reception = await upload(tokens.receptionist, [png], receptionNote, 'notes');
    expect(reception.status).toBe(200);
  });

  it('deletes softly: off the list, its row and file kept, the deletion logged', async () => {
    const [first, second] = (await list(tokens.doctor)).body.data.data;
    const files = stored();
    const removed = await t.call('PUT', '/api/notes-doctor/deleteDocument', {
      token: tokens.doctor,
      body: { id: first!.id },
    });
    expect(removed.status).toBe(200);
    expect((await list(tokens.doctor)).body.data.data.map((d) => d.id)).toEqual([second!.id]);
    expect(stored()).toEqual(files);
    const [row] = await t.database.db
      .select({ deletedAt: noteDocuments.deletedAt })
      .from(noteDocuments)
      .where(eq(noteDocuments.id, first!.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    const again = await t.call('PUT', '/api/notes-doctor/deleteDocument', {
      token: tokens.doctor,
      body: { id: first!.id },
    });
    expect(again.status).toBe(404);
    const logged = await t.database.db
      .select({ action: accessLog.action })
      .from(accessLog)
      .where(and(eq(accessLog.subject, 'document'), eq(accessLog.recordId, first!.id)));
    expect(logged.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });
});
