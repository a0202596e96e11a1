// Two replicas of Iris on a PostgreSQL database of their own, started at once behind a proxy that
// sends each request to the next one (README, Several machines), with a real SMTP server for
// their e-mails and a connection of the test's own to the database. They share one DATA_DIR, as
// one S3 bucket would be shared: a file stored by one is served by the other.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { startSmtpSink } from '../../apps/api/src/testing/smtp-sink.js';
import { startIris, stopAllIris } from './iris-process.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';
import { serverDatabase } from './server-database.js';

export const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };
/** The secret every replica signs sessions and file URLs with. */
export const SECRET = 'replicas-secret';

export async function startReplicaSet(name: string) {
  const database = serverDatabase(name);
  await database.create();
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-replicas-'));
  const replica = () =>
    startIris({
      dataDir,
      env: {
        DATABASE_URL: database.url,
        WORKERS: '1',
        JWT_SECRET: SECRET,
        ADMIN_PASSWORD: ADMIN.password,
        SMTP_URL: smtp.url,
        JOBS_POLL_SECONDS: '0.5',
        REMINDERS_AT: 'off',
      },
    });
  const replicas = await Promise.all([replica(), replica()]);
  const proxy = await startRoundRobinProxy(replicas.map((running) => running.baseUrl));
  const direct = await openDatabase({ url: database.url, poolSize: 2 });

  /** A call through the proxy: the HTTP status, the envelope's codeError and data.data. */
  async function call(token: string, method: string, url: string, body: unknown = {}) {
    const response = await fetch(`${proxy.baseUrl}/api/${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as {
      codeError: number | string | null;
      data: { data?: Record<string, unknown> } | null;
    };
    return {
      status: response.status,
      code: envelope.codeError,
      data: envelope.data?.data ?? {},
    } satisfies Answer;
  }

  return {
    replicas,
    /** Starts one more replica on the same database and DATA_DIR (one killed is replaced). */
    replica,
    proxy,
    smtp,
    direct,
    dataDir,
    call,
    async close() {
      await proxy.close();
      await stopAllIris();
      await direct.close();
      await smtp.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  code: number | string | null;
  data: Record<string, unknown>;
}

/** What came back from several calls at once: 2xx statuses, else the error codes, sorted. */
export const outcomes = (answers: Answer[]) =>
  answers.map((answer) => (answer.status < 300 ? answer.status : answer.code)).sort();

export const times = <T>(n: number, make: (i: number) => T) =>
  Array.from({ length: n }, (_, i) => make(i));
