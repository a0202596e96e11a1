import { REPORT_LABELS } from '@iris/domain/reports/report-labels';
import type { CsvSpec } from '../../lib/table/table-csv.js';
import { auditsFileName } from './report-file-names.repository.js';

/** What the audits CSV reads of a row of audit/getTableAudit. */
interface AuditCsvRow {
  branchName: string | null;
  status: string;
  openDate: string;
  openTime: string;
  openedByName: string | null;
  openAmount: string;
  closeDate: string | null;
  closeTime: string | null;
  closedByName: string | null;
  counts: { sales: number };
  expectedCash: string;
  closeAmount: string | null;
  difference: string | null;
}

/**
 * POST audit/getCsv (docs/api.md): the registers of audit/getTableAudit for the same filters and
 * order, with the opening amount, the expected cash, what was counted and the difference (empty
 * while open). A closer's name is empty while open (concat_ws answers '' for no one).
 */
export const auditsCsv: CsvSpec<AuditCsvRow> = {
  filename: auditsFileName,
  columns: (lang) => {
    const words = REPORT_LABELS[lang].audits;
    return [
      { header: words.branch, text: (row) => row.branchName },
      { header: words.status, text: (row) => row.status },
      { header: words.openDate, date: (row) => row.openDate },
      { header: words.openTime, time: (row) => row.openTime },
      { header: words.openedBy, text: (row) => row.openedByName },
      { header: words.openAmount, money: (row) => row.openAmount },
      { header: words.closeDate, date: (row) => row.closeDate },
      { header: words.closeTime, time: (row) => row.closeTime },
      { header: words.closedBy, text: (row) => row.closedByName },
      { header: words.salesCount, text: (row) => row.counts.sales },
      { header: words.expectedCash, money: (row) => row.expectedCash },
      { header: words.counted, money: (row) => row.closeAmount },
      { header: words.difference, money: (row) => row.difference },
    ];
  },
};
