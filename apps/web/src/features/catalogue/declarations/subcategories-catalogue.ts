import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const subcategories = declareCatalogue({
  name: 'subcategories',
  titles: 'subcategories',
  columns: [
    { field: 'name', label: 'catalogue.fields.name' },
    { field: 'category', label: 'catalogue.fields.category', kind: 'relation' },
  ],
  fields: [
    {
      kind: 'select',
      name: 'category.id',
      label: 'catalogue.fields.category',
      options: 'categories',
    },
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
  ],
  createSchema: createSchemaOf('subcategories'),
  updateSchema: updateSchemaOf('subcategories'),
});
