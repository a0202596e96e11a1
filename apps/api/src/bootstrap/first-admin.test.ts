import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.schema.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { ensureFirstAdmin } from './first-admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function recordingLog() {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(m) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('first administrator', () => {
  it('is created once with a generated password printed a single time, and can log in', async () => {
    const first = recordingLog();
    await ensureFirstAdmin(
      t.database.db,
      { email: 'Jefa@Iris.Local', password: undefined },
      first.log,
    );
    const printed = /password: (\S+)/.exec(first.lines.join('\n'))?.[1];
    expect(printed).toBeDefined();
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

    const second = recordingLog();
    await ensureFirstAdmin(
      t.database.db,
      { email: 'otro@iris.local', password: 'Otra12345' },
      second.log,
    );
    expect(second.lines).toEqual([]);
    expect(await t.database.db.select().from(users)).toHaveLength(1);
  });
});
