import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.js';
import { createS3Storage } from './s3-storage.js';

// s3rver is an S3-compatible server on loopback: the real SDK speaks real S3 HTTP to it.
let server: S3rver;
let directory: string;
let storage: FileStorage;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'iris-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'iris-files', configs: [] }],
  });
  const address = await server.run();
  storage = createS3Storage(
    {
      endpoint: `http://127.0.0.1:${address.port}`,
      region: 'us-east-1',
      bucket: 'iris-files',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    'secret',
  );
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('puts, reads back with its content type, and removes a file', async () => {
    const key = 'branch/1/customer/2/receta.pdf';
    await storage.put(key, Buffer.from('%PDF-1.4 receta'), 'application/pdf');
    const stored = await storage.get(key);
    expect(stored?.contentType).toBe('application/pdf');
    expect(await text(stored!.body)).toBe('%PDF-1.4 receta');
    expect(storage.url(key)).toMatch(
      /^\/api\/files\/branch\/1\/customer\/2\/receta\.pdf\?expires=\d+&signature=/,
    );
    await storage.remove(key);
    expect(await storage.get(key)).toBeUndefined();
  });
});
