import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts } from '../../db/schema/accounts.schema.js';
import { linkIn } from '../../testing/smtp-sink.js';
import {
  seedBranch,
  seedUser,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/test-app.js';

/* docs/rules.md, Accounts: the rules an attacker would try first, with real parallel requests. */
let t: TestApp;
let branchId: number;
beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database)).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test' });
});
afterAll(() => t.close());
// Each test starts with no attempts counted against the test client's one address.
afterEach(() => t.database.db.delete(authAttempts));

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.call<{ token: string }>('POST', '/api/auth/login', { body: { email, password }, headers });
const profile = (token: string) => t.call('POST', '/api/auth/profile', { token });
const recover = (email: string, headers: Record<string, string> = {}) =>
  t.call('POST', `/api/auth/recover/${email}`, { headers });
const codes = (responses: { body: { codeError: unknown } }[]) =>
  responses.map((r) => String(r.body.codeError));

describe('the login limit', () => {
  it('holds under 30 parallel wrong passwords for one e-mail: at most 5 are checked', async () => {
    await seedUser(t.database, { email: 'victima@iris.test' });
    const attempts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('victima@iris.test', `mala-${i}`)),
    );
    const checked = codes(attempts).filter((code) => code === 'invalid_credentials');
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(codes(attempts).filter((code) => code === 'too_many_attempts')).toHaveLength(
      30 - checked.length,
    );
    expect((await login('victima@iris.test', TEST_PASSWORD)).body.codeError).toBe(
      'too_many_attempts',
    );
  });

  it('ignores X-Forwarded-For by default: rotating it does not reset the per-address limit', async () => {
    const rotating = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        login(`nadie${i}@iris.test`, 'mala', { 'x-forwarded-for': `203.0.113.${i}` }),
      ),
    );
    expect(codes(rotating).filter((code) => code === 'too_many_attempts').length).toBeGreaterThan(
      0,
    );
    const fresh = await login('otro@iris.test', 'mala', { 'x-forwarded-for': '198.51.100.7' });
    expect(fresh.body.codeError).toBe('too_many_attempts');
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For only from the configured proxy', async () => {
    const behindProxy = await startTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const call = (i: number, forwarded: string) =>
        behindProxy.call('POST', '/api/auth/login', {
          body: { email: `persona${i}@iris.test`, password: 'mala' },
          headers: { 'x-forwarded-for': forwarded },
        });
      for (let i = 0; i < 30; i++) await call(i, '203.0.113.9');
      expect((await call(30, '203.0.113.9')).body.codeError).toBe('too_many_attempts');
      expect((await call(31, '198.51.100.20')).body.codeError).toBe('invalid_credentials');
    } finally {
      await behindProxy.close();
    }
  });
});

describe('password recovery', () => {
  it('answers before looking the e-mail up: the same for a known and an unknown one', async () => {
    await seedUser(t.database, { email: 'lenta@iris.test' });
    t.smtp.pause();
    try {
      const known = await recover('lenta@iris.test');
      const unknown = await recover('fantasma@iris.test');
      expect(known.status).toBe(200);
      expect(unknown).toEqual(known);
      // The mail of the known e-mail is still held by the SMTP server: it was not awaited.
      expect(t.smtp.received.some((mail) => mail.to === 'lenta@iris.test')).toBe(false);
    } finally {
      t.smtp.resume();
    }
    expect((await t.smtp.waitFor('lenta@iris.test')).subject).toContain('contraseña');
  });

  it('is limited per e-mail and per address, whether or not the e-mail exists', async () => {
    const perEmail = [];
    for (let i = 0; i < 4; i++) {
      perEmail.push(await recover('insistente@iris.test', { 'x-forwarded-for': `10.0.0.${i}` }));
    }
    expect(codes(perEmail)).toEqual(['null', 'null', 'null', 'too_many_attempts']);

    const app = await startTestApp();
    try {
      const perAddress = [];
      for (let i = 0; i < 21; i++) {
        perAddress.push(await app.call('GET', `/api/auth/reTryEmailVerification/p${i}@iris.test`));
      }
      expect(codes(perAddress.slice(0, 20)).every((code) => code === 'null')).toBe(true);
      expect(perAddress[20]!.status).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('a reset spends the other recovery links and ends every earlier session', async () => {
    await seedUser(t.database, { email: 'reset@iris.test' });
    const session = (await login('reset@iris.test', TEST_PASSWORD)).body.data.token;
    await recover('reset@iris.test');
    const first = linkIn(await t.smtp.waitFor('reset@iris.test'), 'restorePassword');
    t.smtp.received.length = 0;
    await recover('reset@iris.test');
    const second = linkIn(await t.smtp.waitFor('reset@iris.test'), 'restorePassword');
    const tokenOf = (link: string) => link.split('/').at(-1)!;

    const reset = await t.call('PATCH', '/api/auth/update-password', {
      body: { token: tokenOf(second), password: 'nueva123', veryfiedPassword: 'nueva123' },
    });
    expect(reset.status).toBe(200);
    const validate = await t.call('POST', '/api/userRecovery/validateToken', {
      body: { token: tokenOf(first) },
    });
    expect(validate.body.codeError).toBe('invalid_token');
    expect((await profile(session)).status).toBe(401);
    const again = await login('reset@iris.test', 'nueva123');
    expect((await profile(again.body.data.token)).status).toBe(200);
  });
});

describe('changing one’s password while logged in', () => {
  it('asks for the current password, ends other sessions and hands a new token', async () => {
    await seedUser(t.database, { email: 'cambia@iris.test' });
    const here = await t.login('cambia@iris.test');
    const elsewhere = await t.login('cambia@iris.test');
    const change = (body: Record<string, unknown>) =>
      t.call<{ token?: string; errors?: { field: string }[] }>(
        'PATCH',
        '/api/auth/update-password',
        { token: here, body: { password: 'cambiada9', veryfiedPassword: 'cambiada9', ...body } },
      );

    const missing = await change({});
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual([
      { field: 'currentPassword', message: 'El campo es requerido' },
    ]);
    const wrong = await change({ currentPassword: 'no-es-esta' });
    expect(wrong.body.data.errors?.[0]?.field).toBe('currentPassword');
    expect((await login('cambia@iris.test', 'cambiada9')).status).toBe(401);

    const changed = await change({ currentPassword: TEST_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await profile(elsewhere)).status).toBe(401);
    expect((await profile(here)).status).toBe(401);
    expect((await profile(changed.body.data.token!)).status).toBe(200);
  });
});

describe('users/createUser', () => {
  it('creates staff like auth/create-by-administration, with the same rules', async () => {
    const admin = await t.login('admin@iris.test');
    const body = {
      name: 'ROSARIO',
      paternal: 'MENDEZ',
      maternal: 'LOPEZ',
      email: 'rosario@iris.test',
      phone: '3312345678',
      password: 'secreto1',
      verifyPassword: 'secreto1',
      rol: 2,
      branch: { id: branchId },
    };
    const created = await t.call<{ data: { role: string; branchId: number } }>(
      'POST',
      '/api/users/createUser',
      { token: admin, body },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.data).toMatchObject({ role: 'receptionist', branchId });
    expect((await login('rosario@iris.test', 'secreto1')).status).toBe(200);
    const again = await t.call('POST', '/api/auth/create-by-administration', {
      token: admin,
      body,
    });
    expect(again.body.codeError).toBe(101);
  });
});
