import { z } from 'zod';
import { requiredError, requiredText } from '../common/fields.js';
import { defineCatalogue } from './catalogue-declaration.js';

/**
 * docs/api.md: `isCash` marks the methods counted in the cash drawer (efectivo), whose payments make
 * an audit's expected cash. A client that does not send it creates a method that is not cash.
 */
export const paymentMethodsCatalogue = defineCatalogue({
  shape: {
    name: requiredText(),
    // A JSON boolean only: "true" or 1 is refused rather than read as one.
    isCash: z.boolean(requiredError).default(false),
  },
  item: z.object({ id: z.number(), name: z.string(), isCash: z.boolean() }),
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'isCash', label: 'catalogue.fields.isCash', kind: 'boolean' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'switch', name: 'isCash', label: 'catalogue.fields.isCash' },
  ],
});
