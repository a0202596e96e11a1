import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { users } from '../../db/schema/accounts.schema.js';
import { patchFiles } from '../../testing/multipart.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let doctorId: number;
let branchId: number;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'PERFIL')).branch.id;
  doctorId = await seedUser(t.database, { email: 'doctora@perfil.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'otra@perfil.test', role: 'doctor', branchId });
  token = await t.login('doctora@perfil.test');
});
afterAll(() => t.close());

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'rastro que no debe quedar' } } })
    .toFormat(format)
    .toBuffer();

const upload = (content: Buffer, name = 'foto.png', type = 'image/png') =>
  patchFiles<{ data: Profile }>(t, '/api/users/updateImage', token, [{ name, content, type }]);

const storedPhotos = () => {
  try {
    return readdirSync(`${t.filesRoot}/users/${doctorId}`);
  } catch {
    return [];
  }
};
const imageColumn = async () =>
  (await t.database.db.select({ image: users.image }).from(users).where(eq(users.id, doctorId)))[0]
    ?.image;

describe('users/updateDataProfile', () => {
  it("changes one's own data and ignores role, branch and e-mail sent with it", async () => {
    const { branch: other } = await seedBranch(t.database, 'AJENA');
    const { status, body } = await t.call<{ data: Profile }>(
      'PATCH',
      '/api/users/updateDataProfile',
      {
        token,
        body: {
          name: 'MARÍA',
          paternal: 'GONZÁLEZ',
          maternal: 'LÓPEZ',
          phone: '3312345678',
          role: 'super_admin',
          rol: 2,
          roles: ['super_admin'],
          branch: { id: other.id },
          branchId: other.id,
          email: 'otra-direccion@perfil.test',
        },
      },
    );
    expect(status).toBe(200);
    expect(body.data.data).toMatchObject({
      name: 'MARÍA',
      roles: ['doctor'],
      email: 'doctora@perfil.test',
      branchId,
    });
    const [row] = await t.database.db
      .select({
        name: users.name,
        role: users.role,
        branchId: users.branchId,
        email: users.email,
        phone: users.phone,
      })
      .from(users)
      .where(eq(users.id, doctorId));
    expect(row).toEqual({
      name: 'MARÍA',
      role: 'doctor',
      branchId,
      email: 'doctora@perfil.test',
      phone: '3312345678',
    });
  });

  it('applies the rules of docs/spec.md §5 and refuses a phone already registered (102)', async () => {
    const short = await t.call('PATCH', '/api/users/updateDataProfile', {
      token,
      body: { name: 'ANA', paternal: 'GONZÁLEZ', maternal: 'LÓPEZ', phone: '33123' },
    });
    expect(short.status).toBe(400);
    expect(short.body.data).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'name', message: 'El nombre debe tener al menos 4 caracteres' },
        { field: 'phone', message: 'Debe tener 10 dígitos' },
      ]) as unknown,
    });
    const [other] = await t.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.email, 'otra@perfil.test'));
    const taken = await t.call('PATCH', '/api/users/updateDataProfile', {
      token,
      body: { name: 'MARÍA', paternal: 'GONZÁLEZ', maternal: 'LÓPEZ', phone: other!.phone },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.codeError).toBe(102);
  });
});

