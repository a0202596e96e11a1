import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import { createSigner } from './file-storage.js';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/** Files under DATA_DIR/files, served back by the API at signed, expiring URLs. */
export function createLocalStorage(root: string, secret: string): FileStorage {
  const signer = createSigner(secret);
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('key outside the storage');
    return full;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      const file = resolve(key);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return {
        body: createReadStream(file),
        size: info.size,
        contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => signer.url(key),
  };
}
