import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// A built web app as scripts/build.mjs leaves it: an index.html with the boot script inline, and
// each file beside its brotli and gzip copies.
const BOOT = 'window.booted = true;';
const INDEX = `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`;
const APP_JS = `export const page = "${'inicio '.repeat(400)}";\n`;

let web: string;
let t: TestApp;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'iris-web-'));
  mkdirSync(path.join(web, 'assets'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['assets/app.js', APP_JS],
  ] as const) {
    writeFileSync(path.join(web, file), text);
    writeFileSync(path.join(web, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(web, `${file}.gz`), gzipSync(text));
  }
  t = await startTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('the web app as the server sends it', () => {
  it('sends the copy compressed at build time to a browser that accepts it', async () => {
    const br = await get('/assets/app.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    // The very bytes the build wrote, not a compression made for this request.
    expect(br.rawPayload.equals(readFileSync(path.join(web, 'assets/app.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(path.join(web, 'assets/app.js.gz')))).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('answers index.html, compressed, for a page of the client router', async () => {
    const response = await get('/customers/index/MQ', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    for (const url of ['/assets/app.js.br', '/assets/app.js.gz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ result: false, codeError: 'not_found' });
    }
  });

  it('lets the boot script run by its hash, and no other inline script', async () => {
    const policy = String((await get('/', 'identity')).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
