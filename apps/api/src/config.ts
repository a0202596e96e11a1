import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ROLES, type Role } from '@iris/domain/users/roles';
import { checkedTimeZone, DEFAULT_TIME_ZONE } from './db/client.js';
import type { S3Options } from './lib/files/s3-storage.js';
import type { LogFormat } from './lib/logging.js';
import { WEB_DIST } from './paths.js';
import { whatsappConfigOf, type WhatsappConfig } from './config-whatsapp.js';
import { durationMs, sessionSettings } from './config-sessions.js';
import {
  ConfigError,
  csdSecretsOf,
  given,
  persistentSecret,
  type CsdSecrets,
} from './config-secrets.js';

export { ConfigError };

export interface Config {
  port: number;
  host: string;
  /** null keeps everything in memory (tests). */
  dataDir: string | null;
  /** Unset: the embedded PGlite database under DATA_DIR/db. */
  databaseUrl: string | undefined;
  /** WORKERS: server processes sharing the port, with DATABASE_URL (the embedded database: one). */
  workers: number;
  jwtSecret: string;
  /** JWT_EXPIRES_IN: how long a session lasts at most after its sign-in (7 days at most). */
  jwtExpiresIn: string;
  /** SESSION_IDLE: how long an unused session lasts (docs/rules.md, Privacy and accounts). */
  sessionIdleMs: number;
  /** MFA_REQUIRED: the roles that must sign in with two factors (super_admin, or every role). */
  mfaRequired: readonly Role[];
  adminEmail: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** The built web app, served when it exists. */
  webDist: string;
  logLevel: string;
  /** Lines a person reads at a terminal, or one JSON object per line for a log collector. */
  logFormat: LogFormat;
  /** Proxies whose X-Forwarded-For is believed: none, all, or these addresses/CIDRs. */
  trustProxy: boolean | string[];
  /** An S3-compatible file store; unset keeps files under DATA_DIR/files. */
  s3: S3Options | undefined;
  /** The clinic's time zone (TIME_ZONE): its days in reports, the access log, the calendar. */
  timeZone: string;
  /** JOBS_POLL_SECONDS: how often each job queue looks for work (README, Configuration). */
  jobsPollSeconds: number;
  /** REMINDERS_AT: the clinic's time (HH:mm) from which the day's reminders go out; null: never by themselves. */
  remindersAt: string | null;
  /**
   * This process keeps the schedules' clock (pg-boss's cron: the reminders' ticks, the hourly global
   * invoices); false only where a test runs each job itself.
   */
  clock: boolean;
  /** Further attempts of an e-mail after a failed one, the first `delaySeconds` later and doubling. */
  mailRetry: { limit: number; delaySeconds: number };
  /** The PAC that stamps CFDIs (IRIS_PAC…); unset: the built-in test stamper, without fiscal value. */
  pac: PacConfig | undefined;
  /**
   * What the CSD keys and passwords are encrypted with (docs/operations.md, The CSD secret):
   * IRIS_CSD_SECRET, or one generated once under DATA_DIR; `previous`, IRIS_CSD_SECRET_PREVIOUS,
   * only while a rotation re-encrypts what it sealed.
   */
  csdSecrets: CsdSecrets;
  /** The WhatsApp channel (WHATSAPP_…, config-whatsapp.ts); unset: every notice by e-mail. */
  whatsapp: WhatsappConfig | undefined;
}

/** The PACs Iris can stamp through (docs/operations.md, Choosing a PAC). */
const PACS = ['sw'] as const;

export interface PacConfig {
  name: (typeof PACS)[number];
  /** The PAC's service, e.g. https://services.sw.com.mx (its test service: services.test.sw.com.mx). */
  url: string;
  token: string;
  /** How long a call to the PAC may take before it counts as unavailable. */
  timeoutMs: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

const isTimeZone = (name: string) => {
  try {
    checkedTimeZone(name);
    return true;
  } catch {
    return false;
  }
};

/** The variables that take a given form; the others are taken as they come. */
const envSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'is not a port number (0 to 65535)')
    .transform(Number)
    .refine((port) => port <= 65535, 'is not a port number (0 to 65535)')
    .default(3000),
  ...sessionSettings,
  LOG_LEVEL: z
    .string()
    .trim()
    .pipe(z.enum(LOG_LEVELS, `is none of ${LOG_LEVELS.join(', ')}`))
    .default('info'),
  LOG_FORMAT: z
    .string()
    .trim()
    .pipe(z.enum(['pretty', 'json'], 'is neither pretty nor json'))
    .optional(),
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, 'is not a time zone name such as America/Mexico_City')
    .default(DEFAULT_TIME_ZONE),
  JOBS_POLL_SECONDS: z
    .string()
    .trim()
    .regex(/^\d+(?:\.\d+)?$/, 'is not a number of seconds (0.5 or more)')
    .transform(Number)
    .refine((seconds) => seconds >= 0.5, 'is not a number of seconds (0.5 or more)')
    .default(2),
  REMINDERS_AT: z
    .string()
    .trim()
    .regex(/^(?:off|(?:[01]\d|2[0-3]):[0-5]\d)$/, 'is neither a time of day such as 10:00 nor off')
    .default('10:00'),
  WORKERS: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'is not a number of processes (1 to 256)')
    .transform(Number)
    .refine((workers) => workers >= 1 && workers <= 256, 'is not a number of processes (1 to 256)')
    .optional(),
  IRIS_PAC: z
    .string()
    .trim()
    .pipe(z.enum(PACS, `is not a PAC Iris knows (${PACS.join(', ')})`))
    .optional(),
  IRIS_PAC_URL: z
    .string()
    .trim()
    .refine(isHttpUrl, 'is not an http(s) address such as https://services.sw.com.mx')
    .optional(),
  IRIS_PAC_TOKEN: z.string().trim().optional(),
  IRIS_PAC_TIMEOUT_MS: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'is not a number of milliseconds (1 to 600000)')
    .transform(Number)
    .refine((ms) => ms >= 1 && ms <= 600_000, 'is not a number of milliseconds (1 to 600000)')
    .default(30_000),
});

