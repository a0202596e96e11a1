import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { saleInvoiceSchema } from '@iris/domain/invoicing/invoice.schemas';

type SaleInvoice = z.infer<typeof saleInvoiceSchema>;

/**
 * docs/api.md shoppings/get: the stamped CFDI that covers the sale (its own or a global one), or
 * null; `cancellable` while the SAT still lets it be cancelled (its fiscal year, the clinic's
 * calendar year: docs/rules.md, Credit note). One index lookup per sale: invoice_sales' partial unique index on the sales still covered.
 */
export const saleInvoiceSql = sql<SaleInvoice | string | null>`(
  select json_build_object('id', i.id, 'uuid', i.uuid, 'status', i.status, 'global', i.global,
    'cancellable', extract(year from i.issued_at) = extract(year from now()))
  from invoice_sales as c join invoices as i on i.id = c.invoice_id
  where c.shopping_id = ${sql.raw('"shoppings"."id"')} and c.active and i.uuid is not null)`;

export const saleInvoiceOf = (value: SaleInvoice | string | null): SaleInvoice =>
  typeof value === 'string' ? (JSON.parse(value) as SaleInvoice) : value;
