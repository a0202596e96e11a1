import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.schema.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { ensureFirstAdmin } from './first-admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('first administrator', () => {
  it('is created once with a generated password handed out a single time, and can log in', async () => {
    const first = await ensureFirstAdmin(t.database.db, {
      email: 'Jefa@Iris.Local',
      password: undefined,
    });
    expect(first?.email).toBe('jefa@iris.local');
    const printed = first?.generatedPassword;
    expect(printed).toMatch(/^\S{8,}$/);
    const rows = await t.database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'jefa@iris.local',
      role: 'super_admin',
      emailVerified: true,
    });
    expect(rows[0]!.passwordHash).not.toContain(printed!);
    expect(
      (
        await t.call('POST', '/api/auth/login', {
          body: { email: 'jefa@iris.local', password: printed },
        })
      ).status,
    ).toBe(200);

    const second = await ensureFirstAdmin(t.database.db, {
      email: 'otro@iris.local',
      password: 'Otra12345',
    });
    expect(second).toBeNull();
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });
});
