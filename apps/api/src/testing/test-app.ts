import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import type { Role } from '@iris/domain/users/roles';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import { countries, municipalities, states, branches } from '../db/schema/geography.schema.js';
import { createLocalStorage } from '../lib/files/local-storage.js';
import { hashPassword } from '../lib/passwords.js';
import type { Stamper } from '../modules/invoicing/stamping/stamper.js';
import { startSmtpSink } from './smtp-sink.js';
import { openTestDatabase } from './test-database.js';

export const TEST_PASSWORD = 'secreto123';
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  config: Config;
  /** The folder of the local file storage. */
  filesRoot: string;
  /** Calls the API as a user (token) or anonymously; JSON body; answers status and envelope. */
  call<T = Record<string, unknown>>(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: Envelope<T> }>;
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface Envelope<T> {
  result: boolean;
  message: string;
  codeError: string | number | null;
  data: T;
}

export interface TestAppOptions {
  /** Runs before the app is ready: a test may add a route of its own. */
  beforeReady?: (app: FastifyInstance) => void;
  logger?: FastifyServerOptions['logger'];
  /** The PAC the app stamps with (default: the built-in test stamper). */
  stamper?: Stamper;
}

export async function startTestApp(
  overrides: Partial<Config> = {},
  { beforeReady, logger, stamper }: TestAppOptions = {},
): Promise<TestApp> {
  const [database, smtp] = await Promise.all([openTestDatabase(), startSmtpSink()]);
  const config: Config = {
    ...loadConfig({}),
    dataDir: null,
    jwtSecret: 'test-secret',
    smtpUrl: smtp.url,
    publicUrl: 'http://iris.test',
    // No schedule's clock: a test plans reminders itself (reminders/run) when it wants them.
    remindersAt: null,
    clock: false,
    // A refused e-mail is tried once more, a second later, before it is given up.
    mailRetry: { limit: 1, delaySeconds: 1 },
    // Most tests sign in as a super_admin with a password alone; the two-factor tests
    // (modules/auth/mfa*.test.ts) run with the default, which requires it of super_admin.
    mfaRequired: [],
    ...overrides,
  };
  const filesRoot = mkdtempSync(path.join(tmpdir(), 'iris-test-files-'));
  const app = await buildApp({
    config,
    database,
    files: createLocalStorage(filesRoot, config.jwtSecret),
    logger,
    ...(stamper ? { stamper } : {}),
  });
  beforeReady?.(app);
  await app.ready();

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };

  return {
    app,
    database,
    smtp,
    config,
    filesRoot,
    call,
    async login(email, password = TEST_PASSWORD) {
      const { status, body } = await call<{ token: string }>('POST', '/api/auth/login', {
        body: { email, password },
      });
      if (status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(body)}`);
      return body.data.token;
    },
    async close() {
      await app.close();
      await Promise.all([
        database.close(),
        smtp.close(),
        rm(filesRoot, { recursive: true, force: true }),
      ]);
    },
  };
}

let phoneCounter = 5500000000;

/** Inserts a ready-to-log-in user with TEST_PASSWORD. */
export async function seedUser(
  database: Pick<Database, 'db'>,
  values: {
    email: string;
    role?: Role | null;
    branchId?: number | null;
    emailVerified?: boolean;
    enabled?: boolean;
    name?: string;
  },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [row] = await database.db
    .insert(users)
    .values({
      name: values.name ?? 'USUARIO',
      paternal: 'PRUEBA',
      maternal: 'PRUEBA',
      phone: String(phoneCounter++),
      email: values.email,
      passwordHash: await passwordHash,
      role: values.role === undefined ? 'super_admin' : values.role,
      branchId: values.branchId ?? null,
      emailVerified: values.emailVerified ?? true,
      enabled: values.enabled ?? true,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A country, state, municipality and branch, for tests that need a branch. */
export async function seedBranch(database: Pick<Database, 'db'>, name = 'CENTRO') {
  const { db } = database;
  const [country] = await db
    .insert(countries)
    .values({ name: `MÉXICO ${name}` })
    .returning();
  const [state] = await db
    .insert(states)
    .values({ name: 'JALISCO', countryId: country!.id })
    .returning();
  const [municipality] = await db
    .insert(municipalities)
    .values({ name: 'GUADALAJARA', stateId: state!.id })
    .returning();
  const [branch] = await db
    .insert(branches)
    .values({
      name,
      address: 'AV. CHAPULTEPEC 100',
      zipCode: '44100',
      countryId: country!.id,
      stateId: state!.id,
      municipalityId: municipality!.id,
      openTime: '09:00',
      closeTime: '19:00',
    })
    .returning();
  return { country: country!, state: state!, municipality: municipality!, branch: branch! };
}
