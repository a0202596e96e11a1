import {
  globalAmounts,
  saleAmounts,
  type CfdiAmounts,
  type CfdiGlobalSale,
} from '@iris/domain/invoicing/cfdi/cfdi-amounts';
import { publicoEnGeneral, type Receptor } from '@iris/domain/invoicing/cfdi/comprobante';
import type { SaleVat } from '@iris/domain/sales/sale.schemas';
import type { FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import type { GlobalPeriod } from '@iris/domain/invoicing/global-period';
import type { SatCfdiUse } from '@iris/domain/invoicing/sat-cfdi-uses';
import type { SatPaymentForm } from '@iris/domain/invoicing/sat-payment-forms';
import type { SatRegime } from '@iris/domain/invoicing/sat-regimes';
import type { SatUnit } from '@iris/domain/invoicing/sat-units';
import type { DocumentHeader, SealedFacts } from './invoice-seal.js';

/*
 * The Comprobante of a customer's invoice and of a global invoice (docs/rules.md, Invoicing), from
 * what the database answered: its money laid out by the domain's CFDI core (cfdi-amounts.ts).
 */

const vatPercent = (vat: number): SaleVat => {
  if (vat === 0 || vat === 8 || vat === 16) return vat;
  throw new Error(`a sale's VAT of ${vat} % is none of the SAT's rates`);
};

/** The money columns a CFDI's row keeps, from its amounts. */
const moneyOf = (amounts: CfdiAmounts) => ({
  subtotal: amounts.SubTotal,
  discount: amounts.Descuento ?? '0.00',
  vat: amounts.Impuestos?.TotalImpuestosTrasladados ?? '0.00',
  total: amounts.Total,
});

export interface SaleDocumentInput {
  sale: { discount: string; vat: number; total: string };
  lines: readonly {
    qty: number;
    price: string;
    name: string;
    productKey: string;
    unitKey: string;
  }[];
  fiscal: FiscalData;
  terms: { method: 'PUE' | 'PPD'; form: string };
}

/** A customer's invoice (tipo I) of one sale: a concept per line. */
export function saleDocument(header: DocumentHeader, input: SaleDocumentInput): SealedFacts {
  const amounts = saleAmounts({
    lines: input.lines.map((line) => ({
      qty: line.qty,
      price: line.price,
      keys: {
        ClaveProdServ: line.productKey,
        ClaveUnidad: line.unitKey as SatUnit,
        Descripcion: line.name,
      },
    })),
    discountPercent: input.sale.discount,
    vatPercent: vatPercent(input.sale.vat),
    total: input.sale.total,
  });
  const receptor: Receptor = {
    Rfc: input.fiscal.rfc,
    Nombre: input.fiscal.name,
    DomicilioFiscalReceptor: input.fiscal.zipCode,
    RegimenFiscalReceptor: input.fiscal.regime as SatRegime,
    UsoCFDI: input.fiscal.cfdiUse as SatCfdiUse,
  };
  return {
    comprobante: {
      ...header,
      FormaPago: input.terms.form as SatPaymentForm,
      MetodoPago: input.terms.method,
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      Receptor: receptor,
      ...amounts,
    },
    rfc: receptor.Rfc,
    name: receptor.Nombre,
    cfdiUse: receptor.UsoCFDI,
    paymentMethod: input.terms.method,
    paymentForm: input.terms.form,
    ...moneyOf(amounts),
  };
}

/** A global invoice to PÚBLICO EN GENERAL: a concept per sale, with InformacionGlobal. */
export function globalDocument(
  header: DocumentHeader,
  input: { sales: readonly CfdiGlobalSale[]; period: GlobalPeriod; form: string },
): SealedFacts {
  const amounts = globalAmounts(input.sales);
  const receptor = publicoEnGeneral(header.LugarExpedicion);
  return {
    comprobante: {
      ...header,
      FormaPago: input.form as SatPaymentForm,
      MetodoPago: 'PUE',
      Moneda: 'MXN',
      TipoDeComprobante: 'I',
      Exportacion: '01',
      InformacionGlobal: {
        Periodicidad: input.period.periodicity,
        Meses: input.period.month,
        Año: String(input.period.year),
      },
      Receptor: receptor,
      ...amounts,
    },
    rfc: receptor.Rfc,
    name: receptor.Nombre,
    cfdiUse: receptor.UsoCFDI,
    paymentMethod: 'PUE',
    paymentForm: input.form,
    ...moneyOf(amounts),
    global: { from: input.period.from, to: input.period.to },
  };
}

export { vatPercent };
