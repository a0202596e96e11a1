import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TableQuery } from '@iris/domain/common/table';
import type { BlockedCustomer } from '@iris/domain/customers/customer-privacy.schemas';
import type { Db } from '../../db/client.js';
import { customers } from '../../db/schema/customers.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { personNameSql } from '../../lib/person-name.js';

/**
 * The blocked patients, the latest blocked first, for super_admin (the privacy officer) to find one
 * to anonymise: every other list leaves them out. Few beside the patients (cancelaciones are
 * rare), searched on the same folded text as the patients' table.
 */
export async function blockedPage(db: Db, query: TableQuery<{ branchId?: number | undefined }>) {
  const search = query.filters.search?.trim();
  const where = and(
    isNotNull(customers.blockedAt),
    query.filters.branchId === undefined
      ? undefined
      : eq(customers.branchId, query.filters.branchId),
    search ? sql`${customers.searchDoc} like '%' || iris_fold(${search}) || '%'` : undefined,
  );
  const rows = await db
    .select({
      id: customers.id,
      name: personNameSql(customers),
      branchId: branches.id,
      branchName: branches.name,
      blockedAt: customers.blockedAt,
      anonymizedAt: customers.anonymizedAt,
    })
    .from(customers)
    .innerJoin(branches, eq(branches.id, customers.branchId))
    .where(where)
    .orderBy(desc(customers.blockedAt), desc(customers.id))
    .limit(query.rowsPerPage)
    .offset((query.page - 1) * query.rowsPerPage);
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  const items: BlockedCustomer[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    branch: { id: row.branchId, name: row.branchName },
    blockedAt: (row.blockedAt ?? new Date(0)).toISOString(),
    anonymizedAt: row.anonymizedAt?.toISOString() ?? null,
  }));
  return {
    items,
    current: query.page,
    limit: query.rowsPerPage,
    total_items: total?.n ?? 0,
    total_estimated: false,
    sortBy: 'blockedAt',
    descending: true,
  };
}
