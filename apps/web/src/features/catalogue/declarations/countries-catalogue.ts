import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const countries = declareCatalogue({
  name: 'countries',
  titles: 'countries',
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'duration', label: 'catalogue.fields.duration' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'number', name: 'duration', label: 'catalogue.fields.duration', min: 0, step: 1 },
  ],
  createSchema: createSchemaOf('countries'),
  updateSchema: updateSchemaOf('countries'),
});
