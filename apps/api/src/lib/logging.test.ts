import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './passwords.js';
import { PUBLIC } from './access.js';
import { loggerOptions } from './logging.js';
import { seedUser, startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app.js';

/* docs/architecture.md: nothing secret or personal in logs, whatever fails. */
let t: TestApp;
let dataDir: string;
const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const PERSON = { email: 'paciente.secreta@iris.test', phone: '3398765432' };
let hash: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'iris-logs-'));
  hash = await hashPassword('muy-secreta');
  t = await startTestApp(
    // No SMTP: e-mails go to DATA_DIR/outbox, the way a fresh install runs.
    { smtpUrl: undefined, dataDir },
    {
      logger: { ...(loggerOptions('debug') as object), stream: sink },
      beforeReady(app) {
        // An insert that fails in a way no handler expects, carrying a whole row of a person.
        app.post('/api/test/failed-insert', { config: PUBLIC }, async () => {
          await app.db.execute(
            sql`insert into users (name, paternal, maternal, email, phone, password_hash, no_such_column)
                values ('ANA', 'PEREZ', 'LOPEZ', ${PERSON.email}, ${PERSON.phone}, ${hash}, 1)`,
          );
          return 'no';
        });
      },
    },
  );
  await seedUser(t.database, { email: PERSON.email });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const logged = () => lines.join('\n');

describe('the log', () => {
  it('keeps a failed insert to its SQLSTATE: no parameters, hash, e-mail or phone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/failed-insert',
      headers: { 'x-request-id': 'fallo-1' },
    });
    expect(response.statusCode).toBe(500);
    const entry = lines.find((line) => line.includes('unhandled error'));
    expect(entry).toContain('42703');
    expect(entry).toContain('fallo-1');
    for (const secret of [PERSON.email, PERSON.phone, hash, 'scrypt$']) {
      expect(logged()).not.toContain(secret);
    }
  });

  it('shows routes by their pattern: no e-mail from a URL, no token, no password', async () => {
    const token = await t.login(PERSON.email);
    await t.call('POST', '/api/auth/profile', { token });
    await t.call('POST', '/api/auth/login', { body: { email: PERSON.email, password: 'mala123' } });
    await t.call('POST', `/api/auth/recover/${PERSON.email}`);
    await t.call('GET', `/api/no/existe/${PERSON.email}/${PERSON.phone}`);
    await t.app.background.drain();
    expect(logged()).toContain('/api/auth/recover/:email');
    for (const secret of [PERSON.email, PERSON.phone, token, TEST_PASSWORD, 'mala123']) {
      expect(logged()).not.toContain(secret);
    }
  });

  it('writes e-mails to the outbox without the address or the link in the log', async () => {
    const outbox = readdirSync(path.join(dataDir, 'outbox'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).not.toContain('paciente');
    expect(logged()).toContain('e-mail written to the outbox');
    expect(logged()).not.toContain('restorePassword/');
  });
});
