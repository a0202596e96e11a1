import { formatDateTime } from '@iris/domain/common/dates';
import type { ArcoRequest } from '@iris/domain/privacy/arco.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { shownDate } from '../../lib/format-date';
import { resourceQueries } from '../../lib/resource-queries';
import { DueDateCell } from './arco-columns';
import { ArcoResolveDialog } from './arco-resolve-dialog';

/** A RECTIFICACION's data before and after, or what is kept until it is resolved. */
function Rectification({ request }: { request: ArcoRequest }) {
  const { t } = useTranslation();
  const rectification = request.rectification;
  if (!rectification) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('arco.rectification')}
      </Typography>
      {rectification.after === null ? (
        <Typography color="text.secondary">{t('arco.rectificationOpen')}</Typography>
      ) : rectification.changes.length === 0 ? (
        <Typography color="text.secondary">{t('arco.noChanges')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('arco.before')}</TableCell>
              <TableCell>{t('arco.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rectification.changes.map((change) => (
              <TableRow key={change.field}>
                <TableCell component="th" scope="row">
                  {t(`arco.fields.${change.field}`)}
                </TableCell>
                <TableCell>{change.before ?? '—'}</TableCell>
                <TableCell>{change.after ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

function Line({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Typography>
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

/** One request as `arco-requests/get/{id}` answers it, and its resolution while it is open. */
export function ArcoDetailDialog({
  id,
  onClose,
  onResolved,
}: {
  id: number | null;
  onClose: () => void;
  onResolved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const request = useQuery(resourceQueries.record('arco-requests', id));
  const [resolving, setResolving] = useState(false);
  const data = request.data;
  return (
    <Dialog open={id !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {data ? t('arco.detailTitle', { name: data.customer.name }) : t('arco.loading')}
      </DialogTitle>
      <DialogContent>
        {request.isPending && <CircularProgress aria-label={t('arco.loading')} />}
        {request.isError && <Alert severity="warning">{errorText(request.error)}</Alert>}
        {data && (
          <>
            <Typography>
              <strong>{t(`arco.kinds.${data.kind}`)}</strong> · {t(`arco.statuses.${data.status}`)}
            </Typography>
            <Line label={t('arco.receivedAt')} value={shownDate(data.receivedAt)} />
            <Typography component="div">
              <strong>{t('arco.columns.dueDate')}:</strong> <DueDateCell request={data} t={t} />
            </Typography>
            <Line label={t('arco.notes')} value={data.notes} />
            <Line
              label={t('arco.createdBy')}
              value={[data.createdBy?.name, formatDateTime(data.createdAt)]
                .filter(Boolean)
                .join(' · ')}
            />
            <Line label={t('arco.resolution')} value={data.resolution} />
            <Line
              label={t('arco.resolvedBy')}
              value={
                data.resolvedAt
                  ? [data.resolvedBy?.name, formatDateTime(data.resolvedAt)]
                      .filter(Boolean)
                      .join(' · ')
                  : null
              }
            />
            <Rectification request={data} />
            <ArcoResolveDialog
              id={data.id}
              open={resolving}
              onClose={() => setResolving(false)}
              onSaved={() => onResolved(data.id)}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('arco.close')}</Button>
        {data?.status === 'ABIERTA' && (
          <Button variant="contained" onClick={() => setResolving(true)}>
            {t('arco.resolve')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
