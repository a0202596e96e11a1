import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const CHEAP_HASHES = 'apps/api/src/testing/cheap-hashes.ts';

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    include: ['apps/api/src/**/*.test.ts'],
    globalSetup: ['apps/api/src/testing/global-setup.ts'],
    // Passwords hashed at a test's cost, not production's (lib/passwords.test.ts pins that one).
    setupFiles: [CHEAP_HASHES],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so files of a worker can share the
    // imported modules: evaluating the app's module graph again per file was a third of the time.
    isolate: false,
  },
});

/** The tests that start Iris as `npm start` does, as processes, and time, stop or kill them. */
const PROCESS_TESTS = [
  'e2e/backup-restore.test.ts',
  'e2e/faults.test.ts',
  'e2e/faults-replicas.test.ts',
  'e2e/first-admin-order.test.ts',
  'e2e/graceful-stop.test.ts',
  'e2e/replicas.test.ts',
  'e2e/replicas-documents.test.ts',
  'e2e/replicas-migrate.test.ts',
  'e2e/start-rebuilds.test.ts',
  'e2e/workers.test.ts',
];
const POSTGRES_ONLY = [
  'e2e/faults-replicas.test.ts',
  'e2e/replicas.test.ts',
  'e2e/replicas-documents.test.ts',
  'e2e/replicas-migrate.test.ts',
  'e2e/workers.test.ts',
];
const E2E = {
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // `npm test` runs these after the other suites; a loaded machine still gets patience.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    // Every core (vitest's default leaves one idle: a single worker on a 2-core machine). Much of
    // an API test's time is the database server's, in another process.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The lint rules of the house (scripts/eslint), on small trees of their own.
      { test: { name: 'lint-rules', include: ['scripts/**/*.test.js'] } },
      apiProject('pglite'),
      // The same API suite on a PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      'apps/web/vitest.config.ts',
      {
        test: {
          ...E2E,
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          exclude: PROCESS_TESTS,
          // Each file's server starts from a copy of the database migrated once for the run, and
          // its users' passwords are hashed at a test's cost; the process tests run Iris as it is.
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: [CHEAP_HASHES],
          // Four browser files at once, each with its own server and Chromium: a file spends most
          // of its time waiting on a page: the 23 files use about 200 s of CPU whether two or four
          // run at once, and on two busy cores took 388 s at two, 250 s at four.
          fileParallelism: true,
          maxWorkers: 4,
        },
      },
      {
        test: {
          ...E2E,
          name: 'e2e-process',
          // Iris's workers and replicas run on PostgreSQL only: those tests need a server given.
          include: PROCESS_TESTS.filter(
            (file) => process.env.TEST_DATABASE_URL || !POSTGRES_ONLY.includes(file),
          ),
          // One at a time and after the browser files: they time starts, stops and kills.
          fileParallelism: false,
        },
      },
    ],
  },
});
