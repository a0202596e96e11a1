import { personName } from '@iris/domain/common/person-name';
import type { Customer } from '@iris/domain/customers/customer.schemas';
import { fiscalDataSchema, type FiscalData } from '@iris/domain/invoicing/fiscal-data.schemas';
import { cfdiUsesFor } from '@iris/domain/invoicing/sat-cfdi-uses';
import { SAT_REGIMES } from '@iris/domain/invoicing/sat-regimes';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EMPTY_FISCAL, FiscalDataFields, satOption } from '../../components/fiscal-data-fields';
import { SelectInput } from '../../components/select-input';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { useNotify } from '../../lib/notifications';
import { resourceQueries } from '../../lib/resource-queries';
import { useSchemaForm } from '../../lib/use-schema-form';
import { InvoicePreview } from './invoice-preview';
import { createInvoice, refreshInvoices, saveFiscalData } from './invoices-api';

const formSchema = z.object({ fiscal: fiscalDataSchema, cfdiUse: z.string() });
const loadSchema = () => Promise.resolve(formSchema);

/** The patient's fiscal data as stored, when it is whole and valid. */
const completeFiscal = (customer: Customer): FiscalData | null => {
  const parsed = fiscalDataSchema.safeParse(customer.fiscal);
  return parsed.success ? parsed.data : null;
};

function StoredFiscal({ fiscal }: { fiscal: FiscalData }) {
  const { t } = useTranslation();
  const regime = SAT_REGIMES.find((known) => known.code === fiscal.regime);
  const rows = [
    [t('fiscal.rfc'), fiscal.rfc],
    [t('invoiceDialog.name'), fiscal.name],
    [t('fiscal.regime'), regime ? satOption(regime).label : fiscal.regime],
    [t('fiscal.zipCode'), fiscal.zipCode],
    [t('fiscal.email'), fiscal.email],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, my: 1 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface InvoiceSaleFormProps {
  sale: Sale;
  /** The patient who gets the CFDI, as their record now stands. */
  customer: Customer;
  /** The sale was made to PÚBLICO EN GENERAL: `customer` is sent, and the sale becomes theirs. */
  sendCustomer: boolean;
  /** Above the fields: the choice of the patient, when there is one to make. */
  before?: ReactNode;
  onClose: () => void;
  onInvoiced: () => void;
}

/**
 * "Facturar" (docs/api.md invoices/create): the receiver's fiscal data, filled here when missing
 * or wrong (saved on the patient's record first), the CFDI use among those of the regime, the
 * payment method and the amounts. A refusal says the server's message; one that names fields
 * (`fiscal_data_required`: data.errors) marks them.
 */
export function InvoiceSaleForm(props: InvoiceSaleFormProps) {
  const { sale, customer, sendCustomer, before, onClose, onInvoiced } = props;
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const stored = completeFiscal(customer);
  const [editing, setEditing] = useState(stored === null);
  const form = useSchemaForm(loadSchema, {
    fiscal: { ...EMPTY_FISCAL, ...customer.fiscal },
    cfdiUse: customer.fiscal?.cfdiUse ?? '',
  });
  const [rfc, fiscalUse, cfdiUse] = useWatch({
    control: form.control,
    name: ['fiscal.rfc', 'fiscal.cfdiUse', 'cfdiUse'],
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (editing) {
        await saveFiscalData(customer, values.fiscal, sale.vat);
        void queryClient.invalidateQueries({
          queryKey: resourceQueries.record('customers', customer.id).queryKey,
        });
      }
      const answer = await createInvoice({
        shopping: { id: sale.id },
        cfdiUse: editing ? values.fiscal.cfdiUse : values.cfdiUse || null,
        ...(sendCustomer ? { customer: { id: customer.id } } : {}),
      });
      notify.success(answer.message);
      refreshInvoices(queryClient);
      onInvoiced();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.codeError === 'fiscal_data_required') setEditing(true);
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogContent>
          {before}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {t('invoiceDialog.fiscalTitle', { name: personName(customer) })}
          </Typography>
          {editing ? (
            <>
              <Alert severity={stored ? 'info' : 'warning'} sx={{ my: 1 }}>
                {t(stored ? 'invoiceDialog.correcting' : 'invoiceDialog.missing')}
              </Alert>
              <FiscalDataFields useHint={false} />
            </>
          ) : (
            stored && (
              <>
                <StoredFiscal fiscal={stored} />
                <SelectInput
                  name="cfdiUse"
                  label={t('fiscal.cfdiUse')}
                  options={cfdiUsesFor(stored.regime).map(satOption)}
                />
                <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                  {t('invoiceDialog.correct')}
                </Button>
              </>
            )
          )}
          <InvoicePreview
            sale={sale}
            rfc={rfc.trim().toUpperCase()}
            cfdiUse={editing ? fiscalUse : cfdiUse}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {t('invoiceDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
