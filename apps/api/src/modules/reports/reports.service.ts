import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Language } from '@iris/domain/i18n/messages';
import type { AuditOption } from '@iris/domain/reports/payments-report.schemas';
import { REPORT_LABELS } from '@iris/domain/reports/report-labels';
import { users } from '../../db/schema/accounts.schema.js';
import { audits } from '../../db/schema/sales.schema.js';
import { assertBranch } from '../../lib/branch-scope.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { csvDate } from '../../lib/table/table-csv.js';
import { personNameSql } from '../../lib/person-name.js';

interface AuditRow {
  id: number;
  status: string;
  openDate: string;
  openTime: string;
  closeDate: string | null;
  closeTime: string | null;
  openedBy: string;
}

/**
 * `Caja 09:00–19:05 · FERNANDA GUTIÉRREZ`: its hours, the day beside an hour of another day (a
 * register left open overnight), and who opened it; one still open says so.
 */
function optionName(audit: AuditRow, day: string, lang: Language): string {
  const words = REPORT_LABELS[lang].auditOption;
  const at = (date: string, time: string) =>
    date === day ? time.slice(0, 5) : `${csvDate(date)} ${time.slice(0, 5)}`;
  const from = at(audit.openDate, audit.openTime);
  const hours =
    audit.closeDate && audit.closeTime
      ? `${from}–${at(audit.closeDate, audit.closeTime)}`
      : `${from} (${words.open})`;
  return words.name.replace('{{hours}}', hours).replace('{{name}}', audit.openedBy);
}

/**
 * docs/api.md audit/getOptionByDate: the registers of a branch open on a day, for the payments report's
 * filter: opened that day, or opened before and closed on or after it, or still open; in the order
 * they were opened. Another branch's is a 403 (docs/rules.md, Access).
 */
export async function auditOptionsOf(
  { db, session }: ResourceContext,
  query: { branchId: number; date: string },
  lang: Language,
): Promise<AuditOption[]> {
  assertBranch(session, query.branchId);
  const rows: AuditRow[] = await db
    .select({
      id: audits.id,
      status: audits.status,
      openDate: audits.openDate,
      openTime: audits.openTime,
      closeDate: audits.closeDate,
      closeTime: audits.closeTime,
      openedBy: personNameSql(users),
    })
    .from(audits)
    .innerJoin(users, eq(users.id, audits.openedBy))
    .where(
      and(
        eq(audits.branchId, query.branchId),
        lte(audits.openDate, query.date),
        or(isNull(audits.closeDate), gte(audits.closeDate, query.date)),
      ),
    )
    .orderBy(asc(audits.openDate), asc(audits.openTime), asc(audits.id));
  return rows.map((row) => ({
    id: row.id,
    name: optionName(row, query.date, lang),
    status: row.status === 'ABIERTA' ? 'ABIERTA' : 'CERRADA',
  }));
}
