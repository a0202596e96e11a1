// A physical inventory of 5,000 lines (the generator's NUEVO count in the first storage):
// executed through the API as a person would (PUT movements/executed), beside the time the
// database takes for the same updates written by hand in one statement.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client.js';
import { STOCK } from './generate.js';
import { drained } from './table-load.js';

class RolledBack extends Error {}

/** The median of three runs of the hand-written update, each rolled back. */
export async function countSqlMs(db: Db): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    let elapsed = 0;
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        await tx.execute(sql`
          update stock as s set qty = d.qty, updated_at = now()
          from movement_details as d
          where d.movement_id = 1 and s.storage_id = ${STOCK.storageId}
            and s.product_id = d.product_id`);
        elapsed = performance.now() - started;
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    runs.push(elapsed);
  }
  return Math.round(runs.sort((a, b) => a - b)[1]! * 10) / 10;
}

/** Executes the count once through the API; answers its time (ms). */
export async function executeCountMs(baseUrl: string, token: string): Promise<number> {
  await drained(baseUrl);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/movements/executed`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: 1 }),
  });
  const elapsed = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`the count was not executed (${response.status}): ${await response.text()}`);
  }
  return Math.round(elapsed);
}
