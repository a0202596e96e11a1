import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authAttempts, mfaRecoveryCodes, users } from '../../db/schema/accounts.schema.js';
import { fromBase32, hotp, totpStepAt } from '../../lib/totp.js';
import {
  seedBranch,
  seedUser,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/test-app.js';

/*
 * docs/rules.md, Privacy and accounts: two-factor sign-in as an attacker would try it, with the
 * default configuration (super_admin must have it).
 */
let t: TestApp;
let branchId: number;
const logged: string[] = [];
beforeAll(async () => {
  t = await startTestApp(
    { mfaRequired: ['super_admin'] },
    {
      logger: {
        level: 'trace',
        stream: { write: (line: string) => void logged.push(line) },
      },
    },
  );
  branchId = (await seedBranch(t.database)).branch.id;
});
afterAll(() => t.close());
// Each test starts with no failed codes counted against the test client's one address.
afterEach(() => t.database.db.delete(authAttempts));

interface SignIn {
  token?: string;
  mfaRequired?: boolean;
  mfaToken?: string;
  data?: { mfa?: { enabled: boolean; required: boolean } };
}
const login = (email: string) =>
  t.call<SignIn>('POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
const secondStep = (mfaToken: string, code: string) =>
  t.call<{ token: string }>('POST', '/api/auth/login/mfa', { body: { mfaToken, code } });
const customers = (token: string) =>
  t.call('POST', '/api/customers/getTable', { token, body: { page: 1, rowsPerPage: 5 } });

/** Signs in, sets two factors up with the app's code of this step; answers what a test needs. */
async function withMfa(email: string, role: 'super_admin' | 'receptionist' = 'super_admin') {
  const id = await seedUser(t.database, { email, role, branchId });
  const first = await login(email);
  const token = first.body.data.token!;
  const setup = await t.call<{ secret: string; otpauthUrl: string; qrCode: string }>(
    'POST',
    '/api/auth/mfa/setup',
    { token },
  );
  expect(setup.status).toBe(200);
  const seed = fromBase32(setup.body.data.secret);
  const step = totpStepAt(Date.now());
  const enabled = await t.call<{ recoveryCodes: string[] }>('POST', '/api/auth/mfa/enable', {
    token,
    body: { code: hotp(seed, step) },
  });
  expect(enabled.status).toBe(200);
  return {
    id,
    token,
    seed,
    step,
    secret: setup.body.data.secret,
    codes: enabled.body.data.recoveryCodes,
  };
}

async function mfaTokenOf(email: string) {
  const { status, body } = await login(email);
  expect(status).toBe(200);
  // No session yet: the answer holds only the second step's token.
  expect(Object.keys(body.data).sort()).toEqual(['mfaRequired', 'mfaToken']);
  expect(body.data.mfaRequired).toBe(true);
  return String(body.data.mfaToken);
}

describe('a super_admin without two factors', () => {
  it('signs in, is asked to set them up and reaches nothing else until then', async () => {
    await seedUser(t.database, { email: 'nuevo@iris.test' });
    const { status, body } = await login('nuevo@iris.test');
    expect(status).toBe(200);
    expect(body.data.data?.mfa).toEqual({ enabled: false, required: true });
    const token = body.data.token!;
    const refused = await customers(token);
    expect(refused.status).toBe(403);
    expect(refused.body.codeError).toBe('mfa_required');
    expect(refused.body.message).toMatch(/verificación en dos pasos/);
    expect((await t.call('POST', '/api/auth/profile', { token })).status).toBe(200);
    expect((await t.call('POST', '/api/auth/sessions', { token })).status).toBe(200);

    const setup = await t.call<{ secret: string; otpauthUrl: string; qrCode: string }>(
      'POST',
      '/api/auth/mfa/setup',
      { token },
    );
    expect(setup.body.data.otpauthUrl).toContain(`secret=${setup.body.data.secret}`);
    expect(setup.body.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const seed = fromBase32(setup.body.data.secret);
    const wrong = await t.call('POST', '/api/auth/mfa/enable', { token, body: { code: '000000' } });
    expect([wrong.status, wrong.body.codeError]).toEqual([401, 'mfa_invalid']);
    const enabled = await t.call<{ recoveryCodes: string[] }>('POST', '/api/auth/mfa/enable', {
      token,
      body: { code: hotp(seed, totpStepAt(Date.now())) },
    });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.data.recoveryCodes) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    }
    // The same session goes on, now with two factors; setting up again is refused.
    expect((await customers(token)).status).toBe(200);
    const again = await t.call('POST', '/api/auth/mfa/setup', { token });
    expect([again.status, again.body.codeError]).toEqual([409, 'mfa_enabled']);
  });

  it('cannot turn two factors off: the role must have them', async () => {
    const admin = await withMfa('obligado@iris.test');
    const off = await t.call('POST', '/api/auth/mfa/disable', {
      token: admin.token,
      body: { password: TEST_PASSWORD, code: admin.codes[0] },
    });
    expect([off.status, off.body.codeError]).toEqual([403, 'mfa_required']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.mfaEnabledAt).not.toBeNull();
  });
});

describe('signing in with two factors', () => {
  it('answers no session until the code; the second-step token opens nothing', async () => {
    const admin = await withMfa('dos@iris.test');
    const mfaToken = await mfaTokenOf('dos@iris.test');
    expect((await customers(mfaToken)).status).toBe(401);
    const signed = await secondStep(mfaToken, hotp(admin.seed, admin.step + 1));
    expect(signed.status).toBe(200);
    expect(signed.body.data.token).toEqual(expect.any(String));
    expect((await customers(signed.body.data.token)).status).toBe(200);
  });

  it('refuses a wrong code, a code two windows away and a code already used', async () => {
    const admin = await withMfa('reuso@iris.test');
    const mfaToken = await mfaTokenOf('reuso@iris.test');
    for (const code of [
      '123456',
      hotp(admin.seed, admin.step - 2),
      hotp(admin.seed, admin.step + 3),
      // The code that enabled two factors, already taken.
      hotp(admin.seed, admin.step),
    ]) {
      const refused = await secondStep(mfaToken, code);
      expect([refused.status, refused.body.codeError]).toEqual([401, 'mfa_invalid']);
    }
    await t.database.db.delete(authAttempts);
    const next = hotp(admin.seed, admin.step + 1);
    expect((await secondStep(mfaToken, next)).status).toBe(200);
    const replay = await secondStep(mfaToken, next);
    expect([replay.status, replay.body.codeError]).toEqual([401, 'mfa_invalid']);
  });

  it('accepts one code once under 5 parallel requests (the most the limit lets through)', async () => {
    const admin = await withMfa('paralelo@iris.test');
    const mfaToken = await mfaTokenOf('paralelo@iris.test');
    const code = hotp(admin.seed, admin.step + 1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => secondStep(mfaToken, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('limits wrong codes like logins, under parallel attempts', async () => {
    const admin = await withMfa('fuerza@iris.test');
    const mfaToken = await mfaTokenOf('fuerza@iris.test');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => secondStep(mfaToken, String(100000 + i))),
    );
    const checked = answers.filter((answer) => answer.body.codeError === 'mfa_invalid');
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20 - checked.length);
    // Even the right code waits out the window.
    const right = await secondStep(mfaToken, hotp(admin.seed, admin.step + 1));
    expect([right.status, right.body.codeError]).toEqual([429, 'too_many_attempts']);
  });

  it('takes each recovery code once, as printed or typed loosely', async () => {
    const admin = await withMfa('recupera@iris.test');
    const [first, second] = admin.codes as [string, string];
    const loose = first.replaceAll('-', '').toLowerCase();
    expect((await secondStep(await mfaTokenOf('recupera@iris.test'), loose)).status).toBe(200);
    const spent = await secondStep(await mfaTokenOf('recupera@iris.test'), first);
    expect([spent.status, spent.body.codeError]).toEqual([401, 'mfa_invalid']);
    expect((await secondStep(await mfaTokenOf('recupera@iris.test'), second)).status).toBe(200);
  });

  it('refuses a second-step token that expired, was forged or is a session token', async () => {
    const admin = await withMfa('token@iris.test');
    const code = hotp(admin.seed, admin.step + 1);
    for (const mfaToken of [
      admin.token,
      t.app.jwt.sign({ sub: admin.id, ver: 0, mfa: true }, { expiresIn: -10 }),
      'a.b.c',
    ]) {
      const refused = await secondStep(mfaToken, code);
      expect([refused.status, refused.body.codeError]).toEqual([401, 'mfa_invalid']);
    }
  });
});

describe('two factors of a role that may choose', () => {
  it('a receptionist turns them off with the password and a code', async () => {
    const user = await withMfa('recepcion@iris.test', 'receptionist');
    const badPassword = await t.call<{ errors: { field: string }[] }>(
      'POST',
      '/api/auth/mfa/disable',
      {
        token: user.token,
        body: { password: 'otra-cosa', code: user.codes[0] },
      },
    );
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.data.errors[0]!.field).toBe('password');
    const off = await t.call('POST', '/api/auth/mfa/disable', {
      token: user.token,
      body: { password: TEST_PASSWORD, code: user.codes[0] },
    });
    expect(off.status).toBe(200);
    const again = await login('recepcion@iris.test');
    expect(again.body.data.token).toEqual(expect.any(String));
    expect(again.body.data.data?.mfa).toEqual({ enabled: false, required: false });
    expect(
      await t.database.db
        .select()
        .from(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.userId, user.id)),
    ).toEqual([]);
  });
});

