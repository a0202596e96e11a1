import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '@iris/domain/inventory/storage.schemas';
import { storages } from '../../db/schema/inventory.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
let otherBranchId: number;
const tokens = { admin: '', doctor: '', receptionist: '' };

beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database, 'ALMACENES')).branch.id;
  otherBranchId = (await seedBranch(t.database, 'OTRA')).branch.id;
  await seedUser(t.database, { email: 'admin@almacen.test' });
  await seedUser(t.database, { email: 'doctor@almacen.test', role: 'doctor', branchId });
  await seedUser(t.database, { email: 'recepcion@almacen.test', role: 'receptionist', branchId });
  tokens.admin = await t.login('admin@almacen.test');
  tokens.doctor = await t.login('doctor@almacen.test');
  tokens.receptionist = await t.login('recepcion@almacen.test');
});
afterAll(() => t.close());

const create = (token: string, name: string, branch = branchId) =>
  t.call<{ data: Storage }>('POST', '/api/storages/create', {
    token,
    body: { name, branch: { id: branch } },
  });

const storagesOf = (branch: number) =>
  t.database.db
    .select({ id: storages.id, name: storages.name, isDefault: storages.isDefault })
    .from(storages)
    .where(eq(storages.branchId, branch))
    .orderBy(asc(storages.id));

describe('storages', () => {
  it("makes a branch's first storage its default, and only the first", async () => {
    const first = await create(tokens.receptionist, 'BODEGA PRINCIPAL');
    expect(first.status).toBe(201);
    expect(first.body.data.data).toMatchObject({
      name: 'BODEGA PRINCIPAL',
      default: true,
      branch: { id: branchId, name: 'ALMACENES' },
    });
    const second = await create(tokens.doctor, 'MOSTRADOR');
    expect(second.body.data.data.default).toBe(false);
    expect((await storagesOf(branchId)).map((s) => s.isDefault)).toEqual([true, false]);
  });

  it('refuses a name already used in the branch (550), not one used in another branch', async () => {
    const repeated = await create(tokens.admin, '  bodega principal ');
    expect(repeated.status).toBe(409);
    expect(repeated.body.codeError).toBe(550);
    const elsewhere = await create(tokens.admin, 'BODEGA PRINCIPAL', otherBranchId);
    expect(elsewhere.status).toBe(201);
  });

  it("refuses another branch's storage to branch staff, as the body's branch", async () => {
    const before = (await storagesOf(otherBranchId)).length;
    const { status } = await create(tokens.doctor, 'AJENA', otherBranchId);
    expect(status).toBe(403);
    expect(await storagesOf(otherBranchId)).toHaveLength(before);
  });

  it('lets doctor and super_admin rename a storage, not a receptionist', async () => {
    const [storage] = await storagesOf(branchId);
    const rename = (token: string, name: string) =>
      t.call<{ data: Storage }>('PUT', '/api/storages/update', {
        token,
        body: { id: storage!.id, name },
      });
    expect((await rename(tokens.receptionist, 'INTENTO')).status).toBe(403);
    const renamed = await rename(tokens.doctor, 'BODEGA CENTRAL');
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.data).toMatchObject({ name: 'BODEGA CENTRAL', default: true });
    const [row] = await storagesOf(branchId);
    expect(row!.name).toBe('BODEGA CENTRAL');
  });

  it('moves the default star for doctor and super_admin, never for a receptionist', async () => {
    const [main, counter] = await storagesOf(branchId);
    const star = (token: string, id: number) =>
      t.call<{ data: Storage }>('PUT', '/api/storages/setDefaultStorage', { token, body: { id } });
    expect((await star(tokens.receptionist, counter!.id)).status).toBe(403);
    expect((await storagesOf(branchId)).map((s) => s.isDefault)).toEqual([true, false]);
    const starred = await star(tokens.doctor, counter!.id);
    expect(starred.status).toBe(200);
    expect(starred.body.data.data.default).toBe(true);
    expect((await storagesOf(branchId)).map((s) => s.isDefault)).toEqual([false, true]);
    // Starring the default again changes nothing.
    expect((await star(tokens.admin, counter!.id)).status).toBe(200);
    expect((await storagesOf(branchId)).map((s) => [s.id, s.isDefault])).toEqual([
      [main!.id, false],
      [counter!.id, true],
    ]);
  });

  it('keeps exactly one default per branch under 20 concurrent stars', async () => {
    const { branch } = await seedBranch(t.database, 'CONCURRENCIA');
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++) {
      ids.push((await create(tokens.admin, `ALMACÉN ${i}`, branch.id)).body.data.data.id);
    }
    const stars = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PUT', '/api/storages/setDefaultStorage', {
          token: tokens.admin,
          body: { id: ids[i % ids.length] },
        }),
      ),
    );
    expect(stars.map((star) => star.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await storagesOf(branch.id)).filter((s) => s.isDefault)).toHaveLength(1);
  });

  it('makes exactly one of several storages created at once the default', async () => {
    const { branch } = await seedBranch(t.database, 'PRIMERAS');
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(tokens.admin, `PRIMERA ${i}`, branch.id)),
    );
    expect(created.map((c) => c.status)).toEqual(Array.from({ length: 6 }, () => 201));
    expect((await storagesOf(branch.id)).filter((s) => s.isDefault)).toHaveLength(1);
  });

  it("lists and offers the session's branch only, sorted as asked", async () => {
    const table = await t.call<{ tableData: { items: Storage[] } }>(
      'POST',
      '/api/storages/getTable',
      {
        token: tokens.receptionist,
        body: { rowsPerPage: 50, sortBy: 'name', descending: false },
      },
    );
    expect(table.status).toBe(200);
    const items = table.body.data.tableData.items;
    expect(items.map((s) => s.name)).toEqual(['BODEGA CENTRAL', 'MOSTRADOR']);
    expect(items.every((s) => s.branchId === branchId)).toBe(true);

    const options = await t.call<{ data: { id: number; name: string; default: boolean }[] }>(
      'GET',
      `/api/storages/options/${branchId}`,
      { token: tokens.receptionist },
    );
    expect(options.body.data.data.map((o) => [o.name, o.default])).toEqual([
      ['BODEGA CENTRAL', false],
      ['MOSTRADOR', true],
    ]);
    const foreign = await t.call('GET', `/api/storages/options/${otherBranchId}`, {
      token: tokens.receptionist,
    });
    expect(foreign.status).toBe(403);
  });

  it('answers a Spanish 400 for an empty name and creates nothing', async () => {
    const before = (await storagesOf(branchId)).length;
    const { status, body } = await create(tokens.admin, '   ');
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ errors: [{ field: 'name' }] });
    expect(await storagesOf(branchId)).toHaveLength(before);
  });
});
