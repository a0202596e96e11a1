import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prescription } from '@iris/domain/prescriptions/prescription.schemas';
import { users } from '../../db/schema/accounts.schema.js';
import { accessLog } from '../../db/schema/customers.schema.js';
import { patchFiles } from '../../testing/multipart.js';
import { pdfImages, pdfText } from '../../testing/pdf-text.js';
import { seedCustomer } from '../../testing/seed-records.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let customerId: number;
let glassesId: number;
let contactId: number;
const ids = { receptionist: 0, unlicensed: 0 };
const tokens = { admin: '', doctor: '', unlicensed: '', receptionist: '', other: '' };

/** A document route as a browser opens it: the raw answer, not an envelope. */
const download = (id: number, token: string, language = 'es') =>
  t.app.inject({
    method: 'POST',
    url: `/api/prescriptions/getPdf/${id}`,
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
const create = async (token: string, body: Record<string, unknown>) => {
  const answer = await t.call<{ data: Prescription }>('POST', '/api/prescriptions/create', {
    token,
    body: { customer: { id: customerId }, ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body.data.data.id;
};
const pdfLog = (id: number) =>
  t.database.db
    .select({
      userId: accessLog.userId,
      action: accessLog.action,
      customerId: accessLog.customerId,
    })
    .from(accessLog)
    .where(and(eq(accessLog.subject, 'prescriptionPdf'), eq(accessLog.recordId, id)));

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'ÓPTICA RECETAS')).branch.id;
  const otherBranch = (await seedBranch(t.database, 'ÓPTICA AJENA')).branch.id;
  customerId = await seedCustomer(t.database, branchId, {
    name: 'MARÍA',
    paternal: 'LÓPEZ',
    maternal: 'HERNÁNDEZ',
  });
  await seedUser(t.database, { email: 'admin@recetas.test' });
  const doctorId = await seedUser(t.database, {
    email: 'doctora@recetas.test',
    role: 'doctor',
    branchId,
    name: 'ANA',
  });
  await t.database.db
    .update(users)
    .set({ professionalLicense: '12345678' })
    .where(eq(users.id, doctorId));
  ids.unlicensed = await seedUser(t.database, {
    email: 'sincedula@recetas.test',
    role: 'doctor',
    branchId,
    name: 'JORGE',
  });
  ids.receptionist = await seedUser(t.database, {
    email: 'recepcion@recetas.test',
    role: 'receptionist',
    branchId,
  });
  await seedUser(t.database, {
    email: 'ajena@recetas.test',
    role: 'receptionist',
    branchId: otherBranch,
  });
  tokens.admin = await t.login('admin@recetas.test');
  tokens.doctor = await t.login('doctora@recetas.test');
  tokens.unlicensed = await t.login('sincedula@recetas.test');
  tokens.receptionist = await t.login('recepcion@recetas.test');
  tokens.other = await t.login('ajena@recetas.test');

  glassesId = await create(tokens.doctor, {
    date: '2024-06-15',
    kind: 'LENTES',
    od: eye({ prism: '1.50', prismBase: 'NASAL' }),
    // Written in plus cylinder: stored, and printed, as PLANO -0.50 × 180.
    oi: eye({ sphere: '-0.50', cylinder: '+0.50', axis: 90, pd: '31.5', vaSc: '20/30' }),
    notes: 'Uso permanente. Antirreflejante.',
  });
  const contact = (values: Record<string, unknown>) =>
    eye({ add: null, pd: null, baseCurve: '8.60', diameter: '14.20', ...values });
  contactId = await create(tokens.doctor, {
    date: '2025-02-03',
    kind: 'CONTACTO',
    od: contact({ sphere: '-3.00', cylinder: '0', axis: null }),
    oi: contact({ sphere: '-2.75', cylinder: '0', axis: null, baseCurve: '8.40' }),
    notes: null,
  });
});
afterAll(() => t.close());

describe('prescriptions/getPdf/{id}: the printed prescription', () => {
  it('prints the branch, patient, date, both eyes as written, notes, doctor and cédula', async () => {
    const answer = await download(glassesId, tokens.receptionist);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(
      /^inline; filename="receta-2024-06-15\.pdf"/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const text = pdfText(answer.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('ÓPTICA RECETAS');
    expect(text).toContain('Receta de graduación');
    expect(text).toContain('Paciente: MARÍA LÓPEZ HERNÁNDEZ');
    expect(text).toContain('Fecha: 15/06/2024');
    expect(text).toContain('Tipo: Lentes');
    expect(text).toMatch(/Ojo Esfera Cilindro Eje Adición Prisma Base DP AV sc AV cc /);
    // One term for the pupillary distance, as the screen says it (issue 37).
    expect(text).toContain('DP: distancia pupilar (mm)');
    expect(text).not.toContain('DIP');
    expect(text).toContain('OD -2.25 -0.75 180° +1.50 1.50 Nasal 32.0 20/200 20/20');
    expect(text).toContain('OI PLANO -0.50 180° +1.50 31.5 20/30 20/20');
    expect(text).not.toContain('Curva base');
    expect(text).toContain('Observaciones Uso permanente. Antirreflejante.');
    expect(text).toContain('Firma ANA PRUEBA PRUEBA Cédula profesional: 12345678');
    expect(text).toContain('Página 1 de 1');
  });

  it('adds the base curve and diameter of contact lenses, and speaks English when asked', async () => {
    const text = await textOf(contactId, tokens.doctor);
    expect(text).toContain('Tipo: Lentes de contacto');
    expect(text).toContain('Curva base Diámetro');
    expect(text).toMatch(/OD -3\.00 PLANO 20\/200 20\/20 8\.60 14\.20/);
    expect(text).toMatch(/OI -2\.75 PLANO 20\/200 20\/20 8\.40 14\.20/);
    expect(text).not.toContain('Observaciones');

    const english = await textOf(glassesId, tokens.admin, 'en');
    expect(english).toContain('Optical prescription');
    expect(english).toContain('Kind: Glasses');
    expect(english).toContain('OS PLANO -0.50 180°');
    expect(english).toContain('Professional licence (cédula profesional): 12345678');
  });

  it("wears the branch's logo once it has one", async () => {
    expect(pdfImages((await download(glassesId, tokens.doctor)).rawPayload)).toEqual([]);
    const logo = await sharp({
      create: { width: 90, height: 45, channels: 3, background: { r: 20, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    const uploaded = await patchFiles(t, `/api/branches/uploadLogo/${branchId}`, tokens.admin, [
      { name: 'logo.png', content: logo, type: 'image/png' },
    ]);
    expect(uploaded.status).toBe(200);
    const after = await download(glassesId, tokens.doctor);
    expect(pdfImages(after.rawPayload)).toEqual([{ width: 90, height: 45 }]);
  });

  it('is logged as a read of the patient’s record by whoever printed it', async () => {
    const before = (await pdfLog(contactId)).length;
    expect((await download(contactId, tokens.receptionist)).statusCode).toBe(200);
    const rows = await pdfLog(contactId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toEqual({ userId: ids.receptionist, action: 'read', customerId });
  });
});

describe('prescriptions/getPdf/{id}: refused', () => {
  it("asks for the doctor's cédula profesional first (422), then prints once it is in the profile", async () => {
    const id = await create(tokens.unlicensed, {
      date: '2025-03-01',
      kind: 'LENTES',
      od: eye(),
      oi: eye(),
      notes: null,
    });
    const refused = await t.call('POST', `/api/prescriptions/getPdf/${id}`, {
      token: tokens.receptionist,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      result: false,
      codeError: 'professional_license_required',
      message:
        'La receta no puede imprimirse: JORGE PRUEBA PRUEBA no tiene cédula profesional registrada en su perfil.',
    });
    expect(await pdfLog(id)).toEqual([]);

    const profile = await t.call('PATCH', '/api/users/updateDataProfile', {
      token: tokens.unlicensed,
      body: {
        name: 'JORGE',
        paternal: 'PRUEBA',
        maternal: 'PRUEBA',
        phone: '3399887766',
        professionalLicense: '7654321',
      },
    });
    expect(profile.status).toBe(200);
    const printed = await download(id, tokens.receptionist);
    expect(printed.statusCode).toBe(200);
    expect(pdfText(printed.rawPayload)).toContain('Cédula profesional: 7654321');
    expect(await pdfLog(id)).toHaveLength(1);
  });

  it("is 403 for another branch's staff, 404 for an unknown or a deleted prescription", async () => {
    const foreign = await t.call('POST', `/api/prescriptions/getPdf/${glassesId}`, {
      token: tokens.other,
    });
    expect([foreign.status, foreign.body.codeError]).toEqual([403, 'forbidden']);
    const unknown = await t.call('POST', '/api/prescriptions/getPdf/999999', {
      token: tokens.receptionist,
    });
    expect([unknown.status, unknown.body.codeError]).toEqual([404, 'not_found']);

    const deletedId = await create(tokens.doctor, {
      date: '2025-04-01',
      kind: 'LENTES',
      od: eye(),
      oi: eye(),
      notes: null,
    });
    expect((await download(deletedId, tokens.receptionist)).statusCode).toBe(200);
    const removed = await t.call('DELETE', `/api/prescriptions/delete/${deletedId}`, {
      token: tokens.doctor,
    });
    expect(removed.status).toBe(200);
    const deleted = await t.call('POST', `/api/prescriptions/getPdf/${deletedId}`, {
      token: tokens.receptionist,
    });
    expect([deleted.status, deleted.body.codeError]).toEqual([404, 'not_found']);
    // Only the print that happened is in the log; the refusals read nothing.
    expect(await pdfLog(deletedId)).toHaveLength(1);
    expect(await pdfLog(999999)).toEqual([]);
  });
});
