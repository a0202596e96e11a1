import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { StateMachine } from '@iris/domain/common/state-machine';
import type { AccessSubject } from '@iris/domain/customers/access-log.schemas';
import type { SuccessKey } from '@iris/domain/i18n/message-keys';
import type { Role } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';
import type { SessionUser } from '../session.js';
import type { CsvSpec } from '../table/table-csv.js';
import type { Endpoints, HttpMethod } from './resource-endpoints.js';
import type { Row, TableSpec } from '../table/table-engine.js';
import type { TotalsRollup } from '../table/table-totals.js';

declare const checked: unique symbol;
/**
 * Column values that went through `insertValues`/`updateValues`: an object literal passed there is
 * checked against the table's own columns, so a misspelt column does not compile (a literal
 * returned from a callback would escape TypeScript's excess-property check).
 */
export type Checked<T> = T & { readonly [checked]: true };

export const insertValues = <T extends PgTable>(_table: T, values: PgInsertValue<T>) =>
  values as Checked<PgInsertValue<T>>;

/** Some of a table's columns, as an update sets them: the insert shape with nothing required. */
export type UpdateValues<T extends PgTable> = Partial<PgInsertValue<T>>;
export const updateValues = <T extends PgTable>(_table: T, values: UpdateValues<T>) =>
  values as Checked<UpdateValues<T>>;

/**
 * What every operation of the recipe runs with: the database (a transaction for writes), who asks
 * and from which address (the access log keeps it).
 */
export interface ResourceContext {
  db: Db;
  session: SessionUser;
  ip: string;
}

export interface ItemContext {
  /** The URL a stored file is served back at (signed, for logged-in users). */
  fileUrl(key: string | null): string | null;
}

/**
 * Where a resource's rows belong, declared once: the data layer applies it to every table, get,
 * options, update, delete and action (docs/architecture.md, Branch scoping).
 * - global: the catalogue; everyone logged in reads it.
 * - branch: a column holding the row's branch; branch staff see their own branch only.
 * - parent: a column holding the parent record's id; the row belongs where its parent does, and
 *   the parent's status decides whether the row may change (only a NUEVO movement takes details).
 *   `also`: more columns naming a parent the row is visible through (a transfer's origin storage).
 */
export type Scope =
  | { kind: 'global' }
  | { kind: 'branch'; column: PgColumn }
  | {
      kind: 'parent';
      parent: AnyResource;
      column: PgColumn;
      field: string;
      also?: PgColumn[];
      /**
       * The parent's statuses in which its children may be created, changed or deleted: a sale
       * takes payments while NUEVO or EJECUTADO, details only while NUEVO. Default: the statuses
       * the parent's machine calls editable.
       */
      parentStates?: readonly string[];
    };

/** A resource whose records move through a state machine (movement, sale). */
export interface ResourceStatus {
  column: PgColumn;
  machine: StateMachine<string>;
}

/** A record as its table stores it, read (and locked) before a change: what an action or hook sees. */
export type RowOf<TTable extends PgTable> = TTable['$inferSelect'];
/** What an update changed, for the hook that runs after it in its transaction. */
export interface Change<TRow, TInput> {
  id: number;
  /** The record as it was before the update (locked since it was read). */
  before: TRow;
  input: TInput;
}

/**
 * A relation in a write body that must be visible to the session: `branch` (a branch id) or a
 * record of a scoped resource (`customer`, `storage`). Another branch's is a 403.
 */
export interface Reference {
  field: string;
  to: 'branch' | AnyResource;
}

/** "child must belong to parent": e.g. the chosen state must be in the chosen country. */
export interface Consistency {
  /** Field of the body holding the child relation, e.g. 'state'. */
  child: string;
  /** Field of the body holding the parent relation, e.g. 'country'. */
  parent: string;
  table: PgTable;
  id: PgColumn;
  parentColumn: PgColumn;
}

