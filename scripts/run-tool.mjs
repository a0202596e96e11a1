// `npm run backup` and `npm run restore`: the compiled command of that name (scripts/build.mjs),
// its arguments passed on. Only the server's build is brought up to date first: the web app stays
// as the running Iris serves it, and a server that runs keeps the code it loaded at its start.
import { ensureBuilt } from './build.mjs';

const [tool] = process.argv.splice(2, 1);
if (tool !== 'backup' && tool !== 'restore') {
  console.error('usage: node scripts/run-tool.mjs backup|restore [FILE]');
  process.exit(2);
}
await ensureBuilt({ quiet: true, only: ['server'] });
// Errors point at the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
await import(`../apps/api/dist/${tool}.js`);
