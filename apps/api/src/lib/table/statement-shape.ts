import {
  Column,
  is,
  isSQLWrapper,
  Name,
  Param,
  Placeholder,
  SQL,
  sql,
  StringChunk,
  Table,
  type SQLChunk,
} from 'drizzle-orm';
import { runNamed, statementName, type Preparable } from '../../db/named-statement.js';

/*
 * A condition's shape: its SQL text with a slot for each value, told apart without rendering it.
 * Two conditions of one shape render the same text, so a statement built once for the shape,
 * with a placeholder in each slot, answers both with their own values (table-engine.ts).
 */

export interface Shape {
  /** Equal keys render equal SQL text. */
  key: string;
  /** The driver's values of the slots, in the order the walk meets them (v0, v1, …). */
  values: unknown[];
}

/** Tables and columns are told apart by identity: one object always renders one name. */
const identities = new WeakMap<object, number>();
let lastIdentity = 0;
function identityOf(object: object): number {
  let identity = identities.get(object);
  if (identity === undefined) {
    identity = ++lastIdentity;
    identities.set(object, identity);
  }
  return identity;
}

const UNSUPPORTED = Symbol('unsupported');

interface Walk {
  parts: (string | number)[];
  values: unknown[];
  /** Rebuild the chunk with a placeholder in each slot (only when a shape is first met). */
  rebuild: boolean;
}

/**
 * Mirrors drizzle's rendering (SQL.buildQueryFromSourceParams) for what a condition holds: text,
 * names, tables, columns, nested SQL, lists, wrappers and values. Anything else (inlined
 * values, placeholders, aliases, subqueries) is UNSUPPORTED, and the caller renders as before.
 */
function visit(chunk: unknown, walk: Walk): unknown {
  if (chunk === undefined) return chunk;
  if (is(chunk, StringChunk)) {
    walk.parts.push('s', ...chunk.value);
    return chunk;
  }
  if (is(chunk, Name)) {
    walk.parts.push('n', chunk.value);
    return chunk;
  }
  if (is(chunk, Table) || is(chunk, Column)) {
    walk.parts.push('i', identityOf(chunk));
    return chunk;
  }
  if (Array.isArray(chunk)) {
    walk.parts.push('(', chunk.length);
    return visitAll(chunk, walk) ?? UNSUPPORTED;
  }
  if (is(chunk, SQL)) {
    // Set by sql.inlineParams(): values written into the text, which a shape cannot bind.
    if (chunk['shouldInlineParams']) return UNSUPPORTED;
    walk.parts.push('{');
    const chunks = visitAll(chunk.queryChunks, walk);
    walk.parts.push('}');
    if (!chunks) return UNSUPPORTED;
    return walk.rebuild ? new SQL(chunks as SQLChunk[]) : chunk;
  }
  if (is(chunk, Param)) {
    if (is(chunk.value, Placeholder)) return UNSUPPORTED;
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    return is(mapped, SQL) ? UNSUPPORTED : slot(mapped, walk);
  }
  if (is(chunk, Placeholder) || is(chunk, SQL.Aliased)) return UNSUPPORTED;
  if (isSQLWrapper(chunk)) return UNSUPPORTED;
  // An enum renders as its name, and any other object is no value drizzle would bind.
  if (typeof chunk === 'function') return UNSUPPORTED;
  if (typeof chunk === 'object' && chunk !== null && !(chunk instanceof Date)) return UNSUPPORTED;
  return slot(chunk, walk);
}

/** The chunks visited in order (rebuilt when asked), or undefined when one is unsupported. */
function visitAll(chunks: unknown[], walk: Walk): unknown[] | undefined {
  const rebuilt: unknown[] = [];
  for (const chunk of chunks) {
    const visited = visit(chunk, walk);
    if (visited === UNSUPPORTED) return undefined;
    if (walk.rebuild) rebuilt.push(visited);
  }
  return walk.rebuild ? rebuilt : chunks;
}

