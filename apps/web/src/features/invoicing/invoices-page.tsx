import type { Invoice } from '@iris/domain/invoicing/invoice.schemas';
import PostAddIcon from '@mui/icons-material/PostAdd';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { useIsSuperAdmin, useSession } from '../../lib/session-context';
import { CancelInvoiceDialog } from './cancel-invoice-dialog';
import { GlobalInvoiceDialog } from './global-invoice-dialog';
import { InvoiceRowActions } from './invoice-row-actions';
import { INVOICES_TABLE, folioOf, refreshInvoices } from './invoices-api';
import { invoicesColumns } from './invoices-columns';
import {
  hasFilters,
  invoiceTableFilters,
  InvoicesFilters,
  TABLE_PREFIX,
  useInvoiceFilters,
} from './invoices-filters';
import { SendInvoiceDialog } from './send-invoice-dialog';

/**
 * `/invoices` (docs/rules.md, Invoicing: every CFDI listed with its status): the branch's CFDIs,
 * newest first, by days, status, patient, RFC, UUID, folio or name and global or not, each with
 * its XML, its PDF and "Enviar de nuevo". Branch staff see their branch's (the API keeps them to
 * it); super_admin every branch's or one, and cancels CFDIs and makes a period's global invoice.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const [values, setFilter] = useInvoiceFilters();
  const isAdmin = useIsSuperAdmin();
  const branchId = isAdmin ? values.branchId : (profile?.branchId ?? null);
  const [sending, setSending] = useState<Invoice | null>(null);
  const [cancelling, setCancelling] = useState<Invoice | null>(null);
  const [globalOpen, setGlobalOpen] = useState(false);
  const columns = useMemo(
    () => invoicesColumns(t, isAdmin && branchId === null),
    [t, isAdmin, branchId],
  );
  const refresh = () => refreshInvoices(queryClient);

  return (
    <Paper sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('invoices.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('invoices.intro')}
      </Typography>
      <InvoicesFilters values={values} onChange={setFilter} showBranch={isAdmin} />
      {/* Once the profile says who is looking: a first read without the branch would be wasted. */}
      {profile && (
        <DataTable<Invoice>
          endpoint={INVOICES_TABLE}
          urlPrefix={TABLE_PREFIX}
          columns={columns}
          defaultSortBy="id"
          filters={invoiceTableFilters(values, branchId)}
          searchable={false}
          growRows
          emptyText={t(hasFilters(values) ? 'invoices.emptyFiltered' : 'invoices.empty')}
          toolbar={
            isAdmin ? (
              <Button
                variant="contained"
                startIcon={<PostAddIcon />}
                onClick={() => setGlobalOpen(true)}
              >
                {t('invoices.newGlobal')}
              </Button>
            ) : undefined
          }
          actions={(invoice) => (
            <InvoiceRowActions
              invoice={invoice}
              onSend={setSending}
              onCancel={isAdmin ? setCancelling : undefined}
            />
          )}
          actionsWidth={88}
        />
      )}
      <SendInvoiceDialog
        invoice={sending && { id: sending.id, folio: folioOf(sending) }}
        onClose={() => setSending(null)}
      />
      <CancelInvoiceDialog
        invoice={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={refresh}
      />
      <GlobalInvoiceDialog
        open={globalOpen}
        branchId={branchId}
        onClose={() => setGlobalOpen(false)}
        onIssued={refresh}
      />
    </Paper>
  );
}
