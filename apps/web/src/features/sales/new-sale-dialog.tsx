import { saleFormSchema, type SaleFormValues } from '@iris/domain/sales/sale.schemas';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useController, useFormContext, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { CustomerPicker, type CustomerChoice } from '../../components/customer-picker';
import { TimeInput } from '../../components/time-input';
import { useFieldError } from '../../components/use-field-error';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/form-errors';
import { today } from '../../lib/format-date';
import { useNotify } from '../../lib/notifications';
import { useOptions } from '../../lib/options-query';
import { useSchemaForm } from '../../lib/use-schema-form';
import { createSale, refreshRegister } from './audit-api';
import { OpenAuditDialog } from './open-audit-dialog';
import { findWalkInCustomer } from './walk-in-customer';

const loadSaleSchema = () => Promise.resolve(saleFormSchema);

/** The customer as a form field: a patient of the branch, or its "Público en general". */
function CustomerField({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { field } = useController({ name: 'customer' });
  const error = useFieldError('customer.id');
  const [shown, setShown] = useState<CustomerChoice | null>(null);
  const [finding, setFinding] = useState(false);
  const choose = (chosen: CustomerChoice | null) => {
    setShown(chosen);
    field.onChange(chosen ? { id: chosen.id } : null);
  };
  const walkIn = async () => {
    setFinding(true);
    try {
      const found = await findWalkInCustomer(branchId);
      if (found) choose(found);
      else notify.failure(t('newSale.walkInMissing'));
    } catch (failure) {
      notify.error(failure);
    } finally {
      setFinding(false);
    }
  };
  return (
    <Box sx={{ mt: 1, mb: 0.5 }}>
      <CustomerPicker
        label={t('newSale.customer')}
        branchId={branchId}
        value={shown}
        onChange={choose}
      />
      {error && (
        <FormHelperText error sx={{ mx: 1.75 }}>
          {error}
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<StorefrontIcon />}
        onClick={() => void walkIn()}
        loading={finding}
        sx={{ mt: 0.5 }}
        title={t('newSale.walkInHint')}
      >
        {t('newSale.walkIn')}
      </Button>
    </Box>
  );
}

/** An administrator's sale names its branch; changing it starts the customer afresh. */
function BranchChoice({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const branches = useOptions('branches');
  const { setValue } = useFormContext();
  const known = (branches.data ?? []).some((branch) => branch.id === value);
  return (
    <TextField
      select
      fullWidth
      margin="dense"
      label={t('newSale.branch')}
      value={known ? value : ''}
      onChange={(event) => {
        setValue('customer', null);
        onChange(Number(event.target.value));
      }}
    >
      {(branches.data ?? []).map((branch) => (
        <MenuItem key={branch.id} value={branch.id}>
          {branch.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface NewSaleDialogProps {
  open: boolean;
  /** The branch the sale is for (the user's own, or the one chosen on the sales page). */
  branchId: number | null;
  /** super_admin chooses the branch in the dialog. */
  choosesBranch: boolean;
  onClose: () => void;
  onCreated: (saleId: number) => void;
}

function NewSaleForm({ branchId, choosesBranch, onClose, onCreated }: NewSaleDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [branch, setBranch] = useState(branchId);
  // open_audit_required: the API's own message, with the way out beside it.
  const [closedRegister, setClosedRegister] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const form = useSchemaForm<FieldValues, SaleFormValues>(loadSaleSchema, {
    customer: null,
    date: today(),
    time: new Date().toTimeString().slice(0, 5),
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (branch === null) return;
    setClosedRegister(null);
    try {
      const answer = await createSale({ ...values, branch: { id: branch } });
      notify.success(answer.message);
      refreshRegister(queryClient);
      onCreated(answer.data.data.id);
    } catch (error) {
      if (error instanceof ApiError && error.codeError === 'open_audit_required') {
        setClosedRegister(error.message);
        return;
      }
      applyFieldErrors(error, form.setError);
      notify.error(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{t('newSale.title')}</DialogTitle>
        <DialogContent>
          {choosesBranch && <BranchChoice value={branch} onChange={setBranch} />}
          {branch !== null && <CustomerField key={branch} branchId={branch} />}
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput name="date" label={t('newSale.date')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TimeInput name="time" label={t('newSale.time')} />
            </Grid>
          </Grid>
          {closedRegister && (
            <Alert
              severity="warning"
              sx={{ mt: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => setOpening(true)}>
                  {t('newSale.openAudit')}
                </Button>
              }
            >
              {closedRegister}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={isSubmitting}
            disabled={branch === null}
          >
            {t('newSale.submit')}
          </Button>
        </DialogActions>
      </form>
      <OpenAuditDialog
        branchId={opening ? branch : null}
        onClose={() => setOpening(false)}
        onOpened={() => setClosedRegister(null)}
      />
    </FormProvider>
  );
}

/**
 * "Nueva venta" (docs/spec.md §2, §5): the customer (a patient of the branch searched as one types, or
 * "Público en general"), the date and the time, today and now to start with. The new sale's page
 * opens once it is created. Without an open register the API refuses it; the dialog then says so
 * and opens the register from there.
 */
export function NewSaleDialog(props: NewSaleDialogProps) {
  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm">
      {props.open && <NewSaleForm {...props} />}
    </Dialog>
  );
}
