import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { cancelInvoiceSchema } from '@iris/domain/invoicing/invoice.schemas';
import { invoiceRelations, invoices } from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { replaceInvoice } from './invoice-replace.js';
import { cancellable, revokeAtPac } from './invoice-revoke.js';

type CancelInput = z.output<typeof cancelInvoiceSchema>;

const reasonInvalid = (detail: string) => new AppError('cancel_reason_invalid', { detail });

/** The replacement given for reason 01: valid, and relating to the cancelled CFDI with type 04. */
async function givenReplacement({ db }: ResourceContext, id: number, replacementId: number) {
  const [row] = await db
    .select({ uuid: invoices.uuid, status: invoices.status })
    .from(invoiceRelations)
    .innerJoin(invoices, eq(invoices.id, invoiceRelations.invoiceId))
    .where(
      and(
        eq(invoiceRelations.invoiceId, replacementId),
        eq(invoiceRelations.relatedId, id),
        eq(invoiceRelations.relation, '04'),
      ),
    );
  if (!row?.uuid || row.status !== 'VIGENTE') {
    throw reasonInvalid('el CFDI sustituto debe estar vigente y relacionado con este (tipo 04).');
  }
  return row.uuid;
}

/**
 * docs/api.md invoices/cancel (super_admin), docs/rules.md Cancellation: 01 with its replacement
 * (the one given, or issued now and related with TipoRelacion 04), 02 and 03 without relation,
 * 04 of a global invoice. Answers the status the PAC gave.
 */
export async function cancelInvoice(
  app: FastifyInstance,
  context: ResourceContext,
  input: CancelInput,
): Promise<string> {
  const current = await cancellable(context, input.id);
  if (input.reason === '04' && !current.global) {
    throw reasonInvalid('el motivo 04 es de una factura global.');
  }
  if (input.reason !== '01' && input.replacement) {
    throw reasonInvalid('solo el motivo 01 lleva un CFDI sustituto.');
  }
  let replacementUuid: string | undefined;
  if (input.reason === '01') {
    replacementUuid = input.replacement
      ? await givenReplacement(context, input.id, input.replacement.id)
      : await replaceInvoice(app, context, current);
  }
  return revokeAtPac(app, context, input.id, input.reason, replacementUuid);
}
