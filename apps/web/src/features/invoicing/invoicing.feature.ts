import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { listPage, type Feature } from '../../lib/feature';
import type { InvoicingMessages } from './invoicing-es';
import type { ReconciliationMessages } from './reconciliation-es';

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    invoicing: InvoicingMessages;
    reconciliation: ReconciliationMessages;
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
    reconciliation: {
      es: () => import('./reconciliation-es').then((m) => m.reconciliationEs),
      en: () => import('./reconciliation-en').then((m) => m.reconciliationEn),
    },
  },
  pages: {
    'fiscal-issuers': listPage(
      () => import('./fiscal-issuers-page').then((m) => m.FiscalIssuersPage),
      ['invoicing'],
    ),
    // The CFDIs at the entry's path, and the period's reconciliation beside them in the menu.
    // Every role opens both: the API keeps branch staff to their branch.
    invoices: (entry, name, menu) => [
      ...listPage(() => import('./invoices-page').then((m) => m.InvoicesPage), ['invoicing'])(
        entry,
        name,
        menu,
      ),
      {
        path: '/invoices/reconciliation',
        load: () => import('./reconciliation-page').then((m) => m.ReconciliationPage),
        messages: ['invoicing', 'reconciliation'],
        menu: { label: 'menu.reconciliation', icon: 'reconciliation' },
      },
    ],
  },
  icons: { fiscalIssuers: ReceiptLongIcon, invoices: ReceiptIcon, reconciliation: FactCheckIcon },
} satisfies Feature;
