import { eq } from 'drizzle-orm';
import { PAYMENT_FILTERS, type PaymentFilter } from '@iris/domain/sales/sale.schemas';
import { paymentMethods } from '../../db/schema/catalogue.schema.js';
import { branches } from '../../db/schema/geography.schema.js';
import { audits } from '../../db/schema/sales.schema.js';
import { fileName, rangeName } from '../../lib/file-name.js';
import type { Db } from '../../db/client.js';

/*
 * The reports' CSV files are named by what they hold (issue 37): two downloads with other filters
 * are two names, not `ventas.csv` and `ventas (1).csv`. The filters were checked by the table's
 * own rules before the name is asked (a branch out of reach is a 403 by then).
 */

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

async function branchName({ db }: { db: Db }, id: unknown) {
  const branchId = idOf(id);
  if (branchId === undefined) return undefined;
  const [row] = await db
    .select({ name: branches.name })
    .from(branches)
    .where(eq(branches.id, branchId));
  return row?.name;
}

/** A register as the report's filter names it, by the hour it opened ("Caja 09:00"): `caja 09:00`. */
async function auditName({ db }: { db: Db }, id: unknown) {
  const auditId = idOf(id);
  if (auditId === undefined) return undefined;
  const [row] = await db
    .select({ openTime: audits.openTime })
    .from(audits)
    .where(eq(audits.id, auditId));
  return row && `caja ${row.openTime.slice(0, 5)}`;
}

async function methodName({ db }: { db: Db }, id: unknown) {
  const methodId = idOf(id);
  if (methodId === undefined) return undefined;
  const [row] = await db
    .select({ name: paymentMethods.name })
    .from(paymentMethods)
    .where(eq(paymentMethods.id, methodId));
  return row?.name;
}

/** `ventas-sucursal-norte-2026-11-01-a-2026-11-27-ejecutado-pagado.csv`. */
export async function salesFileName(filters: Record<string, unknown>, context: { db: Db }) {
  const payment = PAYMENT_FILTERS[filters.paymentStatus as PaymentFilter] ?? undefined;
  return fileName(
    'ventas',
    [
      await branchName(context, filters.branchId),
      rangeName(filters.from, filters.to),
      typeof filters.status === 'string' ? filters.status : undefined,
      payment,
    ],
    'csv',
  );
}

/** `pagos-sucursal-norte-2026-11-27-caja-09-00-efectivo.csv`. */
export async function paymentsFileName(filters: Record<string, unknown>, context: { db: Db }) {
  return fileName(
    'pagos',
    [
      await branchName(context, filters.branchId),
      typeof filters.date === 'string' ? filters.date : undefined,
      await auditName(context, filters.auditId),
      await methodName(context, filters.methodId),
    ],
    'csv',
  );
}

/** `cortes-de-caja-sucursal-norte-2026-11-01-a-2026-11-27.csv`. */
export async function auditsFileName(filters: Record<string, unknown>, context: { db: Db }) {
  return fileName(
    'cortes-de-caja',
    [await branchName(context, filters.branchId), rangeName(filters.from, filters.to)],
    'csv',
  );
}
