import { CANCEL_REASONS, type Invoice } from '@iris/domain/invoicing/invoice.schemas';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { SelectInput } from '../../components/select-input';
import { useConfirm } from '../../components/use-confirm';
import { moneyShown } from '../../lib/cash-money';
import { cancelInvoice, folioOf } from './invoices-api';

const cancelSchema = z.object({ reason: z.enum(CANCEL_REASONS) });

/** What the chosen reason does, under the select. */
function Consequence() {
  const { t } = useTranslation();
  const reason = useWatch({ name: 'reason' }) as string;
  if (!reason) return null;
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {t(`cancelDialog.consequences.r${reason as (typeof CANCEL_REASONS)[number]}`)}
    </Alert>
  );
}

export interface CancelInvoiceDialogProps {
  /** The CFDI to cancel; null: closed. */
  invoice: Invoice | null;
  onClose: () => void;
  onCancelled: () => void;
}

/**
 * super_admin's "Cancelar" of a CFDI (docs/rules.md, Cancellation): the SAT's reason, with what
 * each does (01 issues a replacement first with the patient's current data; 04 only of a global
 * invoice), that the receiver must accept it when they must (`cancelNeedsAcceptance`), and a
 * confirmation before it goes to the SAT.
 */
export function CancelInvoiceDialog({ invoice, onClose, onCancelled }: CancelInvoiceDialogProps) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const folio = invoice ? folioOf(invoice) : '';
  const reasons = CANCEL_REASONS.filter((reason) => reason !== '04' || invoice?.global);
  return (
    <>
      <FormDialog
        open={invoice !== null}
        title={t('cancelDialog.title', { folio })}
        schema={cancelSchema}
        defaultValues={{}}
        submitLabel={t('cancelDialog.submit')}
        onSubmit={async ({ reason }) => {
          const yes = await confirm({
            title: t('cancelDialog.confirmTitle', { folio }),
            text: t('cancelDialog.confirmText', { reason: t(`cancelDialog.reasons.r${reason}`) }),
          });
          if (!yes || !invoice) return null;
          return cancelInvoice(invoice.id, reason);
        }}
        onSaved={onCancelled}
        onClose={onClose}
      >
        {invoice && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('cancelDialog.intro', {
              name: invoice.name,
              rfc: invoice.rfc,
              total: moneyShown(invoice.total),
              uuid: invoice.uuid,
            })}
          </Typography>
        )}
        <SelectInput
          name="reason"
          label={t('cancelDialog.reason')}
          options={reasons.map((reason) => ({
            value: reason,
            label: `${reason} — ${t(`cancelDialog.reasons.r${reason}`)}`,
          }))}
        />
        <Consequence />
        {invoice?.cancelNeedsAcceptance && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t('cancelDialog.acceptance')}
          </Alert>
        )}
      </FormDialog>
      {confirmDialog}
    </>
  );
}
