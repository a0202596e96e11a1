// The server as `npm start` runs it (e2e/support/iris-process.ts), with the bench's administrator
// and only warnings in its log; one process (WORKERS=1) unless `env` says otherwise, so that each
// bench measures what it always did and its RSS is the server's.
import { readFileSync } from 'node:fs';
import { startIris, type IrisProcess } from '../e2e/support/iris-process.js';

export { ROOT, stopIris as stopServer } from '../e2e/support/iris-process.js';
export const ADMIN_EMAIL = 'admin@iris.local';
export const ADMIN_PASSWORD = 'bench-admin-123';

export type RunningServer = IrisProcess;

export function startServer(options: {
  dataDir: string;
  databaseUrl?: string;
  /** More variables for the server (SMTP_URL, REMINDERS_AT…). */
  env?: Record<string, string>;
  /** Another checkout to run (this one by default). */
  root?: string | undefined;
}): Promise<RunningServer> {
  return startIris({
    dataDir: options.dataDir,
    root: options.root,
    env: {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl,
      WORKERS: '1',
      ...options.env,
    },
  });
}

/** Resident set size of a process in MB, from /proc (Linux only). */
export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}
