import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const states = declareCatalogue({
  name: 'states',
  titles: 'states',
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'country', label: 'catalogue.fields.country', kind: 'relation' },
  ],
  fields: [
    { kind: 'select', name: 'country.id', label: 'catalogue.fields.country', options: 'countries' },
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
  ],
  createSchema: createSchemaOf('states'),
  updateSchema: updateSchemaOf('states'),
});
