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
import { useEffect, useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../components/use-field-error';
import { isStepField, tidyStep, type EyeForm } from './prescription-text';

/** Whether a typed value is a power other than none (a cylinder, a prism): what its partner needs. */
const isSet = (text: string | undefined) => {
  const hundredths = text ? hundredthsOf(text) : null;
  return hundredths !== null && hundredths !== 0;
};

/** Left empty or 0: no cylinder (no prism). A value half typed (`-`) is neither. */
const isNone = (text: string | undefined) => !text?.trim() || hundredthsOf(text) === 0;

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
  disabled?: boolean;
  autoFocus?: boolean;
  prefix?: string;
}

/**
 * One value of an eye, typed as text (`+1.25`, `-0.50`, `PLANO`), like the house's NumericField:
 * the domain schema the API validates with says what is wrong, on the field, as soon as the
 * doctor leaves it; a step value is then written as an optometrist writes it.
 */
function ValueInput({
  name,
  field: eyeField,
  label,
  disabled,
  autoFocus,
  prefix,
}: ValueInputProps) {
  const { field } = useController({ name });
  const { trigger } = useFormContext();
  const error = useFieldError(name);
  const id = useId();
  const text = typeof field.value === 'string' ? field.value : '';

  return (
    <FormControl fullWidth margin="dense" error={error !== undefined} disabled={disabled}>
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
          if (tidied !== '') void trigger(name);
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

/** The prism's base: a native select, chosen from the keyboard by its first letter. */
function BaseSelect({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { field } = useController({ name });
  const error = useFieldError(name);
  const id = useId();
  return (
    <FormControl fullWidth margin="dense" error={error !== undefined} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
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
 * What a plus cylinder will be stored as (RULES.md: minus-cylinder form), shown before saving;
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

/** An eye's values, watched: the axis and the prism's base live only with their partner. */
function EyeRow({ eye, contact, autoFocus }: { eye: Eye; contact: boolean; autoFocus: boolean }) {
  const { t } = useTranslation();
  const { setValue, clearErrors } = useFormContext();
  const values = useWatch({ name: eye }) as EyeForm;
  const hasCylinder = isSet(values.cylinder);
  const hasPrism = isSet(values.prism);
  const noCylinder = isNone(values.cylinder);
  const noPrism = isNone(values.prism);
  const transposed = transposedText(values);

  // An axis without a cylinder (a base without a prism) is refused: it goes with its partner.
  // Only once the partner is settled as none: retyping a cylinder keeps its axis.
  useEffect(() => {
    if (!noCylinder) return;
    setValue(`${eye}.axis`, '');
    clearErrors(`${eye}.axis`);
  }, [noCylinder, eye, setValue, clearErrors]);
  useEffect(() => {
    if (!noPrism) return;
    setValue(`${eye}.prismBase`, '');
    clearErrors(`${eye}.prismBase`);
  }, [noPrism, eye, setValue, clearErrors]);

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
            return <BaseSelect key={field} name={name} label={label} disabled={!hasPrism} />;
          }
          return (
            <ValueInput
              key={field}
              name={name}
              field={field}
              label={label}
              autoFocus={autoFocus && field === 'sphere'}
              disabled={field === 'axis' && !hasCylinder}
              {...(field === 'vaSc' || field === 'vaCc' ? { prefix: '20/' } : {})}
            />
          );
        })}
      </Box>
      {transposed && (
        <Alert severity="info" icon={false} role="status" sx={{ py: 0 }}>
          {t('prescriptions.form.transposed', { value: transposed })}
        </Alert>
      )}
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
