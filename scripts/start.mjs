// `npm start`: brings the build up to date (scripts/build.mjs rebuilds whatever changed since it
// was built, e.g. after a `git pull`), then runs the compiled API in this same process, so that it
// stops by PID and SIGTERM reaches the server itself.
import { ensureBuilt } from './build.mjs';

await ensureBuilt({ quiet: true });
// Errors in the log point at the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);
await import('../apps/api/dist/server.js');
