import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/api/src/**/*.test.ts'],
    globalSetup: ['apps/api/src/testing/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files of a worker can share the
    // imported modules: evaluating the app's module graph again per file was a third of the time.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Every core (vitest's default leaves one idle: a single worker on a 2-core machine). Much of
    // an API test's time is the database server's, in another process.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      apiProject('pglite'),
      // The same API suite on a PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // Iris's workers and replicas run on PostgreSQL only: those tests need a server given.
          exclude: process.env.TEST_DATABASE_URL
            ? []
            : [
                'e2e/workers.test.ts',
                'e2e/replicas-migrate.test.ts',
                'e2e/faults-replicas.test.ts',
                'e2e/replicas.test.ts',
              ],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // `npm test` runs these after the other suites; a loaded machine still gets patience.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
