import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueItemOf } from '@iris/domain/catalogue/catalogue.schemas';
import type { Profile } from '@iris/domain/auth/auth.schemas';
import { patchFiles } from '../../testing/multipart.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

type Branch = CatalogueItemOf<'branches'>;

let t: TestApp;
let admin: string;
let receptionist: string;
let branchId: number;

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'COLORES')).branch.id;
  await seedUser(t.database, { email: 'admin@colores.test' });
  await seedUser(t.database, { email: 'recepcion@colores.test', role: 'receptionist', branchId });
  admin = await t.login('admin@colores.test');
  receptionist = await t.login('recepcion@colores.test');
});
afterAll(() => t.close());

const personalize = (token: string, color: unknown) =>
  t.call<{ data: Branch }>('PATCH', '/api/branches/updatePersonalization', {
    token,
    body: { id: branchId, color },
  });
const uploadLogo = async (token: string, content: Buffer, type = 'image/png') =>
  patchFiles<{ data: Branch }>(t, `/api/branches/uploadLogo/${branchId}`, token, [
    { name: 'logo.png', content, type },
  ]);
const storedLogos = () => {
  try {
    return readdirSync(`${t.filesRoot}/branch/${branchId}/logo`);
  } catch {
    return [];
  }
};
const branchOf = async (token: string) =>
  (await t.call<{ data: Branch }>('POST', `/api/branches/get/${branchId}`, { token })).body.data
    .data;

describe('branch personalization', () => {
  it("sets the branch's colour for super_admin, and shows it in its staff's profile", async () => {
    const { status, body } = await personalize(admin, 'teal');
    expect(status).toBe(200);
    expect(body.data.data.color).toBe('teal');
    const profile = await t.call<{ data: Profile }>('POST', '/api/auth/profile', {
      token: receptionist,
    });
    expect(profile.body.data.data.branch).toMatchObject({ id: branchId, color: 'teal' });
  });

  it('refuses a colour outside the palette and a receptionist, changing nothing', async () => {
    const outside = await personalize(admin, '#ff0000');
    expect(outside.status).toBe(400);
    expect(outside.body.data).toMatchObject({ errors: [{ field: 'color' }] });
    expect((await personalize(receptionist, 'red')).status).toBe(403);
    expect((await branchOf(admin)).color).toBe('teal');
  });

  it('stores a logo re-encoded as a PNG of at most 512 px, and replaces the previous one', async () => {
    const big = await sharp({
      create: { width: 1200, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .jpeg()
      .toBuffer();
    const first = await uploadLogo(admin, big, 'image/jpeg');
    expect(first.status).toBe(200);
    expect(first.body.data.data.logoUrl).toMatch(
      /^\/api\/files\/branch\/\d+\/logo\/[0-9a-f-]+\.png\?/,
    );
    const [file] = storedLogos();
    const stored = await sharp(`${t.filesRoot}/branch/${branchId}/logo/${file}`).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 512, height: 256 });

    const small = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    expect((await uploadLogo(admin, small)).status).toBe(200);
    expect(storedLogos()).toHaveLength(1);
    expect(storedLogos()).not.toEqual([file]);
  });

  it('refuses a PDF and a receptionist, keeping the current logo', async () => {
    const before = { files: storedLogos(), url: (await branchOf(admin)).logoUrl };
    const pdf = await uploadLogo(admin, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    expect([pdf.status, pdf.body.codeError]).toEqual([400, 'wrong_image_format']);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } },
    })
      .png()
      .toBuffer();
    expect((await uploadLogo(receptionist, png)).status).toBe(403);
    expect({ files: storedLogos(), url: (await branchOf(admin)).logoUrl }).toEqual(before);
  });
});
