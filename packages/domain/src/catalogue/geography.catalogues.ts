import { z } from 'zod';
import { EVENT_COLOR_KEYS } from '../calendar/event-colors.js';
import {
  emailField,
  optionalRelation,
  relation,
  requiredError,
  requiredText,
  timeField,
  wholeNumber,
} from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import {
  defineCatalogue,
  refSchema,
  type SelectFieldDeclaration,
} from './catalogue-declaration.js';

/** Countries, states, municipalities and branches (docs/spec.md §3): each chosen within the one above. */

const named = z.object({ id: z.number(), name: z.string() });
/** An optional text the form sends empty. */
const optional = <T extends z.ZodType>(field: T) =>
  field
    .optional()
    .or(z.literal('').transform(() => undefined))
    .nullable();

/** The country -> state cascade shared by the municipality and branch forms. */
const countryStateFields = [
  {
    kind: 'select',
    name: 'country.id',
    label: 'catalogue.fields.country',
    options: 'countries',
    half: true,
  },
  {
    kind: 'select',
    name: 'state.id',
    label: 'catalogue.fields.state',
    options: 'states',
    parent: { field: 'country.id', key: 'country_id' },
    half: true,
  },
] as const satisfies readonly SelectFieldDeclaration[];

export const countriesCatalogue = defineCatalogue({
  shape: { name: requiredText(), duration: wholeNumber(0, 100000) },
  item: named.extend({ duration: z.number() }),
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'duration', label: 'catalogue.fields.duration' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'number', name: 'duration', label: 'catalogue.fields.duration', min: 0, step: 1 },
  ],
});

export const statesCatalogue = defineCatalogue({
  shape: { name: requiredText(), country: relation() },
  item: named.extend({ country: refSchema, country_id: z.number() }),
  filters: { countryId: idFilter() },
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'country', label: 'catalogue.fields.country', kind: 'relation' },
  ],
  fields: [
    { kind: 'select', name: 'country.id', label: 'catalogue.fields.country', options: 'countries' },
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
  ],
});

export const municipalitiesCatalogue = defineCatalogue({
  shape: { name: requiredText(), country: relation().optional(), state: relation() },
  item: named.extend({
    state: refSchema,
    state_id: z.number(),
    country: refSchema,
    country_id: z.number(),
  }),
  filters: { stateId: idFilter(), countryId: idFilter() },
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'state', label: 'catalogue.fields.state', kind: 'relation' },
    { field: 'country', label: 'catalogue.fields.country', kind: 'relation' },
  ],
  fields: [...countryStateFields, { kind: 'text', name: 'name', label: 'catalogue.fields.name' }],
});

export const branchesCatalogue = defineCatalogue({
  shape: {
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
    phone: optional(
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, m('digits', { length: 10 })),
    ),
    email: optional(emailField()),
    // docs/rules.md, Invoicing: who issues the branch's CFDI.
    fiscalIssuer: optionalRelation(),
  },
  item: named.extend({
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
    fiscalIssuer: refSchema.nullable(),
  }),
  filters: { countryId: idFilter(), stateId: idFilter(), municipalityId: idFilter() },
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 1.4, phone: true },
    { field: 'address', label: 'catalogue.fields.address', flex: 2 },
    { field: 'zipCode', label: 'catalogue.fields.zipCode', flex: 0.7 },
    {
      field: 'municipality',
      label: 'catalogue.fields.municipality',
      kind: 'relation',
      phone: true,
    },
    { field: 'state', label: 'catalogue.fields.state', kind: 'relation' },
    { field: 'open_time', label: 'catalogue.fields.openTime', flex: 0.6 },
    { field: 'close_time', label: 'catalogue.fields.closeTime', flex: 0.6 },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'text', name: 'address', label: 'catalogue.fields.address' },
    ...countryStateFields,
    {
      kind: 'select',
      name: 'municipality.id',
      label: 'catalogue.fields.municipality',
      options: 'municipalities',
      parent: { field: 'state.id', key: 'state_id' },
      half: true,
    },
    { kind: 'mask', name: 'zipCode', label: 'catalogue.fields.zipCode', mask: '#####', half: true },
    { kind: 'time', name: 'open_time', label: 'catalogue.fields.openTime', half: true },
    { kind: 'time', name: 'close_time', label: 'catalogue.fields.closeTime', half: true },
    {
      kind: 'mask',
      name: 'phone',
      label: 'catalogue.fields.phone',
      mask: '##########',
      half: true,
    },
    {
      kind: 'text',
      name: 'email',
      label: 'catalogue.fields.email',
      type: 'email',
      upperCase: false,
      half: true,
    },
    {
      kind: 'select',
      name: 'fiscalIssuer.id',
      label: 'catalogue.fields.fiscalIssuer',
      options: 'fiscal-issuers',
      optional: true,
      roles: ['super_admin'],
    },
  ],
});
