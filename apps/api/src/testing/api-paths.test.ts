import { expect, test } from 'vitest';
import { generateApiPaths, readCommittedApiPaths } from './api-paths.generator.js';

test('the web client types (api-paths.gen.ts) are those of the routes as they are now', async () => {
  const [generated, committed] = await Promise.all([generateApiPaths(), readCommittedApiPaths()]);
  expect(
    committed === generated,
    'apps/web/src/generated/api-paths.gen.ts is stale: run `npm run api:types` and commit it',
  ).toBe(true);
  // The document describes every route the web calls, each with its envelope.
  expect(generated).toContain('"/api/auth/login": {');
  expect(generated).toContain('"/api/customers/get/{id}": {');
});
