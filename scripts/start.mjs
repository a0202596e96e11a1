// `npm start`: builds the web app if it is missing, then runs the API (which applies the
// migrations and creates the first administrator) in this same process, so it stops by PID.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!existsSync(`${root}/apps/web/dist/index.html`)) {
  console.log('Construyendo la aplicación web (sólo la primera vez)…');
  execSync('npm run build -w @iris/web', { cwd: root, stdio: 'inherit' });
}
register();
await import('../apps/api/src/server.ts');
