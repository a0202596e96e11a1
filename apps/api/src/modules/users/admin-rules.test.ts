import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.schema.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../../testing/test-app.js';

/* docs/rules.md, Accounts: nobody demotes or disables themselves; the last enabled super_admin stays. */
let t: TestApp;
let branchId: number;
beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database)).branch.id;
});
afterAll(() => t.close());

const person = { name: 'ADMINISTRA', paternal: 'PRUEBA', maternal: 'PRUEBA' };
const update = (token: string, id: number, body: Record<string, unknown>) =>
  t.call<{ data: { role: string; enabled: boolean } }>('PATCH', '/api/users/updateAsAdmin', {
    token,
    body: { id, ...person, phone: `33${String(id).padStart(8, '0')}`, ...body },
  });
const enabledAdmins = () =>
  t.database.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), eq(users.enabled, true)));

describe('users/updateAsAdmin on administrators', () => {
  it('refuses to demote or disable oneself, and keeps the role when none is sent', async () => {
    const id = await seedUser(t.database, { email: 'yo@iris.test' });
    const token = await t.login('yo@iris.test');
    const demote = await update(token, id, { rol: 1, branch: { id: branchId } });
    expect(demote.status).toBe(409);
    expect(demote.body.codeError).toBe('own_account');
    const disable = await update(token, id, { enabled: false });
    expect(disable.body.codeError).toBe('own_account');
    const rename = await update(token, id, { name: 'RENOMBRADO' });
    expect(rename.status).toBe(200);
    expect(rename.body.data.data).toMatchObject({ role: 'super_admin', enabled: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'RENOMBRADO', role: 'super_admin', enabled: true });
  });

  it('lets one administrator demote another while one remains', async () => {
    const other = await seedUser(t.database, { email: 'otro-admin@iris.test' });
    const token = await t.login('yo@iris.test');
    const demoted = await update(token, other, { rol: 2, branch: { id: branchId } });
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.data.role).toBe('receptionist');
    // No branch sent: the one it has is kept.
    const doctor = await update(token, other, { rol: 1 });
    expect(doctor.status).toBe(200);
    expect(doctor.body.data.data).toMatchObject({ role: 'doctor', branchId });
  });

  it.each([
    ['demote', () => ({ rol: 1, branch: { id: branchId } })],
    ['disable', () => ({ enabled: false })],
  ])('keeps one enabled super_admin when two %s each other at once', async (verb, change) => {
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.role, 'super_admin'));
    const a = await seedUser(t.database, { email: `a-${verb}@iris.test` });
    const b = await seedUser(t.database, { email: `b-${verb}@iris.test` });
    const [tokenA, tokenB] = await Promise.all([
      t.login(`a-${verb}@iris.test`),
      t.login(`b-${verb}@iris.test`),
    ]);
    const results = await Promise.all([update(tokenA, b, change()), update(tokenB, a, change())]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.map((r) => r.body.codeError)).toContain('last_super_admin');
    expect(await enabledAdmins()).toHaveLength(1);
  });

  it("ends a person's sessions when an administrator sets their password", async () => {
    const doctor = await seedUser(t.database, {
      email: 'doctora@iris.test',
      role: 'doctor',
      branchId,
    });
    const session = await t.login('doctora@iris.test');
    await seedUser(t.database, { email: 'soporte@iris.test' });
    const admin = await t.login('soporte@iris.test');
    const reset = await update(admin, doctor, { password: 'nueva123', verifyPassword: 'nueva123' });
    expect(reset.status).toBe(200);
    expect((await t.call('POST', '/api/auth/profile', { token: session })).status).toBe(401);
    expect(await t.login('doctora@iris.test', 'nueva123')).toMatch(/\./);
  });

  it('requires a branch for staff', async () => {
    await seedUser(t.database, { email: 'jefa@iris.test' });
    const pending = await seedUser(t.database, { email: 'pendiente@iris.test', role: null });
    const token = await t.login('jefa@iris.test');
    const refused = await update(token, pending, { rol: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({ errors: [{ field: 'branch.id' }] });
  });
});
