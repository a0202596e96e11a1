import type { Readable } from 'node:stream';
import type { Language } from '@iris/domain/i18n/messages';
import { RECONCILIATION_LABELS } from '@iris/domain/invoicing/reconciliation-labels';
import {
  RECONCILIATION_KINDS,
  type Reconciliation,
  type ReconciliationKind,
} from '@iris/domain/invoicing/reconciliation.schemas';
import { notFound } from '../../lib/app-error.js';
import { assertBranch } from '../../lib/branch-scope.js';
import { fileName, rangeName } from '../../lib/file-name.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { isSuperAdmin } from '../../lib/session.js';
import { csvFile, type CsvColumn, type CsvContext } from '../../lib/table/table-csv.js';
import {
  periodOf,
  readMissingRows,
  readReconciliation,
  type MissingRow,
  type ReconciliationScope,
} from './reconciliation.repository.js';

/*
 * By hand: the reconciliation is no resource's table but the period's sales, payments and CFDIs
 * read together (reconciliation.repository.ts).
 */

interface Query {
  branchId?: number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}

/**
 * docs/rules.md, Access: branch staff reconcile their own branch (another's is 403); super_admin
 * every branch together, or one.
 */
function scopeOf({ session }: ResourceContext, query: Query): ReconciliationScope {
  const branchId = query.branchId ?? (isSuperAdmin(session) ? null : session.branchId);
  // Staff without a branch have nothing to reconcile: assertBranch refuses them.
  if (branchId !== null || !isSuperAdmin(session)) assertBranch(session, branchId);
  return { branchId, from: query.from ?? null, to: query.to ?? null };
}

/** docs/api.md invoices/getReconciliation: the totals and what is missing, with its action. */
export async function reconciliationOf(
  context: ResourceContext,
  query: Query,
  lang: Language,
): Promise<Reconciliation> {
  const scope = scopeOf(context, query);
  const read = (await readReconciliation(context.db, scope)) as Omit<
    Reconciliation,
    'missing' | 'missingByKind'
  > & {
    missing: Omit<Reconciliation['missing'][number], 'action'>[];
    missingByKind: Partial<Record<ReconciliationKind, number>>;
  };
  if (scope.branchId !== null && read.branch === null) throw notFound();
  const { actions } = RECONCILIATION_LABELS[lang];
  return {
    ...read,
    missingByKind: Object.fromEntries(
      RECONCILIATION_KINDS.map((kind) => [kind, read.missingByKind[kind] ?? 0]),
    ) as Record<ReconciliationKind, number>,
    missing: read.missing.map((item) => ({ ...item, action: actions[item.kind] })),
  };
}

function csvColumns(lang: Language): CsvColumn<MissingRow>[] {
  const { csv, kinds, actions } = RECONCILIATION_LABELS[lang];
  const kind = (row: MissingRow) => row.kind as ReconciliationKind;
  return [
    { header: csv.branch, text: (row) => row.branch_name },
    { header: csv.serial, text: (row) => row.serial },
    { header: csv.saleDate, date: (row) => row.date },
    { header: csv.saleTotal, money: (row) => row.total },
    { header: csv.kind, text: (row) => kinds[kind(row)] },
    { header: csv.paymentDate, date: (row) => row.payment_date },
    { header: csv.paymentTotal, money: (row) => row.payment_total },
    {
      header: csv.invoice,
      text: (row) => (row.series === null ? '' : `${row.series}-${row.folio}`),
    },
    { header: csv.uuid, text: (row) => row.uuid },
    { header: csv.status, text: (row) => row.status },
    { header: csv.action, text: (row) => actions[kind(row)] },
  ];
}

/** Rows per batch handed to the file's writer. */
const CSV_BATCH = 1000;

/**
 * docs/api.md invoices/getReconciliationCsv: every missing thing of the period (not only the
 * answer's first ones), named by its branch and days (`conciliacion-sucursal-norte-2026-11-01-a-
 * 2026-11-30.csv`).
 */
export async function reconciliationCsv(
  context: ResourceContext,
  query: Query,
  csvContext: CsvContext,
  onError: (error: Error) => void,
): Promise<{ filename: string; body: Readable }> {
  const scope = scopeOf(context, query);
  const period = await periodOf(context.db, scope);
  if (period.branch === undefined) throw notFound();
  const rows = await readMissingRows(context.db, scope);
  const batches = function* () {
    for (let start = 0; start < rows.length; start += CSV_BATCH) {
      yield rows.slice(start, start + CSV_BATCH);
    }
  };
  return {
    filename: fileName('conciliacion', [period.branch, rangeName(period.from, period.to)], 'csv'),
    body: csvFile(batches(), csvColumns(csvContext.lang), csvContext, onError),
  };
}
