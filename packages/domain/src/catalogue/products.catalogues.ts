import { z } from 'zod';
import { relation, requiredText } from '../common/fields.js';
import { idFilter } from '../common/table.js';
import { defineCatalogue, refSchema } from './catalogue-declaration.js';

/** Subcategories and products (docs/spec.md §3): a product is of a subcategory of its category. */

const named = z.object({ id: z.number(), name: z.string() });

export const subcategoriesCatalogue = defineCatalogue({
  shape: { name: requiredText(), category: relation() },
  item: named.extend({ category: refSchema, category_id: z.number() }),
  filters: { categoryId: idFilter() },
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
});

export const productsCatalogue = defineCatalogue({
  shape: { name: requiredText(), category: relation(), subcategory: relation() },
  item: named.extend({
    category: refSchema,
    subcategory: refSchema,
    category_id: z.number(),
    subcategory_id: z.number(),
    documentUrl: z.string().nullable(),
  }),
  filters: { categoryId: idFilter(), subcategoryId: idFilter() },
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
});
