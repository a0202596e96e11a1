import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const paymentMethods = declareCatalogue({
  name: 'payment-methods',
  titles: 'paymentMethods',
  columns: [{ field: 'name', label: 'catalogue.fields.name' }],
  fields: [{ kind: 'text', name: 'name', label: 'catalogue.fields.name' }],
  createSchema: createSchemaOf('payment-methods'),
  updateSchema: updateSchemaOf('payment-methods'),
});