describe("users/updateDataProfile: one's cédula profesional", () => {
  const data = { name: 'MARÍA', paternal: 'GONZÁLEZ', maternal: 'LÓPEZ', phone: '3312345678' };
  const save = (body: Record<string, unknown>) =>
    t.call<{ data: Profile }>('PATCH', '/api/users/updateDataProfile', { token, body });
  const stored = async () =>
    (
      await t.database.db
        .select({ license: users.professionalLicense })
        .from(users)
        .where(eq(users.id, doctorId))
    )[0]?.license;

  it('is saved trimmed, answered in the profile, and cleared by null (an empty text is "not given")', async () => {
    const saved = await save({ ...data, professionalLicense: ' 12345678 ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.data.professionalLicense).toBe('12345678');
    expect(await stored()).toBe('12345678');
    const profile = await t.call<{ data: Profile }>('POST', '/api/auth/profile', { token });
    expect(profile.body.data.data.professionalLicense).toBe('12345678');

    expect((await save({ ...data, professionalLicense: '1234567' })).status).toBe(200);
    expect(await stored()).toBe('1234567');
    // docs/api.md: an optional text sent "" is not given, so it is kept.
    expect((await save({ ...data, professionalLicense: '' })).status).toBe(200);
    expect(await stored()).toBe('1234567');
    const cleared = await save({ ...data, professionalLicense: null });
    expect([cleared.status, cleared.body.data.data.professionalLicense]).toEqual([200, null]);
    expect(await stored()).toBeNull();
  });

  it('is kept by an update that does not send it (a client that does not know the field)', async () => {
    await save({ ...data, professionalLicense: '7654321' });
    expect((await save({ ...data, phone: '3312345679' })).status).toBe(200);
    expect(await stored()).toBe('7654321');
  });

  it.each([['123456'], ['123456789'], ['1234567A'], ['12 345 678']])(
    'refuses %s on its field with a Spanish message and keeps the one stored',
    async (license) => {
      await save({ ...data, professionalLicense: '87654321' });
      const { status, body } = await save({ ...data, professionalLicense: license });
      expect(status).toBe(400);
      expect(body.data).toMatchObject({
        errors: [
          { field: 'professionalLicense', message: 'La cédula profesional tiene 7 u 8 dígitos' },
        ],
      });
      expect(await stored()).toBe('87654321');
    },
  );
});

describe('users/updateImage', () => {
  it('stores a square photo re-encoded as a clean JPEG, served at the profile URL', async () => {
    const { status, body } = await upload(await picture(640, 640));
    expect(status).toBe(200);
    const url = body.data.data.image;
    expect(url).toMatch(new RegExp(`^/api/files/users/${doctorId}/[0-9a-f-]+\\.jpg\\?`));
    const served = await t.app.inject({ method: 'GET', url: url! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 640, height: 640 });
    expect(stored.exif).toBeUndefined();

    const picked = await t.call<{ data: { image: string | null } }>(
      'POST',
      '/api/auth/requestProfilePicture',
      { token },
    );
    expect(picked.body.data.data.image).toBe(url);
  });

  it('brings a large photo down to 1000 x 1000 and removes the one it replaces', async () => {
    const before = storedPhotos();
    expect(before).toHaveLength(1);
    const { status } = await upload(await picture(1600, 1600, 'webp'), 'foto.webp', 'image/webp');
    expect(status).toBe(200);
    const after = storedPhotos();
    expect(after).toHaveLength(1);
    expect(after).not.toEqual(before);
    const stored = await sharp(`${t.filesRoot}/users/${doctorId}/${after[0]}`).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1000, height: 1000 });
  });

  it.each([
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n%%EOF\n'),
      'wrong_image_format',
    ],
    ['text named .png', Buffer.from('no soy una imagen'), 'wrong_image_format'],
    [
      'a PNG header over garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]),
      'wrong_image_format',
    ],
  ])('refuses %s and keeps the current photo', async (_label, content, code) => {
    const before = { files: storedPhotos(), column: await imageColumn() };
    const { status, body } = await upload(content);
    expect(status).toBe(400);
    expect(body.codeError).toBe(code);
    expect({ files: storedPhotos(), column: await imageColumn() }).toEqual(before);
  });

  it.each([
    ['smaller than 500 x 500', 400, 400],
    ['not square', 800, 600],
  ])('refuses a photo %s and keeps the current one', async (_label, width, height) => {
    const before = { files: storedPhotos(), column: await imageColumn() };
    const { status, body } = await upload(await picture(width, height));
    expect(status).toBe(400);
    expect(body.codeError).toBe('image_too_small');
    expect(body.message).toBe('La foto debe ser cuadrada y medir al menos 500 × 500 píxeles.');
    expect({ files: storedPhotos(), column: await imageColumn() }).toEqual(before);
  });
});
