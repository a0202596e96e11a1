import {
  AXIS,
  EYE_FIELDS,
  hundredthsOf,
  powerText,
  PRISM_BASES,
  toMinusCylinder,
  type Eye,
  type EyeField,
} from '@iris/domain/prescriptions/refraction';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../components/use-field-error';
import { isStepField, tidyStep, type EyeForm } from './prescription-text';

/**
 * The values whose message depends on this one: an axis goes with a cylinder (and the sphere
 * stored in minus cylinder with both), a base with a prism. Their message is said again when this
 * one is left, so that it never stays on a partner that is now right.
 */
const PARTNERS: Partial<Record<EyeField, readonly EyeField[]>> = {
  cylinder: ['axis', 'sphere'],
  axis: ['sphere'],
  prism: ['prismBase'],
};

/**
 * What to validate when a value is left: the value itself once something is typed (tabbing
 * through an empty sphere says nothing yet) or while it shows a message, and the partners that
 * show one.
 */
function useRecheck(name: string, field: EyeField) {
  const { trigger, getFieldState } = useFormContext();
  return (text: string) => {
    const eye = name.slice(0, name.lastIndexOf('.'));
    const names = [name, ...(PARTNERS[field] ?? []).map((partner) => `${eye}.${partner}`)].filter(
      (each) => (each === name && text !== '') || getFieldState(each).error !== undefined,
    );
    if (names.length > 0) void trigger(names);
  };
}

/** The keyboard a phone offers: lens powers need the minus sign, which a decimal pad lacks. */
const INPUT_MODE: Partial<Record<EyeField, 'text' | 'decimal' | 'numeric'>> = {
  sphere: 'text',
  cylinder: 'text',
  add: 'text',
  axis: 'numeric',
  vaSc: 'numeric',
  vaCc: 'numeric',
};

interface ValueInputProps {
  name: string;
  field: EyeField;
  label: string;
  autoFocus?: boolean;
  prefix?: string;
}

/**
 * One value of an eye, typed as text (`+1.25`, `-.75`, `-0,75`, `PLANO`), like the house's
 * NumericField: the domain schema the API validates with says what is wrong, on the field, as soon
 * as the doctor leaves it; a step value is then written as an optometrist writes it. Never
 * disabled: the Tab order is the same whatever the other values hold.
 */
