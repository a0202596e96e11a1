import { createSchemaOf, updateSchemaOf } from '@iris/domain/catalogue/catalogue.schemas';
import { declareCatalogue } from '../catalogue-declaration';

/** SPEC.md §4: only the latest version may change; older ones are shown read-only. */
export const applicationVersions = declareCatalogue({
  name: 'application-versions',
  titles: 'versions',
  columns: [
    { field: 'version', label: 'catalogue.fields.version', flex: 0.5 },
    { field: 'description', label: 'catalogue.fields.description', flex: 2 },
  ],
  fields: [
    {
      kind: 'mask',
      name: 'version',
      label: 'catalogue.fields.version',
      mask: '#.#.##',
      half: true,
    },
    { kind: 'text', name: 'description', label: 'catalogue.fields.description', multiline: true },
  ],
  createSchema: createSchemaOf('application-versions'),
  updateSchema: updateSchemaOf('application-versions'),
  nameField: 'version',
  uniqueField: 'version',
  canEdit: (version) => version.isLatest,
  canDelete: (version) => version.isLatest,
  lockedNotice: 'errors.not_latest_version',
});
