import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { setColumn } from '../recipe/crud.repository.js';
import type { AnyResource } from '../recipe/resource.js';
import { findVisible } from '../recipe/resource-scope.js';
import type { FileSlot } from './replace-file.js';

/** The file a record names in one of its columns (a product's document, a branch's logo). */
export function recordFileSlot(resource: AnyResource, id: number, column: PgColumn): FileSlot {
  return {
    async lock(tx) {
      await findVisible(tx, resource, id, { lock: true });
      const [row] = (await tx.db
        .select({ key: column })
        .from(resource.table)
        .where(eq(resource.id, id))) as { key: string | null }[];
      return row?.key ?? null;
    },
    point: (tx, key) => setColumn(tx, resource, id, column, key),
  };
}
