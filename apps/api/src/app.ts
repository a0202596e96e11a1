import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { FileStorage } from './lib/files/file-storage.js';
import { createStorage, filesPlugin } from './lib/files/files.plugin.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { authPlugin } from './plugins/auth.plugin.js';
import { docsPlugin } from './plugins/docs.plugin.js';
import { envelopePlugin } from './plugins/envelope.plugin.js';
import { webPlugin } from './plugins/web.plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Database['engine'];
    mailer: Mailer;
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  files?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

const JSON_BODY_LIMIT = 1024 * 1024;

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.decorate('config', config);
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn });
  await app.register(docsPlugin);
  await app.register(multipart);
  await app.register(filesPlugin, {
    storage: options.files ?? createStorage(config),
    secret: config.jwtSecret,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(catalogueRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { root: config.webDist });
  return app;
}
