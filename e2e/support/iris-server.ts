import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app.js';
import { ensureFirstAdmin } from '../../apps/api/src/bootstrap/first-admin.js';
import { loadConfig, type Config } from '../../apps/api/src/config.js';
import { startSmtpSink } from '../../apps/api/src/testing/smtp-sink.js';
import { openTestDatabase } from '../../apps/api/src/testing/test-database.js';

export const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };

/**
 * The real server (built web app, API, PGlite in memory) and a real SMTP server on loopback. Its
 * database is a copy of the one migrated once for the run (support/global-setup.ts); starting
 * checks the migrations as a server's start does. `overrides` over its configuration (the WhatsApp
 * channel on a fake).
 */
export async function startIrisServer(overrides: Partial<Config> = {}) {
  const smtp = await startSmtpSink();
  const database = await openTestDatabase('pglite');
  await database.migrate();
  // Reminders go out when a test asks (Enviar pendientes ahora), not at the schedule's hour.
  const config = {
    ...loadConfig({}),
    dataDir: null,
    smtpUrl: smtp.url,
    jwtSecret: 'e2e-secret',
    remindersAt: null,
    clock: false,
    // The administrator signs in with a password alone, but in the two-factor test
    // (e2e/two-factor.test.ts), which runs with the default that requires it of super_admin.
    mfaRequired: [],
    ...overrides,
  };
  const app = await buildApp({ config, database });
  await ensureFirstAdmin(app.db, { email: ADMIN.email, password: ADMIN.password });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Links in e-mails must point at this server.
  app.config.publicUrl = url;
  return {
    app,
    url,
    smtp,
    db: database.db,
    async close() {
      await app.close();
      await Promise.all([database.close(), smtp.close()]);
    },
  };
}
