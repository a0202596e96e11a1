import { z } from 'zod';
import { refSchema } from '../catalogue/catalogue-declaration.js';
import { requiredText } from '../common/fields.js';

/** The longest aviso de privacidad taken: a long integral notice is about 20,000 characters. */
export const PRIVACY_NOTICE_MAX = 60_000;

/**
 * docs/api.md privacy-notices/create (super_admin): the text of a new version of the chain's aviso
 * de privacidad; its number is the previous one's + 1, and no version is ever edited.
 */
export const createPrivacyNoticeSchema = z.object({ text: requiredText(PRIVACY_NOTICE_MAX) });
export type CreatePrivacyNoticeInput = z.input<typeof createPrivacyNoticeSchema>;

export const privacyNoticeSchema = z.object({
  id: z.number(),
  version: z.number(),
  text: z.string(),
  /** ISO instant of its publication. */
  createdAt: z.string(),
  createdBy: refSchema.nullable(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** `GET privacy-notices/current` (public): the version in force, or 404 when none was published. */
export const currentPrivacyNoticeSchema = privacyNoticeSchema.pick({
  version: true,
  text: true,
  createdAt: true,
});
export type CurrentPrivacyNotice = z.infer<typeof currentPrivacyNoticeSchema>;
