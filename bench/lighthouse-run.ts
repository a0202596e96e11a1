// `npm run bench:lighthouse`: Lighthouse alone (bench/lighthouse.ts) against a server started as
// `npm start` runs it, on a new DATA_DIR filled with the demo data (`npm run seed:demo`), so that
// the dashboard is scored with its tiles and charts full: the administrator's (every branch) and
// a receptionist's (her branch). Writes bench/results/lighthouse.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logInTo } from '../e2e/support/iris-process.js';
import { lighthouseLines, measureLighthouse } from './lighthouse.js';
import { ROOT, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-lighthouse-'));
// The embedded database is one process's: seeded before the server opens it.
execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/seed/seed-demo.ts'], {
  cwd: ROOT,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'ignore',
});
const server = await startServer({ dataDir });
try {
  const receptionist = await logInTo(server, 'recepcion@iris.local', 'Demo1234');
  const scores = await measureLighthouse(server.baseUrl, await login(server.baseUrl), [
    { name: 'recepcionista', token: receptionist },
  ]);
  if (!scores) throw new Error('Chromium is not installed');
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), scores }, null, 2)}\n`,
  );
  console.log(lighthouseLines(scores).join('\n'));
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