type Checked = z.output<typeof envSchema>;

/**
 * The PAC's address and token go with IRIS_PAC: one without the other is refused, so that invoices
 * are never stamped by the test stamper by mistake. The token is never printed.
 */
function pacProblems(values: Record<string, string | undefined>): [string, string][] {
  const pac = values.IRIS_PAC;
  return ['IRIS_PAC_URL', 'IRIS_PAC_TOKEN'].flatMap((name): [string, string][] => {
    if (pac !== undefined && values[name] === undefined) {
      return [[name, `${name} is required with IRIS_PAC=${pac.trim()}`]];
    }
    if (pac === undefined && values[name] !== undefined) {
      return [[name, `${name} is set but IRIS_PAC is not: name the PAC, or unset ${name}`]];
    }
    return [];
  });
}

function checked(env: NodeJS.ProcessEnv): Checked {
  const values = Object.fromEntries(
    Object.keys(envSchema.shape).map((name) => [name, given(env[name])]),
  );
  const parsed = envSchema.safeParse(values);
  // One line per variable: the first rule it breaks.
  const lines = new Map<string, string>();
  for (const issue of parsed.error?.issues ?? []) {
    const name = String(issue.path[0]);
    if (!lines.has(name)) lines.set(name, `${name} "${values[name] ?? ''}" ${issue.message}`);
  }
  for (const [name, line] of pacProblems(values)) if (!lines.has(name)) lines.set(name, line);
  if (parsed.success && lines.size === 0) return parsed.data;
  throw new ConfigError([...lines.values()].join('\n'));
}

/** DATA_DIR as an absolute path; `./data` when unset. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => path.resolve(given(env.DATA_DIR) ?? 'data');

/** TRUST_PROXY: unset or false (default), true, or addresses/CIDRs: `127.0.0.1,10.0.0.0/8`. */
function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The configuration from the environment (README, Configuration). A variable that cannot be
 * right (PORT=abc, JWT_EXPIRES_IN=tomorrow) throws a ConfigError naming it, before anything is
 * written to DATA_DIR.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const valid = checked(env);
  const port = valid.PORT;
  const dataDir = dataDirOf(env);
  const bucket = given(env.S3_BUCKET);
  const csdSecrets = csdSecretsOf(env, dataDir);
  const whatsapp = whatsappConfigOf(env);
  return {
    port,
    host: given(env.HOST) ?? '0.0.0.0',
    dataDir,
    databaseUrl: given(env.DATABASE_URL),
    // One per core unless set: each worker is a Node process with one core's worth of work.
    workers: valid.WORKERS ?? availableParallelism(),
    jwtSecret: given(env.JWT_SECRET) ?? persistentSecret(dataDir),
    jwtExpiresIn: valid.JWT_EXPIRES_IN,
    sessionIdleMs: durationMs(valid.SESSION_IDLE),
    mfaRequired: valid.MFA_REQUIRED === 'all' ? ROLES : ['super_admin'],
    adminEmail: given(env.ADMIN_EMAIL) ?? 'admin@iris.local',
    adminPassword: given(env.ADMIN_PASSWORD),
    smtpUrl: given(env.SMTP_URL),
    mailFrom: given(env.MAIL_FROM) ?? 'Iris <no-reply@iris.local>',
    publicUrl: (given(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: WEB_DIST,
    logLevel: valid.LOG_LEVEL,
    // LOG_FORMAT unset: readable lines at a terminal, JSON for a service or a file.
    logFormat: valid.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    timeZone: valid.TIME_ZONE,
    jobsPollSeconds: valid.JOBS_POLL_SECONDS,
    remindersAt: valid.REMINDERS_AT === 'off' ? null : valid.REMINDERS_AT,
    clock: true,
    // Five retries a minute apart and doubling: an SMTP server down for half an hour is waited for.
    mailRetry: { limit: 5, delaySeconds: 60 },
    pac: valid.IRIS_PAC
      ? {
          name: valid.IRIS_PAC,
          url: valid.IRIS_PAC_URL ?? '',
          token: valid.IRIS_PAC_TOKEN ?? '',
          timeoutMs: valid.IRIS_PAC_TIMEOUT_MS,
        }
      : undefined,
    csdSecrets,
    whatsapp,
    s3: bucket
      ? {
          bucket,
          endpoint: given(env.S3_ENDPOINT),
          region: given(env.S3_REGION) ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
  };
}

/**
 * The configuration, or the process ends here with the variables to correct and exit code 1:
 * a wrong setting is the operator's to fix, said plainly, without a stack trace.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error:\n${error.message.replace(/^/gm, '  ')}`);
    process.exit(1);
  }
}
