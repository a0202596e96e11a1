import { z } from 'zod';
import { EVENT_COLOR_KEYS } from '../calendar/event-colors.js';
import { emailField, requiredError } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { ROLES } from '../users/roles.js';
import { mfaStateSchema } from './mfa.schemas.js';
import { matchingPasswords, passwordField, personFields } from '../users/user.schemas.js';

export const loginSchema = z.object({
  email: emailField(),
  password: z.string(requiredError).min(1, m('required')).max(128),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = matchingPasswords(
  z.object({
    ...personFields,
    password: passwordField(),
    verifyPassword: z.string(requiredError).min(1, m('required')),
  }),
  'password',
  'verifyPassword',
);
export type RegisterInput = z.input<typeof registerSchema>;

const newPassword = {
  password: passwordField(),
  veryfiedPassword: z.string(requiredError).min(1, m('required')),
};

/**
 * PATCH auth/update-password: the recovery form sends its token; the logged-in change-password
 * dialog sends the current password instead (the server asks for it when there is no token).
 */
export const updatePasswordSchema = matchingPasswords(
  z.object({
    token: z.string().max(200).optional(),
    currentPassword: z.string().max(128).optional(),
    ...newPassword,
  }),
  'password',
  'veryfiedPassword',
);
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;

/** The change-password dialog's form. */
export const changePasswordSchema = matchingPasswords(
  z.object({
    currentPassword: z.string(requiredError).min(1, m('required')).max(128),
    ...newPassword,
  }),
  'password',
  'veryfiedPassword',
);

export const tokenSchema = z.object({
  token: z.string(requiredError).min(1, m('required')).max(200),
});

export const emailParams = z.object({ email: z.string().max(150) });

export const resendVerificationSchema = z.object({ email: emailField() });

export const profileSchema = z.object({
  id: z.number(),
  roles: z.array(z.enum(ROLES)),
  email: z.string(),
  groups: z.object({ id: z.number().nullable() }),
  branchId: z.number().nullable(),
  /** The branch the user works in, with its look (colour and logo) for the layout. */
  branch: z
    .object({
      id: z.number(),
      name: z.string(),
      color: z.enum(EVENT_COLOR_KEYS).nullable(),
      logoUrl: z.string().nullable(),
    })
    .nullable(),
  name: z.string(),
  paternal: z.string(),
  maternal: z.string(),
  phone: z.string().nullable(),
  /** The signed URL of the profile photo. */
  image: z.string().nullable(),
  /** The cédula profesional a prescription is printed with (doctors). */
  professionalLicense: z.string().nullable(),
  /** auth/login and auth/profile: two-factor sign-in, on or required by the role. */
  mfa: mfaStateSchema.optional(),
});
export type Profile = z.infer<typeof profileSchema>;
