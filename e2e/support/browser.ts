import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/**
 * Debian's Chromium driven by playwright-core, with the flags docs/architecture.md lists. The browser speaks
 * Spanish (es-MX) unless told otherwise: `locale` sets both the page's language and Chromium's.
 * `timezoneId` puts the browser in a zone other than the machine's, as a clinic's own computer
 * is in the clinic's (TIME_ZONE): its "today" is then the clinic's day, whatever the hour in UTC.
 */
export async function openBrowser(
  baseURL: string,
  { locale = 'es-MX', timezoneId }: { locale?: string; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page; close(): Promise<void> }> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'iris-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    baseURL,
    locale,
    ...(timezoneId === undefined ? {} : { timezoneId }),
    viewport: { width: 1366, height: 900 },
    // The app then drops its transitions: axe judges settled colours, not a fade half-way.
    reducedMotion: 'reduce',
    args: [...CHROMIUM_ARGS, `--lang=${locale}`],
  });
  context.setDefaultTimeout(15_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
