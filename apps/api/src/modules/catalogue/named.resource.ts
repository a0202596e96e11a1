import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import type {
  appointmentTypes,
  categories,
  paymentMethods,
} from '../../db/schema/catalogue.schema.js';
import { defineResource } from '../../lib/resource.js';
import { named } from './catalogue-items.js';

/** A resource that is only a unique name (categories, appointment types, payment methods). */
export const namedResource = (
  name: 'categories' | 'appointment-type' | 'payment-methods',
  table: typeof categories | typeof appointmentTypes | typeof paymentMethods,
) =>
  defineResource({
    name,
    table,
    id: table.id,
    list: {
      table,
      fields: { id: table.id, name: table.name },
      sortKeys: { id: table.id, name: table.name },
      defaultSort: 'id',
      search: [table.name],
    },
    item: named,
    toItem: (row) => row,
    create: createSchemaOf(name),
    update: updateSchemaOf(name),
    values: (input) => ({ name: input.name }),
    options: { fields: { id: table.id, name: table.name }, orderBy: table.name },
  });
