import { eq } from 'drizzle-orm';
import type { Invoice } from '@iris/domain/invoicing/invoice.schemas';
import type { FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import { paymentMethods, products } from '../db/schema/catalogue.schema.js';
import { customers } from '../db/schema/customers.schema.js';
import { branches } from '../db/schema/geography.schema.js';
import { invoices } from '../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../db/schema/invoicing.schema.js';
import { patchFiles } from './multipart.js';
import { salesCalls, seedMethod, seedSellable } from './sales-calls.js';
import { seedCustomer } from './seed-records.js';
import { makeTestCsd } from '../seed/demo-csd.js';
import { seedBranch, seedUser, type TestApp } from './test-app.js';

let counter = 0;

/** A person's fiscal data that passes every check (RFC with its check digit, regime 605, D01). */
export const PERSON_FISCAL: FiscalData = {
  rfc: 'VADA800927DJ3',
  name: 'DANIELA VÁZQUEZ & AÑORVE',
  regime: '605',
  zipCode: '06600',
  cfdiUse: 'D01',
  email: 'daniela.factura@iris.test',
};

export interface SaleSpec {
  /** Unit prices before VAT, with their quantities. */
  lines?: { price: string; qty?: number }[];
  discount?: string;
  vat?: 0 | 8 | 16;
  /** 'full': paid by card (c_FormaPago 04); 'part': a deposit of $100.00; 'none'. */
  paid?: 'full' | 'part' | 'none';
  /** The patient's fiscal data; null: a patient without it. */
  fiscal?: FiscalData | null;
  date?: string;
}

/**
 * A branch invoicing through an issuer with a valid CSD (made in the test), its front desk and a
 * super administrator, its register open, a card method with c_FormaPago 04. `sale()` makes an
 * EJECUTADO sale of its patient, with SAT keys on its products.
 */
export async function seedInvoicing(t: TestApp, name = 'FACTURACIÓN') {
  const calls = salesCalls(t);
  const tag = `${name.toLowerCase().replace(/\W/g, '')}${++counter}`;
  const branchId = (await seedBranch(t.database, `${name} ${counter}`)).branch.id;
  await seedUser(t.database, { email: `recepcion@${tag}.test`, role: 'receptionist', branchId });
  await seedUser(t.database, { email: `admin@${tag}.test` });
  const desk = await t.login(`recepcion@${tag}.test`);
  const admin = await t.login(`admin@${tag}.test`);
  const rfc = 'EKU9003173C9';
  // One issuer per RFC: a second branch of the same test shares it.
  const [existing] = await t.database.db
    .select({ id: fiscalIssuers.id })
    .from(fiscalIssuers)
    .where(eq(fiscalIssuers.rfc, rfc));
  let issuerId = existing?.id;
  if (issuerId === undefined) {
    const created = await t.call<{ data: { id: number } }>('POST', '/api/fiscal-issuers/create', {
      token: admin,
      body: {
        rfc,
        name: 'ESCUELA KEMPER URGATE',
        regime: '601',
        series: 'F',
        globalPeriodicity: '01',
      },
    });
    issuerId = created.body.data.data.id;
    const csd = makeTestCsd({ rfc });
    const uploaded = await patchFiles(
      t,
      '/api/fiscal-issuers/uploadCsd',
      admin,
      [
        {
          field: 'certificate',
          name: 'csd.cer',
          content: csd.certificate,
          type: 'application/octet-stream',
        },
        { field: 'key', name: 'csd.key', content: csd.key, type: 'application/octet-stream' },
      ],
      [
        { name: 'id', value: String(issuerId) },
        { name: 'password', value: csd.password },
      ],
    );
    if (uploaded.status !== 200) throw new Error(`CSD refused: ${JSON.stringify(uploaded.body)}`);
  }
  await t.database.db
    .update(branches)
    .set({ fiscalIssuerId: issuerId })
    .where(eq(branches.id, branchId));
  await calls.openAudit(desk, 100);
  const methodId = await seedMethod(t, `TARJETA ${tag}`);
  await t.database.db
    .update(paymentMethods)
    .set({ satPaymentForm: '04' })
    .where(eq(paymentMethods.id, methodId));

  /** An EJECUTADO sale to a new patient, as `spec` says; answers its id and the patient's. */
  const sale = async (spec: SaleSpec = {}) => {
    const customerId = await seedCustomer(t.database, branchId);
    const fiscal = spec.fiscal === undefined ? PERSON_FISCAL : spec.fiscal;
    await t.database.db
      .update(customers)
      .set({ vatRequired: true, fiscal })
      .where(eq(customers.id, customerId));
    const created = await calls.createSale(desk, customerId, {
      vat_required: true,
      vat: spec.vat ?? 16,
      discount: spec.discount ?? '0',
      ...(spec.date ? { date: spec.date } : {}),
    });
    const saleId = created.body.data.data.id;
    for (const line of spec.lines ?? [{ price: '1250.00' }]) {
      const { productId } = await seedSellable(t, branchId, 10, line.price);
      await t.database.db
        .update(products)
        .set({ satProductKey: '42142903', satUnitKey: 'H87' })
        .where(eq(products.id, productId));
      await calls.addLine(desk, saleId, productId, line.qty ?? 1);
    }
    await calls.execute(desk, saleId);
    const total = (await calls.stored(saleId))?.total ?? '0';
    if (spec.paid !== 'none') {
      await calls.pay(desk, saleId, methodId, spec.paid === 'part' ? '100.00' : total);
    }
    return { saleId, customerId, total };
  };
  return { branchId, issuerId, desk, admin, methodId, sale, calls };
}

type InvoiceAnswer = { data: Invoice };

/** The invoices calls of docs/api.md, as a client makes them. */
export function invoiceCalls(t: TestApp) {
  const create = (token: string, saleId: number, extra: Record<string, unknown> = {}) =>
    t.call<InvoiceAnswer>('POST', '/api/invoices/create', {
      token,
      body: { shopping: { id: saleId }, ...extra },
    });
  const createGlobal = (token: string, branchId: number, from: string, to: string) =>
    t.call<InvoiceAnswer>('POST', '/api/invoices/createGlobal', {
      token,
      body: { branch: { id: branchId }, from, to },
    });
  const cancel = (token: string, id: number, reason: string, extra: Record<string, unknown> = {}) =>
    t.call<InvoiceAnswer>('PUT', '/api/invoices/cancel', { token, body: { id, reason, ...extra } });
  const get = (token: string, id: number) =>
    t.call<InvoiceAnswer>('POST', `/api/invoices/get/${id}`, { token });
  const table = (token: string, filters: Record<string, unknown> = {}) =>
    t.call<{ tableData: { items: Invoice[]; total_items: number } }>(
      'POST',
      '/api/invoices/getTable',
      { token, body: { page: 1, rowsPerPage: 50, filters } },
    );
  const file = (token: string, id: number, kind: 'getXml' | 'getPdf') =>
    t.app.inject({
      method: 'POST',
      url: `/api/invoices/${kind}/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  /** Every CFDI row of the sale, whatever its status, as the database holds them. */
  const rowsOfSale = (saleId: number) =>
    t.database.db.select().from(invoices).where(eq(invoices.saleId, saleId)).orderBy(invoices.id);
  return { create, createGlobal, cancel, get, table, file, rowsOfSale };
}
