import { z } from 'zod';
import { requiredError, requiredText } from '../common/fields.js';
import { satPaymentFormField } from '../invoicing/sat-key-fields.js';
import { SAT_PAYMENT_FORMS } from '../invoicing/sat-payment-forms.js';
import { defineCatalogue } from './catalogue-declaration.js';

/**
 * docs/api.md: `isCash` marks the methods counted in the cash drawer (efectivo), whose payments make
 * an audit's expected cash. A client that does not send it creates a method that is not cash.
 * `satPaymentForm` (docs/api.md invoicing fields): its c_FormaPago, null until given.
 */
export const paymentMethodsCatalogue = defineCatalogue({
  shape: {
    name: requiredText(),
    // A JSON boolean only: "true" or 1 is refused rather than read as one.
    isCash: z.boolean(requiredError).default(false),
    satPaymentForm: satPaymentFormField(),
  },
  item: z.object({
    id: z.number(),
    name: z.string(),
    isCash: z.boolean(),
    satPaymentForm: z.string().nullable(),
  }),
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'isCash', label: 'catalogue.fields.isCash', kind: 'boolean' },
    { field: 'satPaymentForm', label: 'catalogue.fields.satPaymentForm' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'switch', name: 'isCash', label: 'catalogue.fields.isCash' },
    {
      kind: 'choice',
      name: 'satPaymentForm',
      label: 'catalogue.fields.satPaymentForm',
      choices: SAT_PAYMENT_FORMS,
    },
  ],
});
