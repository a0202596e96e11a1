import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, userSessions } from '../../db/schema/accounts.schema.js';
import {
  seedBranch,
  seedUser,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/test-app.js';

/* docs/rules.md, Privacy and accounts: sessions, ended here and refused there at once. */
let t: TestApp;
let branchId: number;
beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database)).branch.id;
});
afterAll(() => t.close());
afterEach(() => t.database.db.delete(authAttempts));

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signIn(email: string, userAgent = WINDOWS_CHROME) {
  const { status, body } = await t.call<{ token: string }>('POST', '/api/auth/login', {
    body: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(status).toBe(200);
  return body.data.token;
}
interface SessionRow {
  id: number;
  device: string;
  address: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}
const sessions = (token: string) =>
  t.call<{ data: SessionRow[] }>('POST', '/api/auth/sessions', { token });
const works = async (token: string) =>
  (await t.call('POST', '/api/auth/profile', { token })).status;

describe('a user’s sessions', () => {
  it('lists each device with its address and last use, the current one marked', async () => {
    await seedUser(t.database, { email: 'lista@iris.test', role: 'receptionist', branchId });
    await signIn('lista@iris.test', IPHONE_SAFARI);
    const token = await signIn('lista@iris.test');
    const { status, body } = await sessions(token);
    expect(status).toBe(200);
    expect(body.data.data.map((row) => [row.device, row.current])).toEqual([
      ['Chrome 131 en Windows', true],
      ['Safari 17 en iOS', false],
    ]);
    expect(body.data.data[0]!.address).toBe('127.0.0.1');
    expect(Date.parse(body.data.data[0]!.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('ends one elsewhere: its token is refused on its next call, this one goes on', async () => {
    await seedUser(t.database, { email: 'uno@iris.test', role: 'receptionist', branchId });
    const phone = await signIn('uno@iris.test', IPHONE_SAFARI);
    const desk = await signIn('uno@iris.test');
    const phoneRow = (await sessions(desk)).body.data.data.find((row) => !row.current)!;
    const ended = await t.call('DELETE', `/api/auth/sessions/${phoneRow.id}`, { token: desk });
    expect(ended.status).toBe(200);
    expect(await works(phone)).toBe(401);
    expect(await works(desk)).toBe(200);
    expect((await sessions(desk)).body.data.data).toHaveLength(1);
  });

  it('ends all the others at once, or signs out the current one', async () => {
    await seedUser(t.database, { email: 'todas@iris.test', role: 'doctor', branchId });
    const others = [await signIn('todas@iris.test'), await signIn('todas@iris.test')];
    const kept = await signIn('todas@iris.test', IPHONE_SAFARI);
    const { body } = await t.call<{ data: { ended: number } }>('DELETE', '/api/auth/sessions', {
      token: kept,
    });
    expect(body.data.data.ended).toBe(2);
    for (const token of others) expect(await works(token)).toBe(401);
    expect(await works(kept)).toBe(200);
    expect((await t.call('DELETE', '/api/auth/sessions/current', { token: kept })).status).toBe(
      200,
    );
    expect(await works(kept)).toBe(401);
  });

  it('cannot end another user’s session', async () => {
    await seedUser(t.database, { email: 'ajeno-a@iris.test', role: 'receptionist', branchId });
    await seedUser(t.database, { email: 'ajeno-b@iris.test', role: 'receptionist', branchId });
    const victim = await signIn('ajeno-a@iris.test');
    const attacker = await signIn('ajeno-b@iris.test');
    const victimId = (await sessions(victim)).body.data.data[0]!.id;
    const tried = await t.call('DELETE', `/api/auth/sessions/${victimId}`, { token: attacker });
    expect(tried.status).toBe(404);
    expect(await works(victim)).toBe(200);
  });

  it('a super_admin ends every session of a user; nobody else may', async () => {
    await seedUser(t.database, { email: 'jefe@iris.test' });
    const userId = await seedUser(t.database, {
      email: 'cerrado@iris.test',
      role: 'receptionist',
      branchId,
    });
    const admin = await signIn('jefe@iris.test');
    const tokens = [await signIn('cerrado@iris.test'), await signIn('cerrado@iris.test')];
    const byUser = await t.call('DELETE', `/api/users/sessions/${userId}`, { token: tokens[0] });
    expect(byUser.status).toBe(403);
    const { status, body } = await t.call<{ data: { ended: number } }>(
      'DELETE',
      `/api/users/sessions/${userId}`,
      { token: admin },
    );
    expect([status, body.data.data.ended]).toEqual([200, 2]);
    for (const token of tokens) expect(await works(token)).toBe(401);
    const missing = await t.call('DELETE', '/api/users/sessions/999999', { token: admin });
    expect(missing.status).toBe(404);
  });

  it('ends after the idle time and at its end, whatever the token says', async () => {
    await seedUser(t.database, { email: 'ocioso@iris.test', role: 'receptionist', branchId });
    const idle = await signIn('ocioso@iris.test');
    const used = await signIn('ocioso@iris.test', IPHONE_SAFARI);
    const old = await signIn('ocioso@iris.test');
    const [idleId, usedId, oldId] = (
      await t.database.db
        .select({ id: userSessions.id })
        .from(userSessions)
        .innerJoin(sql`users`, sql`users.id = ${userSessions.userId}`)
        .where(sql`users.email = 'ocioso@iris.test'`)
        .orderBy(userSessions.id)
    ).map((row) => row.id);
    const hoursAgo = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
    await t.database.db
      .update(userSessions)
      .set({ lastUsedAt: hoursAgo(9) })
      .where(eq(userSessions.id, idleId!));
    await t.database.db
      .update(userSessions)
      .set({ lastUsedAt: hoursAgo(7) })
      .where(eq(userSessions.id, usedId!));
    await t.database.db
      .update(userSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userSessions.id, oldId!));
    expect(await works(idle)).toBe(401);
    expect(await works(old)).toBe(401);
    expect(await works(used)).toBe(200);
    // Its use is written down: seven hours idle start again from now.
    const [row] = await t.database.db
      .select({ lastUsedAt: userSessions.lastUsedAt })
      .from(userSessions)
      .where(eq(userSessions.id, usedId!));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await sessions(used)).body.data.data.map((one) => one.id)).toEqual([usedId]);
  });

  it('a new password ends the other sessions, and the token it answers goes on', async () => {
    await seedUser(t.database, { email: 'clave@iris.test', role: 'receptionist', branchId });
    const other = await signIn('clave@iris.test', IPHONE_SAFARI);
    const current = await signIn('clave@iris.test');
    const changed = await t.call<{ token: string }>('PATCH', '/api/auth/update-password', {
      token: current,
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'nueva-clave',
        veryfiedPassword: 'nueva-clave',
      },
    });
    expect(changed.status).toBe(200);
    expect(await works(other)).toBe(401);
    const renewed = changed.body.data.token;
    expect(await works(renewed)).toBe(200);
    expect((await sessions(renewed)).body.data.data).toHaveLength(1);
  });
});

describe('the notice of a new device', () => {
  it('mails an administrator signing in from a browser not seen before, once', async () => {
    await seedUser(t.database, { email: 'aviso@iris.test' });
    await signIn('aviso@iris.test');
    await signIn('aviso@iris.test', IPHONE_SAFARI);
    const mail = await t.smtp.waitFor('aviso@iris.test');
    expect(mail.subject).toBe('Nuevo inicio de sesión en tu cuenta de Iris');
    expect(mail.text).toContain('Safari 17 en iOS');
    expect(mail.text).toContain('127.0.0.1');
    await signIn('aviso@iris.test', IPHONE_SAFARI);
    await signIn('aviso@iris.test');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.received.filter((one) => one.to === 'aviso@iris.test')).toHaveLength(1);
  });

  it('does not mail a receptionist', async () => {
    await seedUser(t.database, { email: 'sin-aviso@iris.test', role: 'receptionist', branchId });
    await signIn('sin-aviso@iris.test');
    await signIn('sin-aviso@iris.test', IPHONE_SAFARI);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp.received.filter((one) => one.to === 'sin-aviso@iris.test')).toHaveLength(0);
  });
});
