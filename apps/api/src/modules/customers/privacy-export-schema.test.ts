import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { exportedTables } from './privacy-export-sections.js';

/*
 * The access export holds every record of the patient (docs/rules.md, Privacy and accounts). This
 * reads the migrated database, not the code: a table is the patient's when a foreign key leads from
 * it to `customers`, directly or through a parent of theirs (a sale's lines, an invoice's taxes),
 * or when it has a customer_id column at all. A new such table fails here until the export reads
 * it (privacy-export-sections.ts).
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function rows<T extends Record<string, unknown>>(
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return ((await t.database.db.execute<T>(query)) as { rows: T[] }).rows;
}

async function patientTables() {
  const keys = await rows<{ child: string; parent: string }>(sql`
    select c.relname as child, p.relname as parent
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public'`);
  const reached = new Set(['customers']);
  for (let grew = true; grew;) {
    grew = false;
    for (const { child, parent } of keys) {
      if (reached.has(parent) && !reached.has(child)) {
        reached.add(child);
        grew = true;
      }
    }
  }
  const named = await rows<{ table: string }>(sql`
    select table_name as table from information_schema.columns
    where table_schema = 'public' and column_name = 'customer_id'`);
  for (const { table } of named) reached.add(table);
  return reached;
}

describe('the access export and the schema', () => {
  it('reads every table that holds a row of the patient', async () => {
    const tables = await patientTables();
    const exported = exportedTables();
    const missing = [...tables].filter((table) => !exported.has(table)).sort();
    expect(missing, 'tables of the patient the export does not read').toEqual([]);
    // And the walk found what it should: it is not vacuous.
    for (const table of [
      'notes',
      'note_documents',
      'shopping_details',
      'invoice_taxes',
      'whatsapp_messages',
    ]) {
      expect(tables.has(table), table).toBe(true);
    }
  });

  it('reads nothing that is not the patient’s', async () => {
    const tables = await patientTables();
    expect([...exportedTables()].filter((table) => !tables.has(table))).toEqual([]);
  });
});
