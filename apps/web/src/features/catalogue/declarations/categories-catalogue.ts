import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const categories = declareCatalogue({
  name: 'categories',
  titles: 'categories',
  columns: [{ field: 'name', label: 'catalogue.fields.name' }],
  fields: [{ kind: 'text', name: 'name', label: 'catalogue.fields.name' }],
  createSchema: createSchemaOf('categories'),
  updateSchema: updateSchemaOf('categories'),
});
