import AssessmentIcon from '@mui/icons-material/Assessment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { Feature } from '../../lib/feature';
import type { ReportsMessages } from './reports-es';

/** The registers' summary is the sales bundle's (audit.*). */
const REPORT_MESSAGES = ['reports', 'sales'] as const;

// `t` knows this bundle's keys, and routes may name it (lib/i18n.ts, MessageBundles).
declare module '../../lib/i18n' {
  interface MessageBundles {
    reports: ReportsMessages;
  }
}

export const reportsFeature = {
  messages: {
    reports: {
      es: () => import('./reports-es').then((m) => m.reportsEs),
      en: () => import('./reports-en').then((m) => m.reportsEn),
    },
  },
  pages: {
    // The payments report at its entry's path; the sales report and the registers' closes join
    // it under the menu's Reportes. Every role opens them: the API keeps branch staff to their
    // branch.
    reports: (entry, _name, menu) => [
      {
        path: '/reports/sales',
        load: () => import('./sales-report-page').then((m) => m.SalesReportPage),
        messages: REPORT_MESSAGES,
        menu: { label: 'menu.salesReport', icon: 'salesReport', group: 'reports' },
      },
      {
        path: entry.path,
        load: () => import('./payments-report-page').then((m) => m.PaymentsReportPage),
        messages: REPORT_MESSAGES,
        menu,
      },
      {
        path: '/reports/audits',
        load: () => import('./audits-report-page').then((m) => m.AuditsReportPage),
        messages: REPORT_MESSAGES,
        menu: { label: 'menu.auditsReport', icon: 'auditsReport', group: 'reports' },
      },
    ],
  },
  icons: {
    salesReport: AssessmentIcon,
    paymentsReport: RequestQuoteIcon,
    auditsReport: ReceiptLongIcon,
  },
} satisfies Feature;
