/**
 * The row an `INSERT … RETURNING` wrote. PostgreSQL answers one row per inserted row or raises,
 * so an empty answer is a broken invariant (a 500), never the caller's mistake.
 */
export function insertedRow<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('INSERT … RETURNING answered no row');
  return row;
}
