import { z } from 'zod';
import { requiredError, requiredText } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { defineCatalogue } from './catalogue-declaration.js';

const versionPattern = /^\d\.\d\.\d{2}$/;

/** docs/spec.md §4: only the latest version may change; older ones are shown read-only. */
export const versionsCatalogue = defineCatalogue({
  shape: {
    version: z
      .string(requiredError)
      .trim()
      .min(1, m('required'))
      .regex(versionPattern, m('version')),
    description: requiredText(500),
  },
  item: z.object({
    id: z.number(),
    version: z.string(),
    description: z.string(),
    isLatest: z.boolean(),
  }),
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
  nameField: 'version',
  uniqueField: 'version',
  canEdit: (version) => version.isLatest,
  canDelete: (version) => version.isLatest,
  lockedNotice: 'errors.not_latest_version',
});
