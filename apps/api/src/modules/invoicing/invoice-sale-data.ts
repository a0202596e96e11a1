import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FieldError } from '@iris/domain/common/envelope';
import { fiscalDataSchema, type FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import { categories, paymentMethods, products } from '../../db/schema/catalogue.schema.js';
import { customers } from '../../db/schema/customers.schema.js';
import { payments, saleLines, sales } from '../../db/schema/sales.schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertBranch } from '../../lib/branch-scope.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';

/*
 * What a customer's invoice of a sale is made of, read in the transaction that seals it, the sale
 * locked (docs/rules.md, Invoice of a sale).
 */

const invalidField = (field: string) =>
  new AppError('invalid_input', { errors: [{ field, message: 'validation.invalid' }] });

/** The sale, locked FOR UPDATE: two "Facturar" of one sale seal one CFDI, one after the other. */
export async function lockedSale({ db, session }: ResourceContext, saleId: number) {
  const [sale] = await db
    .select({
      id: sales.id,
      serial: sales.serial,
      branchId: sales.branchId,
      customerId: sales.customerId,
      status: sales.status,
      paymentStatus: sales.paymentStatus,
      amount: sales.amount,
      discount: sales.discount,
      vat: sales.vat,
      total: sales.total,
    })
    .from(sales)
    .where(eq(sales.id, saleId))
    .for('update');
  if (!sale) throw invalidField('shopping.id');
  assertBranch(session, sale.branchId);
  return sale;
}

export type LockedSale = Awaited<ReturnType<typeof lockedSale>>;

/**
 * The customer who gets the invoice. A sale made to the branch's PÚBLICO EN GENERAL becomes the
 * customer's who asks for it (`customer`, of the same branch), as docs/api.md says.
 */
export async function receiverOf(
  { db }: ResourceContext,
  sale: LockedSale,
  asked: { id: number } | null | undefined,
) {
  const read = (id: number) =>
    db
      .select({
        id: customers.id,
        branchId: customers.branchId,
        walkIn: customers.walkIn,
        fiscal: customers.fiscal,
      })
      .from(customers)
      .where(eq(customers.id, id));
  const [current] = await read(sale.customerId);
  if (!current) throw invalidField('shopping.id');
  if (!asked || asked.id === current.id) return current;
  const [other] = await read(asked.id);
  if (!current.walkIn || !other || other.branchId !== sale.branchId || other.walkIn) {
    throw invalidField('customer.id');
  }
  await db
    .update(sales)
    .set({ customerId: other.id, updatedAt: sql`now()` })
    .where(eq(sales.id, sale.id));
  return other;
}

/**
 * The customer's fiscal data, whole and valid, or `fiscal_data_required` naming each field that
 * is missing or wrong (`fiscal.rfc`…), as the patient's form names them.
 */
export function completeFiscalData(fiscal: FiscalData | null): FiscalData {
  const parsed = fiscalDataSchema.safeParse(fiscal ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    field: ['fiscal', ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new AppError('fiscal_data_required', { errors });
}

/**
 * docs/rules.md: a sale already PAGADO is PUE with the c_FormaPago of the method that paid the
 * most (the first of them on a tie); any other is PPD with form 99.
 */
export async function paymentTermsOf({ db }: ResourceContext, sale: LockedSale) {
  if (sale.paymentStatus !== 'PAGADO') return { method: 'PPD', form: '99' } as const;
  const paidBy = sql`sum(${payments.total})`;
  const [top] = await db
    .select({ name: paymentMethods.name, form: paymentMethods.satPaymentForm })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .where(and(eq(payments.saleId, sale.id), isNull(payments.deletedAt)))
    .groupBy(paymentMethods.id, paymentMethods.name, paymentMethods.satPaymentForm)
    .orderBy(desc(paidBy), asc(sql`min(${payments.id})`))
    .limit(1);
  if (!top?.form) {
    throw new AppError('invoice_data_missing', {
      detail: `el método de pago ${top?.name ?? ''} no tiene forma de pago del SAT (Métodos de pago).`,
    });
  }
  return { method: 'PUE', form: top.form } as const;
}

/** The sale's lines with their SAT keys (the product's, else its category's), in the sale's order. */
export async function saleLinesOf({ db }: ResourceContext, saleId: number) {
  const lines = await db
    .select({
      qty: saleLines.qty,
      price: saleLines.price,
      name: products.name,
      productKey: sql<
        string | null
      >`coalesce(${products.satProductKey}, ${categories.satProductKey})`,
      unitKey: sql<string | null>`coalesce(${products.satUnitKey}, ${categories.satUnitKey})`,
    })
    .from(saleLines)
    .innerJoin(products, eq(products.id, saleLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(saleLines.saleId, saleId))
    .orderBy(asc(saleLines.id));
  const unkeyed = lines.find((line) => !line.productKey || !line.unitKey);
  if (unkeyed) {
    throw new AppError('invoice_data_missing', {
      detail: `el producto ${unkeyed.name} no tiene clave de producto o de unidad del SAT (Productos o Categorías).`,
    });
  }
  return lines.map((line) => ({
    ...line,
    productKey: line.productKey ?? '',
    unitKey: line.unitKey ?? '',
  }));
}
