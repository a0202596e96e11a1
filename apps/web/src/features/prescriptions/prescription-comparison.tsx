import type {
  Prescription,
  PrescriptionComparison,
} from '@iris/domain/prescriptions/prescription.schemas';
import { EYE_FIELDS, EYES, type Eye, type EyeField } from '@iris/domain/prescriptions/refraction';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { amber, grey } from '@mui/material/colors';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client';
import { shownDate } from '../../lib/format-date';
import { PrescriptionPrintButton } from './prescription-print-button';
import { valueText } from './prescription-text';
import { prescriptionQueries } from './prescriptions-api';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A changed value: a light amber with near-black text (axe contrast), and bold, not colour alone. */
const CHANGED = { bgcolor: amber[100], color: grey[900], fontWeight: 700 };

const isEyeField = (field: string): field is EyeField =>
  (EYE_FIELDS as readonly string[]).includes(field);

function shown(t: TFunction, field: EyeField, value: number | string | null) {
  return valueText(field, value, t('prescriptions.none'), (base) =>
    t(`prescriptions.bases.${base}`),
  );
}

interface RowsProps {
  eye: Eye;
  current: Prescription;
  previous: Prescription | null;
  fields: readonly EyeField[];
  changed: ReadonlySet<string>;
}

/** One eye: this prescription's values, with the previous one's right under them. */
function EyeRows({ eye, current, previous, fields, changed }: RowsProps) {
  const { t } = useTranslation();
  const rows = previous ? [current, previous] : [current];
  return rows.map((prescription, index) => (
    <TableRow key={prescription.id}>
      {index === 0 && (
        <TableCell component="th" scope="rowgroup" rowSpan={rows.length} sx={{ fontWeight: 700 }}>
          {t(`prescriptions.eyes.${eye}`)}
        </TableCell>
      )}
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {shownDate(prescription.date)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t(index === 0 ? 'prescriptions.compare.thisOne' : 'prescriptions.compare.previousOne')}
        </Typography>
      </TableCell>
      {fields.map((field) => {
        const text = shown(t, field, prescription[eye][field]);
        if (index > 0 || !previous || !changed.has(`${eye}.${field}`)) {
          return <TableCell key={field}>{text}</TableCell>;
        }
        const before = shown(t, field, previous[eye][field]);
        return (
          <TableCell key={field} sx={CHANGED}>
            {text}
            <Box component="span" sx={visuallyHidden}>
              {` (${t('prescriptions.compare.changedFrom', { value: before })})`}
            </Box>
          </TableCell>
        );
      })}
    </TableRow>
  ));
}

/** This prescription beside the previous one, every changed value marked, then listed. */
export function ComparisonView({ comparison }: { comparison: PrescriptionComparison }) {
  const { t } = useTranslation();
  const { current, previous, changes } = comparison;
  const contact = current.kind === 'CONTACTO' || previous?.kind === 'CONTACTO';
  const fields = EYE_FIELDS.filter(
    (field) => contact || (field !== 'baseCurve' && field !== 'diameter'),
  );
  const listed = changes.filter((change) => isEyeField(change.field));
  const changed = new Set(listed.map((change) => `${change.eye}.${change.field}`));

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('prescriptions.compare.by', {
          kind: t(`prescriptions.kinds.${current.kind}`),
          doctor: current.doctor.name,
        })}
        {previous &&
          ` · ${t('prescriptions.compare.previous', { date: shownDate(previous.date) })}`}
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-label={t('prescriptions.compare.title', {
            date: shownDate(current.date),
          })}
        >
          <TableHead>
            <TableRow>
              <TableCell />
              <TableCell>{t('prescriptions.date')}</TableCell>
              {fields.map((field) => (
                <TableCell key={field}>{t(`prescriptions.fields.${field}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {EYES.map((eye) => (
              <EyeRows
                key={eye}
                eye={eye}
                current={current}
                previous={previous}
                fields={fields}
                changed={changed}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {previous === null ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('prescriptions.compare.noPrevious')}
        </Alert>
      ) : (
        <Box component="section" sx={{ mt: 2 }} aria-labelledby="prescription-changes">
          <Typography id="prescription-changes" variant="subtitle2" component="h3">
            {t('prescriptions.compare.changes')}
          </Typography>
          {listed.length === 0 ? (
            <Typography>{t('prescriptions.compare.noChanges')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {listed.map((change) => (
                <li key={`${change.eye}.${change.field}`}>
                  <Box component="mark" sx={{ ...CHANGED, px: 0.5, borderRadius: 0.5 }}>
                    {t('prescriptions.compare.change', {
                      eye: t(`prescriptions.eyes.${change.eye}`),
                      field: t(`prescriptions.changeFields.${change.field as EyeField}`),
                      from: shown(t, change.field as EyeField, change.from),
                      to: shown(t, change.field as EyeField, change.to),
                    })}
                  </Box>
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
      {current.notes && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t('prescriptions.compare.notes')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{current.notes}</Typography>
        </Box>
      )}
    </>
  );
}

export interface PrescriptionComparisonDialogProps {
  /** The prescription opened, or null when closed. */
  prescription: Prescription | null;
  onClose: () => void;
}

/**
 * Opening a prescription (prescriptions/compare/{id}): it beside the previous one of the patient,
 * with "Imprimir receta" for everyone who reads it.
 */
export function PrescriptionComparisonDialog({
  prescription,
  onClose,
}: PrescriptionComparisonDialogProps) {
  const { t } = useTranslation();
  // The last one opened stays drawn while the dialog fades out.
  const [shownOne, setShownOne] = useState(prescription);
  if (prescription !== null && prescription !== shownOne) setShownOne(prescription);
  const comparison = useQuery({
    ...prescriptionQueries.comparison(shownOne?.id ?? 0),
    enabled: shownOne !== null,
  });
  const date = shownOne ? shownDate(shownOne.date) : '';

  return (
    <Dialog open={prescription !== null} onClose={onClose} fullWidth maxWidth="lg">
      <DialogTitle>{t('prescriptions.compare.title', { date })}</DialogTitle>
      <DialogContent>
        {comparison.isError && <Alert severity="warning">{errorText(comparison.error)}</Alert>}
        {comparison.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        )}
        {comparison.data && <ComparisonView comparison={comparison.data} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {shownOne && <PrescriptionPrintButton id={shownOne.id} date={shownOne.date} />}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
