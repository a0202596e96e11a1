import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC } from '../lib/access.js';
import { AppError } from '../lib/app-error.js';

/**
 * The Content-Security-Policy sources of index.html's inline scripts (its boot script: see the web
 * app's boot-session.ts), by their hashes: that text may run, and no other inline script.
 */
export function inlineScriptSources(root: string): string[] {
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );
}

/**
 * Serves the built web app and answers every non-API path with index.html so the client router
 * can take over; unknown /api paths get the 404 envelope. The build wrote a brotli and a gzip copy
 * beside each file (scripts/build.mjs): those are sent as they are, to whoever accepts them.
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
      preCompressed: true,
      // The compressed copies are ways of sending a file, not files of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
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
