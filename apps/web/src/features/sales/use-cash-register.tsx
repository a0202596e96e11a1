import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownDate } from '../../lib/format-date';
import { auditQueries } from './audit-api';
import { moneyShown, shownTime } from '../../components/audit-summary-table';
import { CloseAuditDialog } from './close-audit-dialog';
import { OpenAuditDialog } from './open-audit-dialog';

/** The open audit of a branch (null: its register is closed; undefined: not known yet). */
export function useOpenAudit(branchId: number | null) {
  return useQuery(auditQueries.open(branchId));
}

/** "Caja abierta · 12/05/2026 09:00 · ANA LÓPEZ · fondo $500.00", or "Caja cerrada". */
export function useRegisterText() {
  const { t } = useTranslation();
  return (audit: AuditSummary | null) =>
    audit
      ? `${t('cashRegister.open')} · ${t('cashRegister.details', {
          date: shownDate(audit.openDate),
          time: shownTime(audit.openTime),
          user: audit.openedBy.name,
          amount: moneyShown(audit.openAmount),
        })}`
      : t('cashRegister.closed');
}

/**
 * The register's two dialogs, for whatever shows its state (the top bar, the sales page, the
 * new-sale dialog): `openRegister(branchId)` and `closeRegister(auditId)` open them.
 */
export function useCashRegister() {
  const [opening, setOpening] = useState<number | null>(null);
  const [closing, setClosing] = useState<number | null>(null);
  const dialogs = (
    <>
      <OpenAuditDialog branchId={opening} onClose={() => setOpening(null)} />
      <CloseAuditDialog auditId={closing} onClose={() => setClosing(null)} />
    </>
  );
  return { openRegister: setOpening, closeRegister: setClosing, dialogs };
}
