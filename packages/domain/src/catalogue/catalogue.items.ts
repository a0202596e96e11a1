import { z } from 'zod';
import { EVENT_COLOR_KEYS } from '../calendar/event-colors.js';
import { idFilter } from '../common/table.js';
import type { CatalogueName } from './catalogue.schemas.js';

/*
 * What the API answers for each catalogue record (SPEC.md §3): the API serializes with these and
 * the web reads its rows with them, so neither side keeps a copy of the other's types.
 */
export const refSchema = z.object({ id: z.number(), name: z.string() });
const named = z.object({ id: z.number(), name: z.string() });

export const catalogueItems = {
  'application-versions': z.object({
    id: z.number(),
    version: z.string(),
    description: z.string(),
    isLatest: z.boolean(),
  }),
  countries: named.extend({ duration: z.number() }),
  states: named.extend({ country: refSchema, country_id: z.number() }),
  municipalities: named.extend({
    state: refSchema,
    state_id: z.number(),
    country: refSchema,
    country_id: z.number(),
  }),
  branches: named.extend({
    address: z.string(),
    zipCode: z.string(),
    country: refSchema,
    state: refSchema,
    municipality: refSchema,
    country_id: z.number(),
    state_id: z.number(),
    municipality_id: z.number(),
    open_time: z.string(),
    close_time: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** Personalization: the branch's colour and the signed URL of its logo. */
    color: z.enum(EVENT_COLOR_KEYS).nullable(),
    logoUrl: z.string().nullable(),
  }),
  categories: named,
  subcategories: named.extend({ category: refSchema, category_id: z.number() }),
  products: named.extend({
    category: refSchema,
    subcategory: refSchema,
    category_id: z.number(),
    subcategory_id: z.number(),
    documentUrl: z.string().nullable(),
  }),
  'appointment-type': named,
  'payment-methods': named,
} as const satisfies Record<CatalogueName, z.ZodObject>;

export type CatalogueItemOf<N extends CatalogueName> = z.infer<(typeof catalogueItems)[N]>;

/** The table filters each catalogue list takes besides `search`; any other is refused. */
export const catalogueFilters = {
  'application-versions': {},
  countries: {},
  states: { countryId: idFilter() },
  municipalities: { stateId: idFilter(), countryId: idFilter() },
  branches: { countryId: idFilter(), stateId: idFilter(), municipalityId: idFilter() },
  categories: {},
  subcategories: { categoryId: idFilter() },
  products: { categoryId: idFilter(), subcategoryId: idFilter() },
  'appointment-type': {},
  'payment-methods': {},
} as const satisfies Record<CatalogueName, z.ZodRawShape>;
