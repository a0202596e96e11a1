import TextField from '@mui/material/TextField';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '../../components/number-input';
import { SelectInput } from '../../components/select-input';
import { SwitchInput } from '../../components/switch-input';
import { TextInput } from '../../components/text-input';
import { TimeInput } from '../../components/time-input';
import { useFieldError } from '../../components/use-field-error';
import { useOptions } from '../../lib/options-query';
import type {
  CatalogueField,
  ChoiceFieldDeclaration,
  CatalogueItem,
  MaskFieldDeclaration,
  NumberFieldDeclaration,
  SelectFieldDeclaration,
  TextFieldDeclaration,
} from './catalogue-declaration';
import { DocumentInput } from './document-input';
import { ProductKindInput } from './product-kind-input';

/** Keeps the digits of `raw` and lays them over `mask` (`#` a digit): `1205` → `1.2.05`. */
export function applyMask(raw: string, mask: string): string {
  const digits = raw.replace(/\D/g, '');
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    out += char === '#' ? digits.charAt(next++) : char;
  }
  return out;
}

type TypedField = TextFieldDeclaration | NumberFieldDeclaration | MaskFieldDeclaration;

/** Multiline text, number and masked (`#.#.##`) inputs: one TextField with a normaliser per kind. */
function TypedInput({ field: declaration, disabled }: { field: TypedField; disabled: boolean }) {
  const { t } = useTranslation();
  const { field } = useController({ name: declaration.name });
  const error = useFieldError(declaration.name);

  const normalise = (raw: string): string => {
    switch (declaration.kind) {
      case 'text':
        return declaration.upperCase === false ? raw : raw.toUpperCase();
      case 'mask':
        return applyMask(raw, declaration.mask);
      default:
        return raw;
    }
  };

  const htmlInput: Record<string, unknown> = {};
  let type = 'text';
  if (declaration.kind === 'number') {
    type = 'number';
    Object.assign(htmlInput, { min: declaration.min, step: declaration.step ?? 1 });
  } else if (declaration.kind === 'mask') {
    Object.assign(htmlInput, {
      maxLength: declaration.mask.length,
      inputMode: 'decimal',
      placeholder: declaration.mask.replace(/#/g, '0'),
    });
  } else if (declaration.type === 'email') {
    type = 'email';
  }

  return (
    <TextField
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | number | null | undefined) ?? ''}
      onChange={(event) => field.onChange(normalise(event.target.value))}
      onBlur={field.onBlur}
      label={t(declaration.label)}
      type={type}
      multiline={declaration.kind === 'text' && declaration.multiline}
      minRows={declaration.kind === 'text' && declaration.multiline ? 3 : undefined}
      disabled={disabled}
      error={error !== undefined}
      helperText={error}
      fullWidth
      margin="dense"
      slotProps={{ htmlInput }}
    />
  );
}

/** Single-line text and digit masks: the app's shared text input. */
function PlainTextInput({
  field,
  disabled,
}: {
  field: TextFieldDeclaration | MaskFieldDeclaration;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      name={field.name}
      label={t(field.label)}
      disabled={disabled}
      upperCase={field.kind === 'text' && field.upperCase !== false}
      type={field.kind === 'text' ? field.type : undefined}
      digits={field.kind === 'mask' ? field.mask.length : undefined}
    />
  );
}

/** A whole number (minutes): the shared number input, which never strips what is typed. */
function CatalogueNumberInput({
  field,
  disabled,
}: {
  field: NumberFieldDeclaration;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return <NumberInput name={field.name} label={t(field.label)} disabled={disabled} />;
}

/** Options of a resource; with a parent, only those of the chosen parent (none until one is chosen). */
function OptionSelect({
  field: declaration,
  disabled,
  onCleared,
}: {
  field: SelectFieldDeclaration;
  disabled: boolean;
  onCleared: (name: string) => void;
}) {
  const { t } = useTranslation();
  const options = useOptions(declaration.options);
  const parentValue: unknown = useWatch({ name: declaration.parent?.field ?? declaration.name });
  const parent = declaration.parent;
  // An empty parent ('' before a choice) means there is nothing to choose from yet.
  const hasParent =
    parent !== undefined &&
    (typeof parentValue === 'number' || (typeof parentValue === 'string' && parentValue !== ''));
  const visible = (options.data ?? []).filter(
    (option) => !parent || (hasParent && option[parent.key] === Number(parentValue)),
  );
  const choices = visible.map((option) => ({ value: option.id, label: option.name }));
  return (
    <SelectInput
      name={declaration.name}
      label={t(declaration.label)}
      options={
        declaration.optional ? [{ value: '', label: t('catalogue.none') }, ...choices] : choices
      }
      disabled={disabled || (parent !== undefined && !hasParent)}
      onValueChange={() => onCleared(declaration.name)}
    />
  );
}

/** A code of a fixed list (the SAT's catalogues), shown with its description; empty is none. */
function ChoiceSelect({ field, disabled }: { field: ChoiceFieldDeclaration; disabled: boolean }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('catalogue.noChoice') },
    ...field.choices.map(({ code, description }) => ({
      value: code,
      label: `${code} — ${description}`,
    })),
  ];
  return (
    <SelectInput name={field.name} label={t(field.label)} options={options} disabled={disabled} />
  );
}

export interface CatalogueFieldInputProps {
  field: CatalogueField;
  /** Every field of the form, to find those that depend on this one. */
  fields: readonly CatalogueField[];
  record: CatalogueItem | null;
  disabled: boolean;
}

/** Names of the fields below `name` in a cascade (country → state → municipality). */
export function dependentsOf(name: string, fields: readonly CatalogueField[]): string[] {
  const children = fields
    .filter((field) => field.kind === 'select' && field.parent?.field === name)
    .map((field) => field.name);
  return children.flatMap((child) => [child, ...dependentsOf(child, fields)]);
}

export function CatalogueFieldInput({ field, fields, record, disabled }: CatalogueFieldInputProps) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  switch (field.kind) {
    case 'select':
      return (
        <OptionSelect
          field={field}
          disabled={disabled}
          onCleared={(name) => {
            for (const dependent of dependentsOf(name, fields)) setValue(dependent, '');
          }}
        />
      );
    case 'number':
      return <CatalogueNumberInput field={field} disabled={disabled} />;
    case 'document':
      return <DocumentInput field={field} record={record} disabled={disabled} />;
    case 'text':
      if (!field.multiline) return <PlainTextInput field={field} disabled={disabled} />;
      return <TypedInput field={field} disabled={disabled} />;
    case 'mask':
      // A mask of digits only (zip code, phone) is the shared input's `digits`.
      if (/^#+$/.test(field.mask)) return <PlainTextInput field={field} disabled={disabled} />;
      return <TypedInput field={field} disabled={disabled} />;
    case 'time':
      return <TimeInput name={field.name} label={t(field.label)} disabled={disabled} />;
    case 'choice':
      return <ChoiceSelect field={field} disabled={disabled} />;
    case 'productKind':
      return <ProductKindInput label={field.label} disabled={disabled} />;
    case 'switch':
      return <SwitchInput name={field.name} label={t(field.label)} disabled={disabled} />;
    default:
      return <TypedInput field={field} disabled={disabled} />;
  }
}
