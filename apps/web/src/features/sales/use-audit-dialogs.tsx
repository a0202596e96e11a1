import type { AuditSummary } from '@iris/domain/sales/audit.schemas';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownDate, shownTime } from '../../lib/format-date';
import { auditQueries } from './audit-api';
import { moneyShown } from '../../lib/cash-money';

/** The open audit of a branch (null: its register is closed; undefined: not known yet). */
export function useOpenAudit(branchId: number | null) {
  return useQuery(auditQueries.open(branchId));
}

/** "Caja abierta · 12/05/2026 09:00 · ANA LÓPEZ · fondo $500.00", or "Caja cerrada". */
export function useAuditText() {
  const { t } = useTranslation();
  return (audit: AuditSummary | null) =>
    audit
      ? `${t('audit.open')} · ${t('audit.details', {
          date: shownDate(audit.openDate),
          time: shownTime(audit.openTime),
          user: audit.openedBy.name,
          amount: moneyShown(audit.openAmount),
        })}`
      : t('audit.closed');
}

// The top bar shows the register on every page; its forms load when one is opened, so that a
// page's first load does not bring the form code the login page shares.
const OpenAuditDialog = lazy(() =>
  import('./open-audit-dialog').then((m) => ({ default: m.OpenAuditDialog })),
);
const CloseAuditDialog = lazy(() =>
  import('./close-audit-dialog').then((m) => ({ default: m.CloseAuditDialog })),
);

/**
 * The register's two dialogs, for whatever shows its state (the top bar, the sales page, the
 * new-sale dialog): `open(branchId)` and `close(auditId)` open them.
 */
export function useAuditDialogs() {
  const [opening, setOpening] = useState<number | null>(null);
  const [closing, setClosing] = useState<number | null>(null);
  const dialogs = (
    <Suspense fallback={null}>
      {opening !== null && <OpenAuditDialog branchId={opening} onClose={() => setOpening(null)} />}
      {closing !== null && <CloseAuditDialog auditId={closing} onClose={() => setClosing(null)} />}
    </Suspense>
  );
  return { open: setOpening, close: setClosing, dialogs };
}
