import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Options } from './lib/files/s3-storage.js';

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
  /** An S3-compatible file store; unset keeps files under DATA_DIR/files. */
  s3: S3Options | undefined;
}

export const WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
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
