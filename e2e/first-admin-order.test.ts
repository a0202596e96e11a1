import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  callIris,
  logInTo,
  ROOT,
  startIris,
  stopAllIris,
  stopIris,
  type IrisProcess,
} from './support/iris-process.js';

/*
 * The README's two orders for someone who wants to click around: `npm run seed:demo` before the
 * first `npm start`, or after it. Either way the administrator whose password the start printed
 * logs in, and so do the demo staff.
 */
const ADMIN_EMAIL = 'admin@iris.local';
const dirs: string[] = [];

afterAll(async () => {
  await stopAllIris();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'iris-first-admin-'));
  dirs.push(dir);
  return dir;
}

/** `npm run seed:demo` on that DATA_DIR, as a person runs it; Iris is not running meanwhile. */
async function seedDemo(dataDir: string) {
  // The embedded database in DATA_DIR, whatever DATABASE_URL this shell has.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL'),
  );
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'seed:demo'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir },
  });
  expect(stdout).toContain('Datos de demostración listos');
}

/** The password the start printed for the administrator it created (one JSON log line). */
function printedPassword(iris: IrisProcess) {
  const found = /Administrator created: admin@iris\.local \/ password: (\S+)/.exec(iris.output());
  expect(found, iris.output()).not.toBeNull();
  return found![1]!;
}

async function profileRoles(iris: IrisProcess, email: string, password: string) {
  const profile = await callIris<{ data: { roles: string[] } }>(iris, 'POST', '/api/auth/profile', {
    token: await logInTo(iris, email, password),
  });
  return profile.body.data.data.roles;
}

// Two starts of Iris and a seed in one test: more than the project's 90 s on a loaded machine.
describe('the first administrator and the demo data, in either order', { timeout: 180_000 }, () => {
  it('seed:demo, then the first npm start: the start creates the administrator', async () => {
    const dataDir = newDataDir();
    await seedDemo(dataDir);
    const iris = await startIris({ dataDir });
    const password = printedPassword(iris);
    expect(await profileRoles(iris, ADMIN_EMAIL, password)).toEqual(['super_admin']);
    expect(await profileRoles(iris, 'recepcion@iris.local', 'Demo1234')).toEqual(['receptionist']);
    expect(await stopIris(iris)).toBe(0);
  });

  it('the first npm start, then seed:demo: the administrator it created still logs in', async () => {
    const dataDir = newDataDir();
    let iris = await startIris({ dataDir });
    const password = printedPassword(iris);
    expect(await stopIris(iris)).toBe(0);

    await seedDemo(dataDir);
    iris = await startIris({ dataDir });
    expect(iris.output()).not.toContain('Administrator');
    expect(await profileRoles(iris, ADMIN_EMAIL, password)).toEqual(['super_admin']);
    expect(await profileRoles(iris, 'doctora@iris.local', 'Demo1234')).toEqual(['doctor']);
    expect(await stopIris(iris)).toBe(0);
  });
});
