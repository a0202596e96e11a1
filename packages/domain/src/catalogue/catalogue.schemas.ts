import { z } from 'zod';
import { emailField, idField, relation, requiredText, timeField } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/*
 * The write schemas of the catalogue resources (SPEC.md §3 and §5). The API validates with them
 * and the web forms use them as resolvers; `update` is always the create shape plus `id`.
 */
const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: idField(), ...shape });

export const versionPattern = /^\d\.\d\.\d{2}$/;

export const applicationVersionShape = {
  version: z
    .string({ error: m('required') })
    .trim()
    .min(1, m('required'))
    .regex(versionPattern, m('version')),
  description: requiredText(500),
};

export const countryShape = {
  name: requiredText(),
  duration: z.coerce
    .number({ error: m('numeric') })
    .refine(Number.isFinite, m('numeric'))
    .int(m('integer'))
    .min(0, m('minValue', { min: 0 }))
    .max(100000, m('maxValue', { max: 100000 })),
};

export const stateShape = { name: requiredText(), country: relation() };

export const municipalityShape = {
  name: requiredText(),
  country: relation().optional(),
  state: relation(),
};

export const branchShape = {
  name: requiredText(),
  address: requiredText(300),
  zipCode: z
    .string({ error: m('required') })
    .trim()
    .min(1, m('required'))
    .regex(/^\d+$/, m('numeric'))
    .length(5, m('digits', { length: 5 })),
  country: relation(),
  state: relation(),
  municipality: relation(),
  open_time: timeField(),
  close_time: timeField(),
  phone: z
    .string()
    .trim()
    .regex(/^\d{10}$/, m('digits', { length: 10 }))
    .optional()
    .or(z.literal('').transform(() => undefined))
    .nullable(),
  email: emailField()
    .optional()
    .or(z.literal('').transform(() => undefined))
    .nullable(),
};

export const nameShape = { name: requiredText() };
export const subcategoryShape = { name: requiredText(), category: relation() };
export const productShape = { name: requiredText(), category: relation(), subcategory: relation() };

export const catalogueSchemas = {
  'application-versions': applicationVersionShape,
  countries: countryShape,
  states: stateShape,
  municipalities: municipalityShape,
  branches: branchShape,
  categories: nameShape,
  subcategories: subcategoryShape,
  products: productShape,
  'appointment-type': nameShape,
  'payment-methods': nameShape,
} as const;

export type CatalogueName = keyof typeof catalogueSchemas;
export const CATALOGUE_NAMES = Object.keys(catalogueSchemas) as CatalogueName[];

export function createSchemaOf<N extends CatalogueName>(name: N) {
  return z.object(catalogueSchemas[name]);
}

export function updateSchemaOf<N extends CatalogueName>(name: N) {
  return withId(catalogueSchemas[name]);
}

/** Compares x.y.zz versions numerically: the latest is the only one that may change. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
