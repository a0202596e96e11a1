import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  DocumentHeader,
  TipoRelacion,
  UnsealedComprobante,
} from '@iris/domain/invoicing/cfdi/comprobante';
import { comprobanteXml } from '@iris/domain/invoicing/cfdi/comprobante-xml';
import { originalString } from '@iris/domain/invoicing/cfdi/original-string';
import type { SatRegime } from '@iris/domain/invoicing/sat-regimes';
import { branches } from '../../db/schema/geography.schema.js';
import {
  invoiceRelations,
  invoices,
  invoiceSales,
  invoiceTaxes,
} from '../../db/schema/invoices.schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { loadIssuerSigner } from './csd-signer.js';
import { nextFolio } from './invoice-folio.js';

/** The issuer of a branch, ready to seal: its CSD's signer and the branch's zip code. */
export async function signerOfBranch(
  app: FastifyInstance,
  { db }: ResourceContext,
  branchId: number,
) {
  const [branch] = await db
    .select({ issuerId: branches.fiscalIssuerId, zipCode: branches.zipCode })
    .from(branches)
    .where(eq(branches.id, branchId));
  if (!branch?.issuerId) throw new AppError('issuer_required');
  const signer = await loadIssuerSigner(db, branch.issuerId, app.config);
  return { ...signer, issuerId: branch.issuerId, zipCode: branch.zipCode };
}

export type BranchSigner = Awaited<ReturnType<typeof signerOfBranch>>;

/** The attributes every CFDI of Iris takes from its issuer, folio and clock (the domain's). */
export type { DocumentHeader };

/** A CFDI's document and the facts its row keeps for lists and filters. */
export interface SealedFacts {
  comprobante: UnsealedComprobante;
  rfc: string;
  name: string;
  cfdiUse: string;
  paymentMethod: string;
  paymentForm: string;
  subtotal: string;
  discount: string;
  vat: string;
  total: string;
  global?: { from: string; to: string };
  /** IVA per rate, when not the document's Traslados (a complement's is its TrasladosP). */
  taxes?: readonly InvoiceTax[];
}

export interface InvoiceTax {
  rate: string;
  base: string;
  amount: string;
}

export interface SealRequest {
  branchId: number;
  /** The sales it covers (invoice_sales): an invoice's, none for a complement or a credit note. */
  saleIds: readonly number[];
  /** The sale a complement or a credit note is of, which it does not cover. */
  saleId?: number;
  /** The payment a complement (P) reports. */
  paymentId?: number;
  customerId: number | null;
  /** CfdiRelacionados kept as rows too (`related` of the item); 04 moves the sales' cover here. */
  related: readonly { id: number; uuid: string; relation: string }[];
  document(header: DocumentHeader): SealedFacts;
}

const SALES_PER_INSERT = 5_000;

/** CfdiRelacionados: the related CFDIs grouped by TipoRelacion, in the order given. */
function withRelated(
  comprobante: UnsealedComprobante,
  related: SealRequest['related'],
): UnsealedComprobante {
  if (related.length === 0) return comprobante;
  const relations = [...new Set(related.map((one) => one.relation))];
  return {
    ...comprobante,
    CfdiRelacionados: relations.map((relation) => ({
      TipoRelacion: relation as TipoRelacion,
      UUIDs: related.filter((one) => one.relation === relation).map((one) => one.uuid),
    })),
  };
}

/**
 * docs/rules.md, Seal and stamp: the next folio of the issuer's series, Fecha on the clinic's
 * clock (the session runs in its time zone), the document sealed over its original string with
 * the CSD, and kept TIMBRANDO with the sales it covers — in the caller's transaction. A
 * replacement (TipoRelacion 04) takes over the cover of the sales of the CFDI it replaces.
 */
export async function sealAndKeep(
  { db, session }: ResourceContext,
  signer: BranchSigner,
  request: SealRequest,
): Promise<number> {
  const folio = await nextFolio(db, signer.issuerId, signer.series);
  const [clock] = await db
    .select({ fecha: sql<string>`to_char(localtimestamp(0), 'YYYY-MM-DD"T"HH24:MI:SS')` })
    .from(sql`(select 1) as one`);
  const facts = request.document({
    Serie: signer.series,
    Folio: String(folio),
    Fecha: clock?.fecha ?? '',
    NoCertificado: signer.certificateNumber,
    Certificado: signer.certificateBase64,
    LugarExpedicion: signer.zipCode,
    Emisor: { Rfc: signer.rfc, Nombre: signer.name, RegimenFiscal: signer.regime as SatRegime },
  });
  const comprobante = withRelated(facts.comprobante, request.related);
  const sealedXml = comprobanteXml({
    ...comprobante,
    Sello: signer.sign(originalString(comprobante)),
  });
  const [row] = await db
    .insert(invoices)
    .values({
      kind: facts.comprobante.TipoDeComprobante,
      issuerId: signer.issuerId,
      branchId: request.branchId,
      series: signer.series,
      folio,
      status: 'TIMBRANDO',
      global: facts.global !== undefined,
      saleId: facts.global ? null : (request.saleId ?? request.saleIds[0] ?? null),
      paymentId: request.paymentId ?? null,
      customerId: request.customerId,
      periodFrom: facts.global?.from ?? null,
      periodTo: facts.global?.to ?? null,
      rfc: facts.rfc,
      name: facts.name,
      cfdiUse: facts.cfdiUse,
      paymentMethod: facts.paymentMethod,
      paymentForm: facts.paymentForm,
      subtotal: facts.subtotal,
      discount: facts.discount,
      vat: facts.vat,
      total: facts.total,
      issuedAt: sql`now()`,
      sealedXml,
      // The queue (id 0) is no user.
      createdBy: session.id > 0 ? session.id : null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('the CFDI was not kept');
  const taxes =
    facts.taxes ??
    (comprobante.Impuestos?.Traslados ?? []).map((traslado) => ({
      rate: traslado.TasaOCuota,
      base: traslado.Base,
      amount: traslado.Importe,
    }));
  if (taxes.length > 0) {
    await db.insert(invoiceTaxes).values(taxes.map((tax) => ({ invoiceId: row.id, ...tax })));
  }
  for (const related of request.related) {
    if (related.relation === '04') {
      await db
        .update(invoiceSales)
        .set({ active: false })
        .where(eq(invoiceSales.invoiceId, related.id));
    }
    await db
      .insert(invoiceRelations)
      .values({ invoiceId: row.id, relatedId: related.id, relation: related.relation });
  }
  for (let start = 0; start < request.saleIds.length; start += SALES_PER_INSERT) {
    await db
      .insert(invoiceSales)
      .values(
        request.saleIds
          .slice(start, start + SALES_PER_INSERT)
          .map((saleId) => ({ invoiceId: row.id, saleId })),
      );
  }
  return row.id;
}
