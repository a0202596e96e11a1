import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';
import { countryStateFields } from './geography-fields';

export const branches = declareCatalogue({
  name: 'branches',
  titles: 'branches',
  columns: [
    { field: 'name', label: 'catalogue.fields.name', flex: 1.4, phone: true },
    { field: 'address', label: 'catalogue.fields.address', flex: 2 },
    { field: 'zipCode', label: 'catalogue.fields.zipCode', flex: 0.7 },
    {
      field: 'municipality',
      label: 'catalogue.fields.municipality',
      kind: 'relation',
      phone: true,
    },
    { field: 'state', label: 'catalogue.fields.state', kind: 'relation' },
    { field: 'open_time', label: 'catalogue.fields.openTime', flex: 0.6 },
    { field: 'close_time', label: 'catalogue.fields.closeTime', flex: 0.6 },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'catalogue.fields.name' },
    { kind: 'text', name: 'address', label: 'catalogue.fields.address' },
    ...countryStateFields,
    {
      kind: 'select',
      name: 'municipality.id',
      label: 'catalogue.fields.municipality',
      options: 'municipalities',
      parent: { field: 'state.id', key: 'state_id' },
      half: true,
    },
    { kind: 'mask', name: 'zipCode', label: 'catalogue.fields.zipCode', mask: '#####', half: true },
    { kind: 'time', name: 'open_time', label: 'catalogue.fields.openTime', half: true },
    { kind: 'time', name: 'close_time', label: 'catalogue.fields.closeTime', half: true },
    {
      kind: 'mask',
      name: 'phone',
      label: 'catalogue.fields.phone',
      mask: '##########',
      half: true,
    },
    {
      kind: 'text',
      name: 'email',
      label: 'catalogue.fields.email',
      type: 'email',
      upperCase: false,
      half: true,
    },
  ],
  createSchema: createSchemaOf('branches'),
  updateSchema: updateSchemaOf('branches'),
});
