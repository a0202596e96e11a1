import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { FirstAdmin } from './first-admin.js';

/** What happened to the administrator's account, in the banner's words. */
function adminLines(admin: FirstAdmin): { title: string; note: string | undefined } {
  return admin.outcome === 'restored'
    ? {
        title: `Administrator restored: ${admin.email}`,
        note: 'No administrator was enabled: this existing account is one again, its earlier sessions ended.',
      }
    : { title: `Administrator created: ${admin.email}`, note: undefined };
}

/**
 * What a person who starts Iris needs, said plainly: where it answers and, on a start that found no
 * enabled administrator (the very first, or after `seed:demo` wrote only its staff), the
 * administrator's login. At a terminal it is a block of its own between the log lines; for a log
 * collector, log events (the generated password included: it is handed out this once either way).
 */
export function announceReady(
  log: FastifyBaseLogger,
  config: Pick<Config, 'publicUrl' | 'logFormat'>,
  engine: string,
  admin: FirstAdmin | null,
) {
  const ready = `Iris is ready at ${config.publicUrl} (database: ${engine})`;
  const password = admin?.generatedPassword
    ? `${admin.generatedPassword}  (shown only this once: change it after logging in)`
    : 'the one ADMIN_PASSWORD gives';
  const about = admin && adminLines(admin);
  if (config.logFormat === 'json') {
    log.info(ready);
    if (about) {
      log.warn(`${about.title} / password: ${password}${about.note ? ` / ${about.note}` : ''}`);
    }
    return;
  }
  const lines = [ready];
  if (about) {
    lines.push('', about.title, `Password: ${password}`);
    if (about.note) lines.push(about.note);
  }
  process.stdout.write(`\n${lines.map((line) => (line ? `  ${line}` : '')).join('\n')}\n\n`);
}
