import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import { updateDataProfileSchema } from '@iris/domain/users/user.schemas';
import { authAttempts, users } from '../db/schema/accounts.schema.js';
import { audits } from '../db/schema/sales.schema.js';
import {
  seedBranch,
  seedUser,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../testing/test-app.js';
import { ensureFirstAdmin, type FirstAdmin } from './first-admin.js';
import { announceReady } from './ready-banner.js';

const ADMIN_EMAIL = 'admin@iris.local';

let t: TestApp;
let branchId: number;
beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database)).branch.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(audits);
  await t.database.db.delete(users);
  await t.database.db.delete(authAttempts);
});

const ensure = (password?: string) =>
  ensureFirstAdmin(t.database.db, { email: ADMIN_EMAIL, password });

const loginStatus = async (email: string, password: string) =>
  (await t.call('POST', '/api/auth/login', { body: { email, password } })).status;

const rows = () =>
  t.database.db
    .select({
      email: users.email,
      role: users.role,
      enabled: users.enabled,
      emailVerified: users.emailVerified,
    })
    .from(users)
    .orderBy(users.id);

/** What `npm start` prints at a terminal for this administrator. */
function bannerAt(admin: FirstAdmin | null, logFormat: 'pretty' | 'json' = 'pretty') {
  const written: string[] = [];
  const log = {
    info: (message: string) => written.push(message),
    warn: (message: string) => written.push(message),
  } as unknown as FastifyBaseLogger;
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    announceReady(log, { publicUrl: 'http://localhost:3000', logFormat }, 'pglite', admin);
  } finally {
    stdout.mockRestore();
  }
  return written.join('\n');
}

