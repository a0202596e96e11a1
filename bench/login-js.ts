// Gzip size of the JavaScript the /login page loads, measured in Debian's Chromium. The figure is
// gzipSync of each body (default level), so it does not depend on what the server compresses.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';

export interface ScriptFile {
  url: string;
  rawBytes: number;
  gzipBytes: number;
  /** Body bytes that went over the wire (compressed when the server sent content-encoding). */
  wireBytes: number;
  encoding: string | null;
}

export interface LoginJs {
  gzipKb: number;
  /** Sum of wireBytes; equals the raw size when nothing was compressed. */
  wireKb: number;
  compressedFiles: number;
  files: ScriptFile[];
}

async function describe(response: Response): Promise<ScriptFile> {
  const body = await response.body();
  const encoding = await response.headerValue('content-encoding');
  const sizes = await response.request().sizes();
  return {
    url: new URL(response.url()).pathname,
    rawBytes: body.length,
    gzipBytes: gzipSync(body).length,
    wireBytes: sizes.responseBodySize,
    encoding,
  };
}

/** null when Chromium is not installed. */
export async function measureLoginJs(baseUrl: string): Promise<LoginJs | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<ScriptFile>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') pending.push(describe(response));
    });
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return {
      gzipKb: kb(files.reduce((sum, file) => sum + file.gzipBytes, 0)),
      wireKb: kb(files.reduce((sum, file) => sum + file.wireBytes, 0)),
      compressedFiles: files.filter((file) => file.encoding === 'gzip' || file.encoding === 'br')
        .length,
      files,
    };
  } finally {
    await browser.close();
  }
}