function slot(value: unknown, walk: Walk): unknown {
  const name = `v${walk.values.length}`;
  walk.values.push(value);
  walk.parts.push('?');
  return walk.rebuild ? sql.placeholder(name) : value;
}

/** The shape of a condition (none: the empty shape), or undefined when it cannot be told. */
export function shapeOf(condition: SQL | undefined): Shape | undefined {
  const walk: Walk = { parts: [], values: [], rebuild: false };
  if (visit(condition, walk) === UNSUPPORTED) return undefined;
  return { key: walk.parts.join('\u0000'), values: walk.values };
}

/** The condition with a placeholder v0, v1, … in each of its shape's slots. */
export function withPlaceholders(condition: SQL | undefined): SQL | undefined {
  const rebuilt = visit(condition, { parts: [], values: [], rebuild: true });
  if (rebuilt === UNSUPPORTED) throw new Error('withPlaceholders: a condition with no shape');
  return rebuilt as SQL | undefined;
}

/** The values of a shape's slots, by placeholder name. */
export function slotValues(shape: Shape): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  shape.values.forEach((value, index) => {
    values[`v${index}`] = value;
  });
  return values;
}

type Prepared<T> = ReturnType<Preparable<T>['prepare']>;

/** Shapes kept per owner (a table): past this many, it starts again (a leak never grows). */
const MAX_SHAPES = 256;
const statements = new WeakMap<object, WeakMap<object, Map<string, Prepared<unknown>>>>();

/**
 * The statement of one shape of an owner's query on a database, built, rendered and named the
 * first time only (`build` puts placeholders where the shape has slots); each call then binds
 * its values to it instead of building and rendering the query again.
 */
export function shapedStatement<T>(
  db: object,
  owner: object,
  key: string,
  build: () => Preparable<T>,
): Prepared<T> {
  let owners = statements.get(db);
  if (!owners) statements.set(db, (owners = new WeakMap<object, Map<string, Prepared<unknown>>>()));
  let shapes = owners.get(owner);
  if (!shapes) owners.set(owner, (shapes = new Map<string, Prepared<unknown>>()));
  let statement = shapes.get(key);
  if (!statement) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    const query = build();
    statement = query.prepare(statementName(query.toSQL().sql));
    shapes.set(key, statement);
  }
  return statement as Prepared<T>;
}

/** Values outside the condition, or placeholders of their names. */
type Bound<E> = { [K in keyof E]: E[K] | Placeholder };

/**
 * Runs a query built over a condition (a table's page, its totals). A search runs unnamed: a
 * named statement's generic plan cannot see its words, folds them row by row and walks the table
 * instead of the trigram index. A condition with a shape runs its shape's statement, per owner,
 * `key` (what else tells statements apart: a sort key, a direction) and shape, with this call's
 * values bound. Any other runs named after its text, built and rendered on each call. `extra`
 * holds the values outside the condition (a page's limit and offset): `build` gets them, or
 * placeholders of their names (never v0, v1…, the condition's).
 */
export async function runByShape<T, E extends Record<string, unknown>>(
  db: object,
  owner: object,
  query: {
    condition: SQL | undefined;
    searched: boolean;
    key: string;
    extra: E;
    build: (condition: SQL | undefined, extra: Bound<E>) => Preparable<T> & PromiseLike<T>;
  },
): Promise<T> {
  const { condition, extra, build } = query;
  if (query.searched) return await build(condition, extra);
  const shape = shapeOf(condition);
  if (!shape) return await runNamed(build(condition, extra));
  const statement = shapedStatement(db, owner, `${query.key} ${shape.key}`, () => {
    const placeholders = Object.fromEntries(
      Object.keys(extra).map((name) => [name, sql.placeholder(name)]),
    );
    return build(withPlaceholders(condition), placeholders as Bound<E>);
  });
  return await statement.execute({ ...slotValues(shape), ...extra });
}
