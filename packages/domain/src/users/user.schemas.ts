import { z } from 'zod';
import {
  emailField,
  idField,
  phoneField,
  relation,
  requiredError,
  wholeNumber,
} from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { idFilter } from '../common/table.js';
import { ROLES } from './roles.js';

const minText = (key: 'nameMin' | 'paternalMin' | 'maternalMin') =>
  z
    .string(requiredError)
    .trim()
    .min(1, m('required'))
    .min(4, m(key))
    .max(100, m('maxLength', { max: 100 }));

export const passwordField = () =>
  z.string(requiredError).min(1, m('required')).min(6, m('passwordMin')).max(128);

export const personFields = {
  name: minText('nameMin'),
  paternal: minText('paternalMin'),
  maternal: minText('maternalMin'),
  email: emailField(),
  phone: phoneField(),
};

/** Adds the "passwords must match" rule on the verification field. */
export function matchingPasswords<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  password: string,
  verification: string,
) {
  return schema.refine((value) => value[password] === value[verification], {
    message: m('passwordMismatch'),
    path: [verification],
  });
}

/**
 * The doctor's cédula profesional (docs/rules.md: printed on the prescription), as the SEP issues it:
 * 7 digits on the older ones, 8 since. Empty or null clears it (null); absent leaves it as it is
 * (undefined): a client that does not know the field never erases it by updating a person.
 */
export const professionalLicenseField = () =>
  z
    .union(
      [
        z
          .string()
          .trim()
          .regex(/^(\d{7,8})?$/, m('professionalLicense')),
        z.null(),
      ],
      {
        error: () => m('professionalLicense'),
      },
    )
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Who writes prescriptions (docs/rules.md), and so is asked for a cédula profesional. */
export const LICENSED_ROLES = ['super_admin', 'doctor'] as const;

export const rolField = () => z.union([z.literal(1), z.literal(2)], requiredError);

export const createUserSchema = matchingPasswords(
  z.object({
    ...personFields,
    password: passwordField(),
    verifyPassword: z.string(requiredError).min(1, m('required')),
    rol: wholeNumber(1, 2).pipe(rolField()),
    branch: relation().refine(Boolean, m('branch')),
    professionalLicense: professionalLicenseField(),
  }),
  'password',
  'verifyPassword',
);
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateAsAdminSchema = z
  .object({
    id: idField(),
    name: personFields.name,
    paternal: personFields.paternal,
    maternal: personFields.maternal,
    phone: personFields.phone,
    professionalLicense: professionalLicenseField(),
    /** Omitted: the role is kept, so an administrator's data can be edited without demoting it. */
    rol: wholeNumber(1, 2).pipe(rolField()).optional(),
    /** Omitted: the branch is kept (an administrator needs none). */
    branch: relation().optional(),
    enabled: z.boolean().optional(),
    password: passwordField()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    verifyPassword: z.string().optional(),
  })
  .refine((v) => !v.password || v.password === v.verifyPassword, {
    message: m('passwordMismatch'),
    path: ['verifyPassword'],
  });
export type UpdateAsAdminInput = z.input<typeof updateAsAdminSchema>;

/**
 * PATCH users/updateDataProfile: one's own data. Role, branch and e-mail are not part of it, and a
 * client that sends them anyway has them stripped (docs/spec.md §2 Profile; docs/rules.md Access).
 */
export const updateDataProfileSchema = z.object({
  name: personFields.name,
  paternal: personFields.paternal,
  maternal: personFields.maternal,
  phone: personFields.phone,
  professionalLicense: professionalLicenseField(),
});
export type UpdateDataProfileInput = z.input<typeof updateDataProfileSchema>;

/** users/getBranchPersonal: a branch's staff, or the accounts still waiting for a role. */
export const userFilters = {
  branchId: idFilter(),
  pending: z.boolean().optional(),
};

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  paternal: z.string(),
  maternal: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES).nullable(),
  rol: z.number().nullable(),
  roles: z.array(z.enum(ROLES)),
  branch: z.object({ id: z.number(), name: z.string() }).nullable(),
  branchId: z.number().nullable(),
  emailVerified: z.boolean(),
  enabled: z.boolean(),
  image: z.string().nullable(),
  professionalLicense: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
