import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { listPage, type Feature } from '../../lib/feature';
import type { InvoicingMessages } from './invoicing-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    invoicing: InvoicingMessages;
  }
}

/**
 * Invoicing (docs/rules.md, Invoicing (CFDI 4.0)): the fiscal issuers and their CSD, and the CFDIs
 * (Facturas). "Facturar" and a sale's CFDI are drawn on the sale's page (app/sale-workspace.tsx).
 */
export const invoicingFeature = {
  messages: {
    invoicing: {
      es: () => import('./invoicing-es').then((m) => m.invoicingEs),
      en: () => import('./invoicing-en').then((m) => m.invoicingEn),
    },
  },
  pages: {
    'fiscal-issuers': listPage(
      () => import('./fiscal-issuers-page').then((m) => m.FiscalIssuersPage),
      ['invoicing'],
    ),
    invoices: listPage(() => import('./invoices-page').then((m) => m.InvoicesPage), ['invoicing']),
  },
  icons: { fiscalIssuers: ReceiptLongIcon, invoices: ReceiptIcon },
} satisfies Feature;