function ValueInput({ name, field: eyeField, label, autoFocus, prefix }: ValueInputProps) {
  const { field } = useController({ name });
  const recheck = useRecheck(name, eyeField);
  const error = useFieldError(name);
  const id = useId();
  const text = typeof field.value === 'string' ? field.value : '';

  return (
    <FormControl fullWidth margin="dense" error={error !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={text}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => {
          const tidied = isStepField(eyeField) ? tidyStep(eyeField, text) : text.trim();
          if (tidied !== text) field.onChange(tidied);
          field.onBlur();
          recheck(tidied);
        }}
        autoFocus={autoFocus}
        autoComplete="off"
        {...(prefix
          ? { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> }
          : {})}
        slotProps={{
          input: {
            inputMode: INPUT_MODE[eyeField] ?? 'decimal',
            'aria-describedby': error ? `${id}-helper` : undefined,
            'aria-invalid': error !== undefined,
          },
        }}
      />
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * The prism's base: a native select, chosen from the keyboard by its first letter. There with or
 * without a prism: a base without one (or a prism without one) is said on the field.
 */
function BaseSelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const recheck = useRecheck(name, 'prismBase');
  const error = useFieldError(name);
  const id = useId();
  return (
    <FormControl fullWidth margin="dense" error={error !== undefined}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => {
          field.onBlur();
          recheck(typeof field.value === 'string' ? field.value : '');
        }}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ 'aria-describedby': error ? `${id}-helper` : undefined }}
      >
        <option value="">{t('prescriptions.noBase')}</option>
        {PRISM_BASES.map((base) => (
          <option key={base} value={base}>
            {t(`prescriptions.bases.${base}`)}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={`${id}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * What a plus cylinder will be stored as (docs/rules.md: minus-cylinder form), shown before saving;
 * nothing while the values are not yet a lens.
 */
export function transposedText(eye: Pick<EyeForm, 'sphere' | 'cylinder' | 'axis'>): string | null {
  const sphere = hundredthsOf(eye.sphere);
  const cylinder = hundredthsOf(eye.cylinder);
  const axis = /^\d{1,3}$/.test(eye.axis.trim()) ? Number(eye.axis) : NaN;
  if (sphere === null || cylinder === null || cylinder <= 0) return null;
  if (!(axis >= AXIS.min && axis <= AXIS.max)) return null;
  const minus = toMinusCylinder({ sphere, cylinder, axis });
  return `${powerText(minus.sphere)} ${powerText(minus.cylinder)} × ${minus.axis}`;
}

/** The plus cylinder as it will be stored, watched apart so that typing redraws only this. */
function TransposedNote({ eye }: { eye: Eye }) {
  const { t } = useTranslation();
  const [sphere, cylinder, axis] = useWatch({
    name: [`${eye}.sphere`, `${eye}.cylinder`, `${eye}.axis`],
  }) as string[];
  const transposed = transposedText({
    sphere: sphere ?? '',
    cylinder: cylinder ?? '',
    axis: axis ?? '',
  });
  if (!transposed) return null;
  return (
    <Alert severity="info" icon={false} role="status" sx={{ py: 0 }}>
      {t('prescriptions.form.transposed', { value: transposed })}
    </Alert>
  );
}

/**
 * An eye's values, every one always in the Tab order: what does not go with its partner (an axis
 * without a cylinder, a base without a prism) is kept as typed and said on the field, rather than
 * cleared or disabled, which made the keyboard skip it and the next value land one field on.
 */
function EyeRow({ eye, contact, autoFocus }: { eye: Eye; contact: boolean; autoFocus: boolean }) {
  const { t } = useTranslation();
  // The kind, chosen above the values, is what the form is for: it alone says whether an eye has a
  // base curve and a diameter, at the row's end, so no value typed moves a field of the row.
  const fields = EYE_FIELDS.filter(
    (field) => contact || (field !== 'baseCurve' && field !== 'diameter'),
  );
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mt: 1 }}>
      <Typography id={labelId} variant="subtitle2" component="h3">
        {t(`prescriptions.eyeNames.${eye}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 1,
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(6, minmax(0, 1fr))',
            lg: `repeat(${fields.length}, minmax(0, 1fr))`,
          },
        }}
      >
        {fields.map((field) => {
          const name = `${eye}.${field}`;
          const label = t(`prescriptions.fields.${field}`);
          if (field === 'prismBase') {
            return <BaseSelect key={field} name={name} label={label} />;
          }
          return (
            <ValueInput
              key={field}
              name={name}
              field={field}
              label={label}
              autoFocus={autoFocus && field === 'sphere'}
              {...(field === 'vaSc' || field === 'vaCc' ? { prefix: '20/' } : {})}
            />
          );
        })}
      </Box>
      <TransposedNote eye={eye} />
    </Box>
  );
}

/**
 * Both eyes, one row each, typed left to right: the right eye's values, "Copiar OD a OI", then the
 * left eye's. Contact lenses add base curve and diameter.
 */
export function PrescriptionEyeFields({ contact }: { contact: boolean }) {
  const { t } = useTranslation();
  const { getValues, setValue, clearErrors } = useFormContext();

  const copy = () => {
    const od = getValues('od') as EyeForm;
    for (const field of EYE_FIELDS) setValue(`oi.${field}`, od[field], { shouldDirty: true });
    clearErrors('oi');
  };

  return (
    <Box role="group" aria-label={t('prescriptions.form.eyesLabel')}>
      <EyeRow eye="od" contact={contact} autoFocus />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('prescriptions.form.copy')}
        </Button>
      </Stack>
      <EyeRow eye="oi" contact={contact} autoFocus={false} />
    </Box>
  );
}
