import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../../db/schema/geography.schema.js';
import { fiscalIssuers } from '../../db/schema/invoicing.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/api.md fiscal-issuers and branch `fiscalIssuer`; docs/rules.md, Invoicing, Issuer. */

let t: TestApp;
let admin: string;
let receptionist: string;
let doctor: string;
let branchId: number;

type Issuer = { id: number; rfc: string; name: string; series: string; csd: unknown };
type Errors = { errors: { field: string; message: string }[] };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database)).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test' });
  await seedUser(t.database, { email: 'recepcion@iris.test', role: 'receptionist', branchId });
  await seedUser(t.database, { email: 'doctor@iris.test', role: 'doctor', branchId });
  admin = await t.login('admin@iris.test');
  receptionist = await t.login('recepcion@iris.test');
  doctor = await t.login('doctor@iris.test');
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  regime: '601',
  series: 'A',
  globalPeriodicity: '04',
  ...over,
});
const create = (payload: unknown, token = admin) =>
  t.call<{ data: Issuer } & Errors>('POST', '/api/fiscal-issuers/create', {
    token,
    body: payload,
  });
const update = (payload: unknown) =>
  t.call<{ data: Issuer } & Errors>('PUT', '/api/fiscal-issuers/update', {
    token: admin,
    body: payload,
  });
const rowsWithRfc = (rfc: string) =>
  t.database.db.select().from(fiscalIssuers).where(eq(fiscalIssuers.rfc, rfc));

