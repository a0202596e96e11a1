import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkedTimeZone, DEFAULT_TIME_ZONE } from './db/client.js';
import type { S3Options } from './lib/files/s3-storage.js';
import type { LogFormat } from './lib/logging.js';
import { WEB_DIST } from './paths.js';

export interface Config {
  port: number;
  host: string;
  /** null keeps everything in memory (tests). */
  dataDir: string | null;
  /** Unset: the embedded PGlite database under DATA_DIR/db. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpiresIn: string;
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
}

/** JWT_SECRET unset: one is generated once and kept under DATA_DIR so tokens survive restarts. */
function persistentSecret(dataDir: string | null): string {
  if (!dataDir) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** DATA_DIR as an absolute path; `./data` when unset. */
export const dataDirOf = (env: NodeJS.ProcessEnv) => path.resolve(env.DATA_DIR ?? 'data');

/** LOG_FORMAT `pretty` or `json`; unset: pretty when the output is a terminal, JSON otherwise. */
export function parseLogFormat(value: string | undefined, terminal: boolean): LogFormat {
  const text = value?.trim() ?? '';
  if (text === '') return terminal ? 'pretty' : 'json';
  if (text === 'pretty' || text === 'json') return text;
  throw new Error(`LOG_FORMAT "${text}" is neither pretty nor json`);
}

/** TRUST_PROXY: unset or false (default), true, or addresses/CIDRs: `127.0.0.1,10.0.0.0/8`. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = dataDirOf(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '12h',
    adminEmail: env.ADMIN_EMAIL ?? 'admin@iris.local',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Iris <no-reply@iris.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: WEB_DIST,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: parseLogFormat(env.LOG_FORMAT, process.stdout.isTTY),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeZone: checkedTimeZone(env.TIME_ZONE || DEFAULT_TIME_ZONE),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
  };
}
