import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accessLog } from '../../db/schema/customers.schema.js';
import { selectFrom, type Row } from '../../lib/table-engine.js';
import { accessLogSource, accessLogWhere } from './access-log.resource.js';

const BATCH = 1000;
export type AccessLogRow = Row<typeof accessLogSource.fields>;

/**
 * The entries the filters match, newest first, a batch at a time (keyset on at and id): a log of
 * millions of rows streams out without being held in memory.
 */
export async function* accessLogEntries(db: Db, filters: Parameters<typeof accessLogWhere>[0]) {
  const where = accessLogWhere(filters);
  let last: { at: Date; id: number } | undefined;
  for (;;) {
    const after = last
      ? or(lt(accessLog.at, last.at), and(eq(accessLog.at, last.at), lt(accessLog.id, last.id)))
      : undefined;
    const rows = (await selectFrom(db, accessLogSource)
      .where(and(...where, after))
      .orderBy(desc(accessLog.at), desc(accessLog.id))
      .limit(BATCH)) as AccessLogRow[];
    yield* rows;
    const tail = rows.at(-1);
    if (rows.length < BATCH || !tail) return;
    last = { at: tail.at, id: tail.id };
  }
}
