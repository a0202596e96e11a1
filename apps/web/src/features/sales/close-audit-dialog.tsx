import { closeAuditSchema, type AuditSummary } from '@iris/domain/sales/audit.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../components/download-button';
import { MoneyInput } from '../../components/money-input';
import { useConfirm } from '../../components/use-confirm';
import { errorText } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { shownDate, shownTime } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { useSchemaForm } from '../../lib/use-schema-form';
import { auditPdfRequest, auditQueries, closeAudit, refreshRegister } from './audit-api';
import { AuditSummaryTable } from '../../components/audit-summary-table';
import {
  cashBalance,
  centsOf,
  centsOfText,
  centsText,
  moneyShown,
  type CashBalance,
} from '../../lib/cash-money';

const countSchema = closeAuditSchema.pick({ closeAmount: true });
const loadCountSchema = () => Promise.resolve(countSchema);

const SEVERITY = { shortage: 'error', surplus: 'warning', even: 'success' } as const;

/** "Faltante $14.69", "Sobrante $5.00" or "Cuadra". */
function useBalanceText() {
  const { t } = useTranslation();
  return (balance: CashBalance) =>
    balance.kind === 'even'
      ? t('audit.even')
      : t(`audit.${balance.kind}`, { amount: centsText(balance.cents) });
}

/** Faltante in red, sobrante in amber, cuadra in green; polite, as it changes at every digit. */
function BalanceNotice({ balance }: { balance: CashBalance }) {
  const text = useBalanceText();
  return (
    <Alert severity={SEVERITY[balance.kind]} role="status" sx={{ mt: 1 }}>
      {text(balance)}
    </Alert>
  );
}

/** The figures of a register just closed, with its corte de caja to download. */
function ClosedView({ audit, onClose }: { audit: AuditSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const difference = centsOf(audit.difference ?? 0);
  const balance: CashBalance = {
    kind: difference < 0 ? 'shortage' : difference > 0 ? 'surplus' : 'even',
    cents: Math.abs(difference),
  };
  return (
    <>
      <DialogTitle>{t('audit.closedTitle')}</DialogTitle>
      <DialogContent>
        <AuditSummaryTable audit={audit} />
        <Typography sx={{ mt: 1 }}>
          {t('audit.closeAmount')}: {moneyShown(audit.closeAmount ?? 0)}
        </Typography>
        <BalanceNotice balance={balance} />
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('audit.closedAt', {
            date: shownDate(audit.closeDate),
            time: shownTime(audit.closeTime),
            user: audit.closedBy?.name ?? '',
          })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DownloadButton label={t('audit.download')} request={auditPdfRequest(audit.id)} />
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The form is the dialog's column: its content scrolls between the title and the buttons, so
 * that a long summary (a phone, sales waiting) leaves "Cerrar caja" in sight, not below the fold.
 */
const FORM_SX = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/** The count: the summary, the cash counted and, as it is typed, how it stands. */
function CountForm({
  audit,
  onClose,
  onClosed,
}: {
  audit: AuditSummary;
  onClose: () => void;
  onClosed: (audit: AuditSummary) => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const balanceText = useBalanceText();
  const [confirm, confirmDialog] = useConfirm();
  const form = useSchemaForm(loadCountSchema, { closeAmount: '' });
  const counted = useWatch({ control: form.control, name: 'closeAmount' }) as unknown;
  const balance = cashBalance(audit.expectedCash, typeof counted === 'string' ? counted : '');
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ closeAmount }) => {
    const final = cashBalance(audit.expectedCash, closeAmount);
    const yes = await confirm({
      title: t('audit.confirmTitle'),
      text: t('audit.confirmText', {
        counted: centsText(centsOfText(closeAmount) ?? 0),
        difference: final ? balanceText(final) : '',
      }),
    });
    if (!yes) return;
    try {
      const answer = await closeAudit({ id: audit.id, closeAmount });
      if (final) notify.success(t('audit.closedToast', { balance: balanceText(final) }));
      refreshRegister(queryClient);
      onClosed(answer.data.data);
    } catch (error) {
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={FORM_SX}>
        <DialogTitle>{t('audit.closeTitle')}</DialogTitle>
        <DialogContent>
          <AuditSummaryTable audit={audit} />
          <MoneyInput name="closeAmount" label={t('audit.counted')} autoFocus />
          {balance && <BalanceNotice balance={balance} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={isSubmitting}>
            {t('audit.closeAction')}
          </Button>
        </DialogActions>
      </Box>
      {confirmDialog}
    </FormProvider>
  );
}

function CloseAuditBody({ auditId, onClose }: { auditId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const summary = useQuery(auditQueries.summary(auditId));
  const [closed, setClosed] = useState<AuditSummary | null>(null);
  if (closed) return <ClosedView audit={closed} onClose={onClose} />;
  if (summary.data)
    return <CountForm audit={summary.data} onClose={onClose} onClosed={setClosed} />;
  return (
    <>
      <DialogTitle>{t('audit.closeTitle')}</DialogTitle>
      <DialogContent>
        {summary.isError ? (
          <Alert severity="warning">{errorText(summary.error)}</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </>
  );
}

/**
 * "Cerrar caja" (docs/spec.md §2 cash dialogs; docs/rules.md): the register's summary, the cash counted
 * with its faltante or sobrante as it is typed, a confirmation, and then the closing figures
 * with the corte de caja. Sales still NUEVO (glasses waiting for their lenses) do not hold it
 * open: they are listed with what each has received.
 */
export function CloseAuditDialog({
  auditId,
  onClose,
}: {
  /** The open audit to close; null: closed dialog. */
  auditId: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={auditId !== null} onClose={onClose} fullWidth maxWidth="sm">
      {auditId !== null && <CloseAuditBody key={auditId} auditId={auditId} onClose={onClose} />}
    </Dialog>
  );
}
