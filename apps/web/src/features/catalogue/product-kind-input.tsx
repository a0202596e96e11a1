import {
  CONTACT_REPLACEMENTS,
  LENS_DESIGNS,
  PRODUCT_KINDS,
  type ProductKind,
} from '@iris/domain/catalogue/product-attributes';
import Grid from '@mui/material/Grid';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectInput } from '../../components/select-input';
import { TextInput } from '../../components/text-input';
import type { CatalogueFieldLabel } from './catalogue-declaration';

/*
 * docs/rules.md Optical catalogue: a product's kind and, below it, its kind's attributes
 * (`attributes.brand`…); the domain schema checks them, so its messages land on these fields.
 */

type Attribute = { name: string; choices?: readonly string[]; upperCase?: boolean };

const ATTRIBUTES: Record<ProductKind, readonly Attribute[]> = {
  ARMAZON: [
    { name: 'brand' },
    { name: 'model' },
    { name: 'color' },
    { name: 'size', upperCase: false },
    { name: 'material' },
  ],
  LENTE: [
    { name: 'design', choices: LENS_DESIGNS },
    { name: 'material' },
    { name: 'index', upperCase: false },
    { name: 'treatments' },
    { name: 'sphereMin', upperCase: false },
    { name: 'sphereMax', upperCase: false },
    { name: 'cylinderMin', upperCase: false },
    { name: 'addMin', upperCase: false },
    { name: 'addMax', upperCase: false },
  ],
  CONTACTO: [
    { name: 'replacement', choices: CONTACT_REPLACEMENTS },
    { name: 'baseCurve', upperCase: false },
    { name: 'diameter', upperCase: false },
    { name: 'sphereMin', upperCase: false },
    { name: 'sphereMax', upperCase: false },
  ],
  OTRO: [],
};

/** The form's values of a kind's attributes: each field empty, or as stored. */
export function attributeValuesOf(kind: ProductKind, stored: Record<string, unknown> = {}) {
  return Object.fromEntries(
    ATTRIBUTES[kind].map(({ name }) => {
      const value = stored[name];
      return [name, Array.isArray(value) ? value.join(', ') : (value ?? '')];
    }),
  );
}

export function ProductKindInput({
  label,
  disabled,
}: {
  label: CatalogueFieldLabel;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { setValue } = useFormContext();
  const kind = (useWatch({ name: 'kind' }) as ProductKind | '' | undefined) || 'OTRO';
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <SelectInput
          name="kind"
          label={t(label)}
          options={PRODUCT_KINDS.map((value) => ({ value, label: t(`catalogue.kinds.${value}`) }))}
          disabled={disabled}
          onValueChange={(value) => {
            setValue('attributes', attributeValuesOf(value as ProductKind));
          }}
        />
      </Grid>
      {ATTRIBUTES[kind].map((attribute) => {
        const name = `attributes.${attribute.name}`;
        const fieldLabel = t(`catalogue.fields.${attribute.name}` as CatalogueFieldLabel);
        return (
          <Grid key={`${kind}.${attribute.name}`} size={{ xs: 12, sm: 6 }}>
            {attribute.choices ? (
              <SelectInput
                name={name}
                label={fieldLabel}
                options={attribute.choices.map((value) => ({ value, label: value }))}
                disabled={disabled}
              />
            ) : (
              <TextInput
                name={name}
                label={fieldLabel}
                disabled={disabled}
                upperCase={attribute.upperCase !== false}
              />
            )}
          </Grid>
        );
      })}
    </Grid>
  );
}
