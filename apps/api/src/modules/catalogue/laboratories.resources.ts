import { laboratories } from '../../db/schema/lab-orders.schema.js';
import { insertValues } from '../../lib/recipe/resource.js';
import { catalogueResource } from './catalogue-resource.js';

/** Laboratories (docs/rules.md, Lab orders): a unique name, contact and lead days (días de entrega). */
export const laboratoriesResource = catalogueResource('laboratories', {
  table: laboratories,
  list: {
    table: laboratories,
    fields: {
      id: laboratories.id,
      name: laboratories.name,
      email: laboratories.email,
      phone: laboratories.phone,
      leadDays: laboratories.leadDays,
    },
    sortKeys: { id: laboratories.id, name: laboratories.name, leadDays: laboratories.leadDays },
    defaultSort: 'id',
    search: [laboratories.name],
  },
  toItem: (row) => row,
  values: (input) =>
    insertValues(laboratories, {
      name: input.name,
      // An optional field sent empty or null clears it.
      email: input.email ?? null,
      phone: input.phone ?? null,
      leadDays: input.leadDays,
    }),
  options: {
    fields: { id: laboratories.id, name: laboratories.name, leadDays: laboratories.leadDays },
    orderBy: laboratories.name,
  },
});
