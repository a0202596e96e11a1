import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { installZodMessages } from '@iris/domain/i18n/zod-messages';
import { bodyValidatorCompiler } from './lib/recipe/absent-optionals.js';
import { createBackground, type Background } from './lib/background.js';
import { createJobs, type Jobs } from './lib/jobs/jobs.js';
import type { FileStorage } from './lib/files/file-storage.js';
import { MAX_UPLOAD_BYTES } from './lib/files/upload.js';
import { createStorage, filesPlugin } from './lib/files/files.plugin.js';
import { OneLinePerRequest } from './lib/logging.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { stamperFrom } from './modules/invoicing/stamping/stamper-from.js';
import type { Stamper } from './modules/invoicing/stamping/stamper.js';
import { registerResource } from './lib/recipe/crud.routes.js';
import { API_MODULES } from './modules/api-modules.js';
import { authPlugin } from './plugins/auth.plugin.js';
import { docsPlugin } from './plugins/docs.plugin.js';
import { envelopePlugin, frameworkError } from './plugins/envelope.plugin.js';
import { securityHeadersPlugin } from './plugins/security-headers.plugin.js';
import { textGuardPlugin } from './plugins/text-guard.plugin.js';
import { inlineScriptSources, webPlugin } from './plugins/web.plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Database['engine'];
    mailer: Mailer;
    config: Config;
    background: Background;
    jobs: Jobs;
    /** The PAC of the configuration, or the built-in test stamper (docs/operations.md). */
    stamper: Stamper;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  stamper?: Stamper;
  files?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

const JSON_BODY_LIMIT = 1024 * 1024;
/** A client's X-Request-Id is kept only when it is a short token that cannot forge a log line. */
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;
/** Uploads are one file; a few short fields at most (docs/rules.md, Uploads). */
const MULTIPART_LIMITS = {
  fields: 10,
  fieldSize: 10 * 1024,
  fieldNameSize: 100,
  files: 1,
  parts: 11,
  headerPairs: 100,
  fileSize: MAX_UPLOAD_BYTES,
};

installZodMessages();

function zodCompilersOnly(): never {
  throw new Error('routes validate and serialize with the zod compilers set in buildApp');
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: false,
    genReqId: (raw) => {
      const given = raw.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    // X-Forwarded-For counts only from the proxies TRUST_PROXY names (docs/rules.md, Accounts).
    trustProxy: config.trustProxy,
    frameworkErrors: frameworkError,
    // Naming compilers here keeps Fastify from loading its own JSON-schema ones (ajv,
    // fast-json-stringify: a fifth of the server's start); the zod ones set below replace them
    // before any route is compiled.
    schemaController: {
      compilersFactory: { buildValidator: zodCompilersOnly, buildSerializer: zodCompilersOnly },
    },
  });
  app.setValidatorCompiler(bodyValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A module built on another takes part in what that one does through the hooks it declares
  // (lib/module-hooks.ts), so that modules import one way: a sale's cancel cancels its lab
  // orders, a prescription sent to a laboratory is read-only, a new customer books an appointment.
  for (const module of API_MODULES) for (const register of module.hooks) register();
  app.decorate('db', database.db);
  // SQLSTATE only: a server's message may name the database or the user.
  database.onConnectionLost((error) =>
    app.log.warn({ code: error.code }, 'database connection lost; the next query opens a new one'),
  );
  app.decorate('dbEngine', database.engine);
  app.decorate('config', config);
  app.decorate('background', createBackground(app.log));
  app.addHook('onClose', () => app.background.drain());
  // The queue starts on a migrated database once every module has registered its jobs. Closing
  // stops it taking jobs at once, lets the running ones end while requests drain, and waits for
  // them before the database closes; one still running past the limit is retried by the next start.
  app.decorate(
    'jobs',
    createJobs({
      database,
      log: app.log,
      pollSeconds: config.jobsPollSeconds,
      cron: config.clock,
    }),
  );
  for (const module of API_MODULES) for (const register of module.jobs) register(app);
  app.addHook('onReady', () => app.jobs.start());
  app.addHook('preClose', async () => {
    void app.jobs.stop().catch(() => undefined);
  });
  app.addHook('onClose', () => app.jobs.stop());
  app.decorate(
    'mailer',
    options.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: config.dataDir ? path.join(config.dataDir, 'outbox') : null,
        log: app.log,
      }),
  );
  app.decorate('stamper', options.stamper ?? stamperFrom(config));
  // The SMTP connections close once nothing can send any more: jobs stopped, background drained.
  app.addHook('onClose', async () => {
    await Promise.all([app.jobs.stop(), app.background.drain()]);
    app.mailer.close();
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // HSTS and upgrade-insecure-requests only for an https PUBLIC_URL: a clinic's plain-HTTP LAN
  // install must keep working.
  const https = config.publicUrl.startsWith('https://');
  await app.register(securityHeadersPlugin, {
    hsts: https,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: https ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(envelopePlugin);
  await app.register(textGuardPlugin);
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    expiresIn: config.jwtExpiresIn,
    idleMs: config.sessionIdleMs,
    mfaRequired: config.mfaRequired,
  });
  await app.register(docsPlugin);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await app.register(filesPlugin, {
    storage:
      options.files ??
      createStorage(config, (remove) => app.addHook('onClose', async () => remove())),
    secret: config.jwtSecret,
  });

  await app.register(
    async (api) => {
      // Each module's resources (the recipe's routes), then the routes it writes by hand.
      for (const module of API_MODULES) {
        for (const resource of Object.values(module.resources)) registerResource(api, resource);
        for (const routes of module.routes) await api.register(routes);
      }
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root: config.webDist });
  return app;
}
