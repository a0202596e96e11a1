import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { FirstAdmin } from './first-admin.js';

/**
 * What a person who starts Iris needs, said plainly: where it answers and, on the very first start,
 * the administrator's login. At a terminal it is a block of its own between the log lines; for a log
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
  if (config.logFormat === 'json') {
    log.info(ready);
    if (admin) log.warn(`Administrator created: ${admin.email} / password: ${password}`);
    return;
  }
  const lines = [ready];
  if (admin) lines.push('', `Administrator created: ${admin.email}`, `Password: ${password}`);
  process.stdout.write(`\n${lines.map((line) => (line ? `  ${line}` : '')).join('\n')}\n\n`);
}
