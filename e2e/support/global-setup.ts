import { prepareTemplate } from '../../apps/api/src/testing/test-database.js';

/**
 * The embedded database migrated once for the run, as the API suite does: each file's server
 * (support/iris-server.ts) starts from a copy of it, a couple of seconds, instead of migrating a
 * new one, which took 8 to 14 s a file on a loaded machine.
 */
export default async function setup() {
  await prepareTemplate('pglite');
}
