import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

export const appointmentTypes = declareCatalogue({
  name: 'appointment-type',
  titles: 'appointmentTypes',
  columns: [{ field: 'name', label: 'catalogue.fields.name' }],
  fields: [{ kind: 'text', name: 'name', label: 'catalogue.fields.name' }],
  createSchema: createSchemaOf('appointment-type'),
  updateSchema: updateSchemaOf('appointment-type'),
});
