import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC } from '../lib/access.js';
import { AppError } from '../lib/app-error.js';

/**
 * Serves the built web app (compressed by the compress plugin) and answers every non-API path
 * with index.html so the client router can take over; unknown /api paths get the 404 envelope.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { root: string }) => {
  const hasWeb = existsSync(options.root);
  if (hasWeb) {
    // @fastify/static marks each file route with its root folder (plus a trailing slash): those,
    // and only those, are public.
    app.addHook('onRoute', (route) => {
      const rootPath = (route.config as { rootPath?: unknown } | undefined)?.rootPath;
      if (typeof rootPath === 'string' && rootPath.startsWith(options.root)) {
        route.config = { ...route.config, ...PUBLIC };
      }
    });
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      preCompressed: false,
      setHeaders(res, file) {
        const immutable = file.includes('/assets/');
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isFile = request.url.startsWith('/assets/');
    if (request.url.startsWith('/api') || isFile || !hasWeb || request.method !== 'GET') {
      throw new AppError('not_found');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