describe('fiscal-issuers: create and update', () => {
  it('creates an issuer, upper-cased as the Constancia writes it, with no CSD yet', async () => {
    const created = await create(
      body({ rfc: ' eku9003173c9 ', name: 'escuela  kemper urgate', series: 'fa1' }),
    );
    expect(created.status).toBe(201);
    const issuer = created.body.data.data;
    expect(issuer).toEqual({
      id: issuer.id,
      rfc: 'EKU9003173C9',
      name: 'ESCUELA KEMPER URGATE',
      regime: '601',
      series: 'FA1',
      globalPeriodicity: '04',
      csd: null,
    });
    const [row] = await rowsWithRfc('EKU9003173C9');
    expect(row).toMatchObject({ csdKeyCipher: null, csdPasswordCipher: null });

    const read = await t.call<{ data: Issuer }>('POST', `/api/fiscal-issuers/get/${issuer.id}`, {
      token: admin,
    });
    expect(read.body.data.data).toEqual(issuer);

    const changed = await update({
      ...body({ series: 'B', globalPeriodicity: '01' }),
      id: issuer.id,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.data).toMatchObject({ series: 'B', globalPeriodicity: '01' });
  });

  it('refuses a second issuer with the same RFC with issuer_rfc_taken, and keeps one row', async () => {
    const again = await create(body({ name: 'OTRA RAZON' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      codeError: 'issuer_rfc_taken',
      message: 'Ya hay un emisor fiscal con ese RFC.',
    });
    expect(await rowsWithRfc('EKU9003173C9')).toHaveLength(1);
  });

  it.each([
    ['rfc', { rfc: 'EKU9003173C8' }, 'El dígito verificador del RFC no corresponde'],
    ['rfc', { rfc: 'ABC123' }, 'El RFC tiene 12 caracteres (persona moral) o 13'],
    ['rfc', { rfc: 'XAXX010101000' }, 'El RFC genérico no es de un cliente'],
    ['rfc', { rfc: '' }, 'El campo es requerido'],
    ['name', { name: '  ' }, 'El campo es requerido'],
    ['name', { name: 'ÓPTICAS LUZ SA DE CV' }, 'Escribe la razón social sin el régimen societario'],
    ['name', { name: 'ÓPTICAS LUZ, S.A. DE C.V.' }, 'Escribe la razón social sin el régimen'],
    ['name', { name: 'ÓPTICAS LUZ S. DE R.L. DE C.V.' }, 'Escribe la razón social sin el régimen'],
    ['regime', { regime: '999' }, 'Selecciona una opción válida'],
    ['regime', { regime: '612' }, 'El régimen fiscal no corresponde a una persona moral'],
    ['regime', { rfc: 'GODE561231GR8', regime: '601' }, 'no corresponde a una persona física'],
    ['series', { series: 'A-1' }, 'La serie lleva solo letras y dígitos'],
    ['series', { series: 'A'.repeat(26) }, 'Debe tener como máximo 25 caracteres'],
    ['series', { series: '' }, 'El campo es requerido'],
    ['globalPeriodicity', { globalPeriodicity: '05' }, 'Selecciona una opción válida'],
    ['globalPeriodicity', { globalPeriodicity: undefined }, 'El campo es requerido'],
  ])('refuses a bad %s (%j) in Spanish, writing nothing', async (field, over, message) => {
    const rfc = 'LAN7008173R5';
    const refused = await create(body({ rfc, name: 'CINDEMEX', ...over }));
    expect(refused.status).toBe(400);
    const errors = refused.body.data.errors.filter((error) => error.field === field);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toContain(message);
    const written = await t.database.db.select().from(fiscalIssuers);
    expect(written.map((row) => row.rfc)).toEqual(['EKU9003173C9']);
  });

  it('takes a persona física with her own regime, whose name may end like a company type', async () => {
    const created = await create(
      body({ rfc: 'GODE561231GR8', name: 'ELENA GOMEZ DIAZ SA', regime: '612', series: 'B' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.data).toMatchObject({ rfc: 'GODE561231GR8', regime: '612' });
  });
});

describe('fiscal-issuers: access', () => {
  it('is refused to receptionists and doctors, every call, and nothing is written', async () => {
    for (const token of [receptionist, doctor]) {
      const calls = [
        t.call('POST', '/api/fiscal-issuers/getTable', { token, body: {} }),
        t.call('POST', '/api/fiscal-issuers/get/1', { token }),
        t.call('GET', '/api/fiscal-issuers/options', { token }),
        create(body({ rfc: 'CACX7605101P8', regime: '612' }), token),
        t.call('PUT', '/api/fiscal-issuers/update', { token, body: { ...body(), id: 1 } }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(403);
        expect(answer.body.codeError).toBe('forbidden');
      }
    }
    expect(await rowsWithRfc('CACX7605101P8')).toEqual([]);
  });
});

describe('branches: fiscalIssuer', () => {
  const readBranch = async () =>
    (
      await t.call<{ data: { fiscalIssuer: unknown } }>('POST', `/api/branches/get/${branchId}`, {
        token: admin,
      })
    ).body.data.data.fiscalIssuer;
  const branchBody = (over: Record<string, unknown>) => ({
    id: branchId,
    name: 'CENTRO',
    address: 'AV. CHAPULTEPEC 100',
    zipCode: '44100',
    country: { id: 0 },
    state: { id: 0 },
    municipality: { id: 0 },
    open_time: '09:00',
    close_time: '19:00',
    ...over,
  });
  const updateBranch = async (over: Record<string, unknown>) => {
    const [row] = await t.database.db.select().from(branches).where(eq(branches.id, branchId));
    return t.call<Errors>('PUT', '/api/branches/update', {
      token: admin,
      body: branchBody({
        country: { id: row!.countryId },
        state: { id: row!.stateId },
        municipality: { id: row!.municipalityId },
        ...over,
      }),
    });
  };
  const storedIssuer = async () =>
    (await t.database.db.select().from(branches).where(eq(branches.id, branchId)))[0]!
      .fiscalIssuerId;

  it('is null until set; then {id, name}; absent keeps it; null or an empty choice removes it', async () => {
    expect(await readBranch()).toBeNull();
    const [issuer] = await rowsWithRfc('EKU9003173C9');
    expect((await updateBranch({ fiscalIssuer: { id: issuer!.id } })).status).toBe(200);
    expect(await readBranch()).toEqual({ id: issuer!.id, name: 'ESCUELA KEMPER URGATE' });
    expect((await updateBranch({})).status).toBe(200);
    expect(await storedIssuer()).toBe(issuer!.id);
    expect((await updateBranch({ fiscalIssuer: null })).status).toBe(200);
    expect(await storedIssuer()).toBeNull();
    await updateBranch({ fiscalIssuer: { id: issuer!.id } });
    expect((await updateBranch({ fiscalIssuer: { id: '' } })).status).toBe(200);
    expect(await storedIssuer()).toBeNull();
  });

  it('refuses an issuer that does not exist on its field, and keeps the branch as it was', async () => {
    const refused = await updateBranch({ fiscalIssuer: { id: 999999 } });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { field: 'fiscalIssuer.id', message: 'Valor no válido' },
    ]);
    expect(await storedIssuer()).toBeNull();
  });
});