/**
 * A custom action (`executed`, `cancel/{id}`, `setDefaultStorage`): it runs in one transaction,
 * after the record is read inside the session's scope and locked; with `to`, the state machine
 * (`status`, or the one of `statuses` named by `machine`) must allow the move, and the new status
 * is written by the recipe after `run`.
 */
export interface ActionDefinition<
  TBody extends z.ZodType = z.ZodType,
  TRow = Record<string, unknown>,
> {
  /** URL segment: `{resource}/{name}`, or `{resource}/{name}/{id}` when `idIn` is `params`. */
  name: string;
  method: Exclude<HttpMethod, 'GET'>;
  idIn: 'body' | 'params';
  /** The body; it carries the record's `id` when `idIn` is `body` (default: `{id}` alone). */
  body?: TBody;
  roles?: readonly Role[];
  to?: string;
  /** Which of the resource's `statuses` `to` moves; default its main `status`. */
  machine?: string;
  /**
   * A coarser lock taken before the record's own (the record's branch, say), when the action
   * changes sibling rows: every writer then locks in the same order and none deadlocks.
   */
  lock?(context: ResourceContext, id: number): Promise<void>;
  /** What its answer says happened ("Venta ejecutada."), from the record as it was read. */
  message?(before: TRow): SuccessKey;
  /** The action's work; `before` is the record as it was when read and locked. */
  run?(
    context: ResourceContext,
    record: { id: number; before: TRow; input: z.infer<TBody> },
  ): Promise<void>;
}

export interface OptionsSpec {
  fields: SelectedFields;
  orderBy: PgColumn | SQL;
  /** What `?search=` looks in; default the table's search. */
  search?: TableSpec<SelectedFields>['search'];
  /** The most options one call returns; a client narrows the list with `?search=`. */
  max?: number;
  /**
   * Options of one parent: `GET {resource}/{path}/{parentId}`. With `parent`, that id must be
   * within the session's reach (another branch's staff is a 403).
   */
  byParent?: { path: string; column: PgColumn; parent?: Reference['to'] }[];
}

/**
 * A resource of the clinical record declares this, and the recipe appends to the access log every
 * read and change of it (docs/rules.md, Clinical record): who, when, what, which patient, from where.
 */
export interface AccessLogSpec {
  subject: AccessSubject;
  /** The patient a record belongs to (also for a deleted one). */
  customerOf(context: ResourceContext, id: number): Promise<number | undefined>;
  /** A table of one patient's records (notes): that patient within reach, and logged as a read. */
  table?: {
    customers: AnyResource;
    customerOf(filters: Record<string, unknown>): number | undefined;
  };
}

/**
 * A resource is this declaration; crud.routes.ts turns it into the endpoints it opts into and its
 * actions. docs/architecture.md, The resource recipe.
 */
export interface ResourceDefinition<
  TTable extends PgTable = PgTable,
  TFields extends SelectedFields = SelectedFields,
  TItem = unknown,
  TCreate extends z.ZodType = z.ZodType,
  TUpdate extends z.ZodType<{ id: number }> = z.ZodType<{ id: number }>,
  TFilters extends z.ZodRawShape = z.ZodRawShape,
