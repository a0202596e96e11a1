import type { SelectFieldDeclaration } from '../catalogue-declaration';

/** The country -> state cascade shared by the municipality and branch forms. */
export const countryStateFields: SelectFieldDeclaration[] = [
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
];