describe('MFA_REQUIRED=all', () => {
  it('asks every role to set two factors up', async () => {
    const strict = await startTestApp({ mfaRequired: ['super_admin', 'doctor', 'receptionist'] });
    try {
      const branch = (await seedBranch(strict.database, 'ESTRICTA')).branch.id;
      await seedUser(strict.database, { email: 'doc@iris.test', role: 'doctor', branchId: branch });
      const token = await strict.login('doc@iris.test');
      const refused = await strict.call('POST', '/api/customers/getTable', {
        token,
        body: { page: 1, rowsPerPage: 5 },
      });
      expect([refused.status, refused.body.codeError]).toEqual([403, 'mfa_required']);
    } finally {
      await strict.close();
    }
  });
});

describe('a lost device', () => {
  it('is reset by another super_admin: two factors off and every session ended', async () => {
    const other = await withMfa('otro-admin@iris.test');
    const lost = await withMfa('perdido@iris.test', 'receptionist');
    const own = await t.call('PATCH', `/api/users/resetMfa/${other.id}`, { token: other.token });
    expect([own.status, own.body.codeError]).toEqual([409, 'mfa_own_reset']);
    const byReceptionist = await t.call('PATCH', `/api/users/resetMfa/${other.id}`, {
      token: lost.token,
    });
    expect(byReceptionist.status).toBe(403);
    const reset = await t.call('PATCH', `/api/users/resetMfa/${lost.id}`, { token: other.token });
    expect(reset.status).toBe(200);
    expect((await customers(lost.token)).status).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, lost.id));
    expect([row!.mfaSeed, row!.mfaEnabledAt]).toEqual([null, null]);
    expect((await login('perdido@iris.test')).body.data.token).toEqual(expect.any(String));
  });
});

describe('the hidden parts', () => {
  it('keep no seed or recovery code in clear, in any answer after setup or in the log', async () => {
    const admin = await withMfa('secreto@iris.test');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(admin.secret);
    expect(stored).not.toContain(admin.seed.toString('hex'));
    expect(stored).not.toContain(admin.seed.toString('base64'));
    const hashes = await t.database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, admin.id));
    expect(hashes).toHaveLength(10);
    for (const code of admin.codes) {
      expect(JSON.stringify(hashes)).not.toContain(code.replaceAll('-', ''));
    }
    const answers = [
      await t.call('POST', '/api/auth/profile', { token: admin.token }),
      await t.call('POST', '/api/users/getBranchPersonal', {
        token: admin.token,
        body: { page: 1, rowsPerPage: 50, filters: {} },
      }),
      await t.call('POST', '/api/auth/sessions', { token: admin.token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain(admin.secret);
    }
    const log = logged.join('');
    expect(log).not.toContain(admin.secret);
    for (const code of admin.codes) expect(log).not.toContain(code);
  });
});
