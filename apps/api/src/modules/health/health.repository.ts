import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One round trip: the database answers (a failure is the health check's 5xx). */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
