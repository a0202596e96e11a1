// `npm run bench:lighthouse`: Lighthouse alone (bench/lighthouse.ts) against a server started as
// `npm start` runs it, on a new DATA_DIR. Writes bench/results/lighthouse.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lighthouseLines, measureLighthouse } from './lighthouse.js';
import { ROOT, startServer, stopServer } from './server.js';
import { login } from './table-load.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-bench-lighthouse-'));
const server = await startServer({ dataDir });
try {
  const scores = await measureLighthouse(server.baseUrl, await login(server.baseUrl));
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
