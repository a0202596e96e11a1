import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from './support/browser.js';
import {
  ROOT,
  startIris,
  stopAllIris,
  stopIris,
  type IrisProcess,
} from './support/iris-process.js';

/*
 * After a `git pull`, `npm start` must serve the web app of the new sources, never the build it
 * made before. A checkout of its own (this one's files, its installed packages linked) is changed
 * the way a pull changes it, and started again.
 */
const checkout = mkdtempSync(path.join(tmpdir(), 'iris-checkout-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-rebuild-'));
const LOCALE = 'apps/web/src/lib/locales/ui-es.ts';

beforeAll(() => {
  const entries = ['apps', 'packages', 'scripts', 'package.json', 'package-lock.json'];
  for (const entry of [...entries, 'tsconfig.base.json', 'tsconfig.json']) {
    cpSync(path.join(ROOT, entry), path.join(checkout, entry), {
      recursive: true,
      filter: (source) => path.basename(source) !== 'node_modules',
    });
  }
  for (const modules of ['node_modules', 'apps/web/node_modules', 'apps/api/node_modules']) {
    if (existsSync(path.join(ROOT, modules))) {
      symlinkSync(path.join(ROOT, modules), path.join(checkout, modules));
    }
  }
  // Up to date before the test: whatever the copied outputs lacked is built now.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: checkout, stdio: 'ignore' });
});
afterAll(async () => {
  await stopAllIris();
  rmSync(checkout, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function loginButtonSays(running: IrisProcess, text: string) {
  const browser = await openBrowser(running.baseUrl);
  try {
    await browser.page.goto('/login');
    await browser.page.getByRole('button', { name: text, exact: true }).waitFor();
  } finally {
    await browser.close();
  }
}

describe('npm start after the sources changed', () => {
  it('builds nothing when nothing changed, and rebuilds and serves a changed web app', async () => {
    let iris = await startIris({ dataDir, root: checkout });
    expect(iris.output()).not.toContain('Building');
    await loginButtonSays(iris, 'Ingresar');
    expect(await stopIris(iris)).toBe(0);

    // What a pull that renames the login button brings.
    const locale = path.join(checkout, LOCALE);
    const source = readFileSync(locale, 'utf8');
    expect(source).toContain("loginButton: 'Ingresar'");
    writeFileSync(locale, source.replace("loginButton: 'Ingresar'", "loginButton: 'Entrar'"));

    iris = await startIris({ dataDir, root: checkout });
    expect(iris.output()).toContain('Building the web app');
    expect(iris.output()).not.toContain('Building the server');
    await loginButtonSays(iris, 'Entrar');
    expect(await stopIris(iris)).toBe(0);
  });
});
