import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { PUBLIC } from '../access.js';
import { AppError } from '../app-error.js';
import { createSigner, type FileStorage } from './file-storage.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorage;
  }
}

/**
 * The files' store: S3 when configured, else the data folder's `files/`. Without a data folder (an
 * app the tests build) a folder of its own, which `onClose` is given to remove with the app.
 */
export function createStorage(config: Config, onClose?: (remove: () => void) => void): FileStorage {
  if (config.s3) return createS3Storage(config.s3, config.jwtSecret);
  if (config.dataDir)
    return createLocalStorage(path.join(config.dataDir, 'files'), config.jwtSecret);
  const root = mkdtempSync(path.join(tmpdir(), 'iris-files-'));
  onClose?.(() => rmSync(root, { recursive: true, force: true }));
  return createLocalStorage(root, config.jwtSecret);
}

/**
 * What a signed URL may serve: product images, branch logos and profile photos. Everything else,
 * a patient's documents above all, is served only by its own route to a user allowed to read it.
 */
const SIGNED_FOLDERS = /^(inventory\/products\/\d+|branch\/\d+\/logo|users\/\d+)\/[\w-]+\.\w+$/;

/** Serves stored files at their signed URL: GET /api/files/<key>?expires=…&signature=… */
export const filesPlugin = fp(
  async (app: FastifyInstance, options: { storage: FileStorage; secret: string }) => {
    app.decorate('files', options.storage);
    const signer = createSigner(options.secret);
    app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
      '/api/files/*',
      { config: PUBLIC, schema: { hide: true } },
      async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature } = request.query;
        if (!signature || !signer.verify(key, Number(expires), signature))
          throw new AppError('unauthorized');
        if (!SIGNED_FOLDERS.test(key)) throw new AppError('not_found');
        const file = await options.storage.get(key).catch(() => undefined);
        if (!file) throw new AppError('not_found');
        return reply
          .type(file.contentType)
          .header('content-length', file.size)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
  },
);
