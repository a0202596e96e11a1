import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './test-database.js';

/** Migrates once per run and engine; every test file then starts from a copy (docs/architecture.md, Testing). */
export default async function setup(project: TestProject) {
  await prepareTemplate(project.name === 'api-postgres' ? 'postgres' : 'pglite');
}