> {
  /** The URL segment: /api/{name}/getTable … */
  name: string;
  /** What a write's answer says happened ("Pago registrado."), not the generic words (issue 37). */
  messages?: Partial<Record<'created' | 'updated' | 'deleted', SuccessKey>>;
  table: TTable;
  id: PgColumn;
  scope: Scope;
  /** The record's main status: it decides whether the record (and its children) still change. */
  status?: ResourceStatus;
  /** More state machines of the same record (a sale's payment status), by name. */
  statuses?: Readonly<Record<string, ResourceStatus>>;
  endpoints: Endpoints;
  /** Who reads (getTable, get, options) and who writes (create, update, delete) by default. */
  readRoles?: readonly Role[];
  writeRoles?: readonly Role[];
  list: TableSpec<TFields>;
  /** Table filters besides the free-text search: their schema (unknown ones are a 400) and SQL. */
  filters?: {
    shape: TFilters;
    where(filters: z.infer<z.ZodObject<TFilters>>): (SQL | undefined)[];
  };
  /**
   * Table filters naming a parent (`storageId`, `movementId`, `branchId`): a table of another
   * branch's parent is refused (403), not answered empty.
   */
  tableParents?: { filter: string; to: Reference['to'] }[];
  item: z.ZodType<TItem>;
  toItem(row: Row<TFields>, context: ItemContext): TItem;
  /** Sums over every row the filters match (not the page), as `data.totals` (a totals row). */
  totals?: Readonly<Record<string, PgColumn | SQL>>;
  /** The same sums kept by the database by key: read from there when they answer the filters. */
  totalsRollup?: TotalsRollup;
  /** The table as a CSV file, streamed in the table's order (lib/table/table-csv.ts). */
  csv?: CsvSpec<Row<TFields>>;
  create?: {
    schema: TCreate;
    values(
      input: z.infer<TCreate>,
      context: ResourceContext,
    ): Promise<Checked<PgInsertValue<TTable>>> | Checked<PgInsertValue<TTable>>;
  };
  update?: {
    schema: TUpdate;
    values(
      input: z.infer<TUpdate>,
      context: ResourceContext,
    ): Promise<Checked<UpdateValues<TTable>>> | Checked<UpdateValues<TTable>>;
  };
  /**
   * Work done in the write's own transaction, after the row is inserted, updated or deleted: what
   * is created with the record (a new patient's first appointment), a parent's totals recomputed
   * from its children. A failure undoes the write.
   */
  after?: {
    insert?(
      context: ResourceContext,
      change: { id: number; input: z.infer<TCreate> },
    ): Promise<void>;
    update?(
      context: ResourceContext,
      change: Change<RowOf<TTable>, z.infer<TUpdate>>,
    ): Promise<void>;
    delete?(context: ResourceContext, change: { id: number; before: RowOf<TTable> }): Promise<void>;
  };
  references?: Reference[];
  consistency?: Consistency[];
  options?: OptionsSpec;
  /**
   * The resource's rows among its table's, when they are not all of them: a kind of note, the
   * notes not deleted. Every operation applies it, as it applies the scope.
   */
  rows?: SQL;
  /** Deletes by stamping this column (clinical data is kept, docs/rules.md), not by removing the row. */
  softDelete?: PgColumn;
  /** Every read and change of a record is appended to the access log (docs/rules.md, Clinical record). */
  accessLog?: AccessLogSpec;
  /** Refuses an update or delete of a record that must not change (e.g. an old version). */
  guard?(context: ResourceContext, id: number, action: 'update' | 'delete'): Promise<void>;
  actions?: ActionDefinition<z.ZodType, RowOf<TTable>>[];
}

/** Any resource: each was checked against its own types when declared (method parameters are bivariant). */
export type AnyResource = ResourceDefinition;

export function defineResource<
  TTable extends PgTable,
  TFields extends SelectedFields,
  TItem,
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType<{ id: number }>,
  TFilters extends z.ZodRawShape = z.ZodRawShape,
>(
  definition: ResourceDefinition<TTable, TFields, TItem, TCreate, TUpdate, TFilters>,
): ResourceDefinition<TTable, TFields, TItem, TCreate, TUpdate, TFilters> {
  return definition;
}

/** An action, typed by its own body and by the row of its resource's table. */
export function defineAction<TTable extends PgTable, TBody extends z.ZodType>(
  _table: TTable,
  action: ActionDefinition<TBody, RowOf<TTable>>,
): ActionDefinition<z.ZodType, RowOf<TTable>> {
  return action;
}

export const relationId = (value: unknown): number => Number((value as { id: number | string }).id);
