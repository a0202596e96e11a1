import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';

// The embedded database whatever engine the suite runs on: this is about PGlite's own queue.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
});
afterAll(() => database.close());

describe('the embedded database under many requests', () => {
  it('lets the server read new requests between the queries it has queued', async () => {
    const happened: string[] = [];
    const queries = Array.from({ length: 20 }, (_, i) =>
      database.db.execute(sql`select ${i}::int as n`).then(() => {
        happened.push(`query ${i}`);
        // What a socket's new request does: wait for the event loop to turn.
        if (i === 0) setImmediate(() => happened.push('new request read'));
      }),
    );
    await Promise.all(queries);
    // Read while the 19 queries behind the first were still queued, not once they were all done.
    expect(happened.slice(0, 3)).toContain('new request read');
    expect(happened.filter((event) => event.startsWith('query'))).toEqual(
      Array.from({ length: 20 }, (_, i) => `query ${i}`),
    );
  });
});
