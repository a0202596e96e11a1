import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';
import { countryStateFields } from './geography-fields';

export const municipalities = declareCatalogue({
  name: 'municipalities',
  titles: 'municipalities',
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'state', label: 'catalogue.fields.state', kind: 'relation' },
    { field: 'country', label: 'catalogue.fields.country', kind: 'relation' },
  ],
  fields: [...countryStateFields, { kind: 'text', name: 'name', label: 'catalogue.fields.name' }],
  createSchema: createSchemaOf('municipalities'),
  updateSchema: updateSchemaOf('municipalities'),
});
