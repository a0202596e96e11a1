import { emailField } from '@iris/domain/common/fields';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { TextInput } from '../../components/text-input';
import { sendInvoice } from './invoices-api';

/** Another address, or none: the patient's e-mail for invoices. */
const sendSchema = z.object({ email: emailField().or(z.literal('')) });

export interface SendInvoiceDialogProps {
  /** The CFDI to send, with its folio as the title says it; null: closed. */
  invoice: { id: number; folio: string } | null;
  onClose: () => void;
}

/** "Enviar por correo" (docs/api.md invoices/send): the PDF and the XML, again on demand. */
export function SendInvoiceDialog({ invoice, onClose }: SendInvoiceDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={invoice !== null}
      title={t('sendDialog.title', { folio: invoice?.folio ?? '' })}
      schema={sendSchema}
      defaultValues={{ email: '' }}
      submitLabel={t('sendDialog.submit')}
      onSubmit={({ email }) => sendInvoice(invoice?.id ?? 0, email)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('sendDialog.intro')}
      </Typography>
      <TextInput name="email" label={t('sendDialog.email')} type="email" />
    </FormDialog>
  );
}
