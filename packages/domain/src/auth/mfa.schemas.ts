import { z } from 'zod';
import { requiredError } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/*
 * Two-factor sign-in and sessions (docs/api.md, auth; docs/rules.md, Privacy and accounts).
 */

/** A 6-digit TOTP code, or a recovery code as printed (letters and digits, dashes and spaces). */
export const mfaCodeField = () =>
  z
    .string(requiredError)
    .trim()
    .min(1, m('required'))
    .max(32, m('invalid'))
    .regex(/^[0-9A-Za-z\- ]+$/, m('invalid'));

export const mfaCodeSchema = z.object({ code: mfaCodeField() });

export const mfaLoginSchema = z.object({
  mfaToken: z.string(requiredError).min(1, m('required')).max(2000),
  code: mfaCodeField(),
});

export const mfaDisableSchema = z.object({
  password: z.string(requiredError).min(1, m('required')).max(128),
  code: mfaCodeField(),
});

/** The answer of auth/login for an account with two factors: no session yet. */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.literal(true),
  mfaToken: z.string(),
});

export const mfaSetupSchema = z.object({
  /** The seed in base32, for an app that cannot read the QR code. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl, as an SVG data URL. */
  qrCode: z.string(),
});

/** The profile's two-factor state: `required` by the user's role (MFA_REQUIRED). */
export const mfaStateSchema = z.object({ enabled: z.boolean(), required: z.boolean() });

export const sessionSchema = z.object({
  id: z.number(),
  device: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this call was made from. */
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionSchema>;
