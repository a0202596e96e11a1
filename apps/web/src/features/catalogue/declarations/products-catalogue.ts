import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const products = declareCatalogue({
  name: 'products',
  titles: 'products',
  columns: [
    { field: 'documentUrl', label: 'catalogue.fields.image', kind: 'document' },
    { field: 'name', label: 'catalogue.fields.name', flex: 2 },
    { field: 'category', label: 'catalogue.fields.category', kind: 'relation' },
    { field: 'subcategory', label: 'catalogue.fields.subcategory', kind: 'relation' },
  ],
  fields: [
    {
      kind: 'select',
      name: 'category.id',
      label: 'catalogue.fields.category',
      options: 'categories',
      half: true,
    },
    {
      kind: 'select',
      name: 'subcategory.id',
      label: 'catalogue.fields.subcategory',
      options: 'subcategories',
      parent: { field: 'category.id', key: 'category_id' },
      half: true,
    },
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    {
      kind: 'document',
      name: 'file',
      label: 'catalogue.fields.image',
      urlField: 'documentUrl',
      upload: 'products/uploadDocument',
    },
  ],
  createSchema: createSchemaOf('products'),
  updateSchema: updateSchemaOf('products'),
});
