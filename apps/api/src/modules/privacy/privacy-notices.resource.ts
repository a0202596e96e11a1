import { sql } from 'drizzle-orm';
import {
  createPrivacyNoticeSchema,
  privacyNoticeSchema,
} from '@iris/domain/privacy/privacy-notice.schemas';
import { ROLES } from '@iris/domain/users/roles';
import { privacyNotices } from '../../db/schema/privacy.schema.js';
import { personNameOfAlias } from '../../lib/person-name.js';
import { defineResource, insertValues } from '../../lib/recipe/resource.js';

/**
 * The versions of the chain's aviso de privacidad (docs/rules.md, Privacy and accounts): everyone
 * logged in reads them; super_admin publishes a new one, numbered after the last; none is ever
 * changed or deleted (no update or delete endpoint).
 */
export const privacyNoticesResource = defineResource({
  name: 'privacy-notices',
  messages: { created: 'privacyNoticeCreated' },
  table: privacyNotices,
  id: privacyNotices.id,
  scope: { kind: 'global' },
  endpoints: { getTable: true, create: true },
  readRoles: ROLES,
  list: {
    table: privacyNotices,
    fields: {
      id: privacyNotices.id,
      version: privacyNotices.version,
      text: privacyNotices.text,
      createdAt: privacyNotices.createdAt,
      createdBy: sql<{ id: number; name: string } | null>`(select json_build_object('id', u.id,
        'name', ${personNameOfAlias('u')}) from users as u where u.id = ${privacyNotices.createdBy})`,
    },
    sortKeys: { id: privacyNotices.id, version: privacyNotices.version },
    defaultSort: 'version',
    search: [],
  },
  item: privacyNoticeSchema,
  toItem: (row) => ({
    id: row.id,
    version: row.version,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  }),
  create: {
    schema: createPrivacyNoticeSchema,
    values: async (input, context) => {
      // Two publications at once take the next numbers one after the other, never the same one.
      await context.db.execute(sql`lock table ${privacyNotices} in share row exclusive mode`);
      return insertValues(privacyNotices, {
        version: sql`(select coalesce(max(${privacyNotices.version}), 0) + 1 from ${privacyNotices})`,
        text: input.text,
        createdBy: context.session.id,
      });
    },
  },
});
