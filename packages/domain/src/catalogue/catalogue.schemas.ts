import { z } from 'zod';
import {
  emailField,
  idField,
  relation,
  requiredError,
  requiredText,
  timeField,
  wholeNumber,
} from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import {
  isCatalogueResource,
  RESOURCE_NAMES,
  type CatalogueResourceName,
} from '../registry/resources.js';

/*
 * The write schemas of the catalogue resources (SPEC.md §3 and §5). The API validates with them
 * and the web forms use them as resolvers; `update` is always the create shape plus `id`.
 */
const withId = <T extends z.ZodRawShape>(shape: T) => z.object({ id: idField(), ...shape });

export const versionPattern = /^\d\.\d\.\d{2}$/;

export const applicationVersionShape = {
  version: z.string(requiredError).trim().min(1, m('required')).regex(versionPattern, m('version')),
  description: requiredText(500),
};

export const countryShape = {
  name: requiredText(),
  duration: wholeNumber(0, 100000),
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
    .string(requiredError)
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
} as const satisfies Record<CatalogueResourceName, z.ZodRawShape>;

/** The catalogue resources of the registry, in menu order. */
export type CatalogueName = CatalogueResourceName;
export const CATALOGUE_NAMES = RESOURCE_NAMES.filter(isCatalogueResource);

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
