import type { Customer } from '@iris/domain/customers/customer.schemas';
import type { FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import type {
  CancelReason,
  CreateGlobalInvoiceInput,
  CreateInvoiceInput,
  Invoice,
} from '@iris/domain/invoicing/invoice.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { fileRequest } from '../../lib/download-file';

export const INVOICES_TABLE = 'invoices/getTable';

/** `F-128`: the series and folio the CFDI carries. */
export const folioOf = (invoice: Pick<Invoice, 'series' | 'folio'>) =>
  `${invoice.series}-${invoice.folio}`;

export function createInvoice(values: CreateInvoiceInput) {
  return apiRequest('POST', 'invoices/create', { body: values });
}

export function createGlobalInvoice(values: CreateGlobalInvoiceInput) {
  return apiRequest('POST', 'invoices/createGlobal', { body: values });
}

export function cancelInvoice(id: number, reason: CancelReason) {
  return apiRequest('PUT', 'invoices/cancel', { body: { id, reason } });
}

/** To the patient's e-mail for invoices, or to the one given. */
export function sendInvoice(id: number, email: string) {
  return apiRequest('POST', 'invoices/send/{id}', {
    params: { id },
    body: email ? { email } : {},
  });
}

export const xmlRequest = (id: number) =>
  fileRequest('POST', 'invoices/getXml/{id}', { params: { id } });

export const pdfRequest = (id: number) =>
  fileRequest('POST', 'invoices/getPdf/{id}', { params: { id } });

/**
 * The patient's fiscal data saved on their record before invoicing (docs/api.md customers): the
 * record as it is, saying they want invoices (VAT required, at the sale's rate when the patient
 * had none) with this fiscal data.
 */
export function saveFiscalData(customer: Customer, fiscal: FiscalData, saleVat: number) {
  const vat = customer.vat === 8 || customer.vat === 16 ? customer.vat : saleVat === 8 ? 8 : 16;
  return apiRequest('PUT', 'customers/update', {
    body: {
      id: customer.id,
      name: customer.name,
      paternal: customer.paternal,
      maternal: customer.maternal,
      phone: customer.phone,
      email: customer.email ?? '',
      address: customer.address ?? '',
      vatRequired: true,
      vat,
      birthDate: customer.birthDate ?? '',
      sex: customer.sex ?? '',
      reminders: customer.reminders,
      fiscal,
    },
  });
}

/**
 * After a CFDI is stamped or cancelled: every list and record of CFDIs, and of sales (a sale read
 * in the last seconds would still show the CFDI that covered it, or none).
 */
export function refreshInvoices(queryClient: QueryClient) {
  for (const resource of ['invoices', 'shoppings']) {
    void queryClient.invalidateQueries({ queryKey: [resource] });
  }
}
