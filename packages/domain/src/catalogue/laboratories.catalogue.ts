import { z } from 'zod';
import { emailField, requiredText, wholeNumber } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { defineCatalogue } from './catalogue-declaration.js';

/** An optional text the form sends empty. */
const optional = <T extends z.ZodType>(field: T) =>
  field
    .optional()
    .or(z.literal('').transform(() => undefined))
    .nullable();

/** The most days a laboratory may promise (docs/rules.md, Lab orders: the default promised date). */
export const MAX_LEAD_DAYS = 60;

/**
 * Laboratories (docs/rules.md, Lab orders): where the lenses of a sale are made; `leadDays` (días de
 * entrega) sets an order's default promised date.
 */
export const laboratoriesCatalogue = defineCatalogue({
  shape: {
    name: requiredText(),
    email: optional(emailField()),
    phone: optional(
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, m('digits', { length: 10 })),
    ),
    leadDays: wholeNumber(0, MAX_LEAD_DAYS),
  },
  item: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    leadDays: z.number(),
  }),
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 2, phone: true },
    { field: 'phone', label: 'catalogue.fields.phone' },
    { field: 'email', label: 'catalogue.fields.email', flex: 1.5 },
    { field: 'leadDays', label: 'catalogue.fields.leadDays', phone: true },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
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
    { kind: 'number', name: 'leadDays', label: 'catalogue.fields.leadDays', min: 0, step: 1 },
  ],
});
