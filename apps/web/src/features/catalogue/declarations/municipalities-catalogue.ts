import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const municipalities = declareCatalogue({
  name: 'municipalities',
  path: '/municipalities',
  menuLabel: 'menu.municipalities',
  titles: 'municipalities',
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'state', label: 'catalogue.fields.state', kind: 'relation' },
    { field: 'country', label: 'catalogue.fields.country', kind: 'relation' },
  ],
  fields: [
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
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
  ],
  createSchema: createSchemaOf('municipalities'),
  updateSchema: updateSchemaOf('municipalities'),
});