describe('first administrator', () => {
  it('is created once with a generated password handed out a single time, and can log in', async () => {
    const first = await ensureFirstAdmin(t.database.db, {
      email: 'Jefa@Iris.Local',
      password: undefined,
    });
    expect(first).toMatchObject({ email: 'jefa@iris.local', outcome: 'created' });
    const printed = first?.generatedPassword;
    expect(printed).toMatch(/^\S{8,}$/);
    const banner = bannerAt(first);
    expect(banner).toContain('Administrator created: jefa@iris.local');
    expect(banner).toContain(`Password: ${printed}  (shown only this once`);
    const [row] = await t.database.db.select().from(users);
    expect(await rows()).toEqual([
      { email: 'jefa@iris.local', role: 'super_admin', enabled: true, emailVerified: true },
    ]);
    expect(row!.passwordHash).not.toContain(printed!);
    expect(await loginStatus('jefa@iris.local', printed!)).toBe(200);

    // Started again: an enabled administrator exists, nothing is created nor said.
    expect(
      await ensureFirstAdmin(t.database.db, { email: 'otro@iris.local', password: 'Otra12345' }),
    ).toBeNull();
    expect(await rows()).toHaveLength(1);
    expect(bannerAt(null)).not.toContain('Administrator');
  });

  it('is named without a last name twice, in the words its own form accepts', async () => {
    await ensure('Secreto123');
    const token = (
      await t.call<{ token: string }>('POST', '/api/auth/login', {
        body: { email: ADMIN_EMAIL, password: 'Secreto123' },
      })
    ).body.data.token;
    // Where staff read a full name: the register the administrator opened says who opened it.
    const opened = await t.call<{ data: AuditSummary }>('POST', '/api/audit/open', {
      token,
      body: { openAmount: '0', branch: { id: branchId } },
    });
    expect(opened.status).toBe(201);
    expect(opened.body.data.data.openedBy.name).toBe('ADMINISTRADOR IRIS PRINCIPAL');
    // Renaming is up to the clinic: until then the profile form saves the name as it is.
    const [row] = await t.database.db.select().from(users);
    const names = updateDataProfileSchema.pick({ name: true, paternal: true, maternal: true });
    expect(names.safeParse(row).success).toBe(true);
  });

  it('is created when the demo staff (doctors, receptionists) are the only users', async () => {
    await seedUser(t.database, { email: 'doctora@iris.local', role: 'doctor', branchId });
    await seedUser(t.database, { email: 'recepcion@iris.local', role: 'receptionist', branchId });
    const admin = await ensure();
    expect(admin).toMatchObject({ email: ADMIN_EMAIL, outcome: 'created' });
    expect(bannerAt(admin, 'json')).toContain(
      `Administrator created: ${ADMIN_EMAIL} / password: ${admin!.generatedPassword}`,
    );
    expect(await loginStatus(ADMIN_EMAIL, admin!.generatedPassword!)).toBe(200);
    expect((await rows()).map((row) => [row.email, row.role])).toEqual([
      ['doctora@iris.local', 'doctor'],
      ['recepcion@iris.local', 'receptionist'],
      [ADMIN_EMAIL, 'super_admin'],
    ]);
  });

  it('is created when the only super_admin is disabled, which stays disabled', async () => {
    await seedUser(t.database, { email: 'antigua@iris.local', enabled: false });
    const admin = await ensure('Administrador1');
    expect(admin).toEqual({ email: ADMIN_EMAIL, generatedPassword: undefined, outcome: 'created' });
    expect(bannerAt(admin)).toContain('Password: the one ADMIN_PASSWORD gives');
    expect(await loginStatus(ADMIN_EMAIL, 'Administrador1')).toBe(200);
    expect(await rows()).toEqual([
      { email: 'antigua@iris.local', role: 'super_admin', enabled: false, emailVerified: true },
      { email: ADMIN_EMAIL, role: 'super_admin', enabled: true, emailVerified: true },
    ]);
  });

  it('is left alone when an enabled super_admin exists, whatever its e-mail', async () => {
    await seedUser(t.database, { email: 'directora@iris.local' });
    await seedUser(t.database, { email: ADMIN_EMAIL, role: 'doctor', branchId, enabled: false });
    const before = await t.database.db.select().from(users).orderBy(users.id);
    expect(await ensure('Administrador1')).toBeNull();
    expect(await t.database.db.select().from(users).orderBy(users.id)).toEqual(before);
    expect(await loginStatus(ADMIN_EMAIL, 'Administrador1')).toBe(401);
  });

  it.each([
    { account: 'a disabled super_admin', values: { role: 'super_admin' as const, enabled: false } },
    { account: 'a doctor with a session open', values: { role: 'doctor' as const } },
    {
      account: 'a self-registered account, unconfirmed and without a role',
      values: { role: null, emailVerified: false },
    },
  ])('restores $account that has the administrator e-mail', async ({ values }) => {
    // The branch exists once the tests run (beforeAll), not when this table is read.
    await seedUser(t.database, {
      email: 'Admin@Iris.Local',
      ...values,
      branchId: values.role === 'doctor' ? branchId : null,
    });
    const session =
      values.role === 'doctor' ? await t.login('admin@iris.local', TEST_PASSWORD) : undefined;

    const admin = await ensure();
    expect(admin).toMatchObject({ email: ADMIN_EMAIL, outcome: 'restored' });
    const banner = bannerAt(admin);
    expect(banner).toContain(`Administrator restored: ${ADMIN_EMAIL}`);
    expect(banner).not.toContain('created');
    expect(banner).toContain(`Password: ${admin!.generatedPassword}`);

    // The same account, not a second one: enabled, confirmed, administrator.
    expect(await rows()).toEqual([
      { email: 'Admin@Iris.Local', role: 'super_admin', enabled: true, emailVerified: true },
    ]);
    expect(await loginStatus(ADMIN_EMAIL, TEST_PASSWORD)).toBe(401);
    const token = await t.login(ADMIN_EMAIL, admin!.generatedPassword ?? '');
    const profile = await t.call<{ data: { roles: string[] } }>('POST', '/api/auth/profile', {
      token,
    });
    expect(profile.body.data.data.roles).toEqual(['super_admin']);
    if (session) {
      expect((await t.call('POST', '/api/auth/profile', { token: session })).status).toBe(401);
    }
    expect(await ensure()).toBeNull();
  });

  it('is created once when two servers start at the same moment', async () => {
    await seedUser(t.database, { email: 'doctora@iris.local', role: 'doctor', branchId });
    const answers = await Promise.all([ensure(), ensure(), ensure()]);
    const made = answers.filter((answer) => answer !== null);
    expect(made).toHaveLength(1);
    expect(made[0]!.outcome).toBe('created');
    expect(await loginStatus(ADMIN_EMAIL, made[0]!.generatedPassword!)).toBe(200);
    expect((await rows()).filter((row) => row.role === 'super_admin')).toHaveLength(1);
  });
});
