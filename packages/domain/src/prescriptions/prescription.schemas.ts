import { z } from 'zod';
import { dateField, idField, optionalText, relation, requiredError } from '../common/fields.js';
import { localDate } from '../customers/customer-age.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import {
  ACUITY,
  AXIS,
  EYES,
  PRESCRIPTION_KINDS,
  PRISM_BASES,
  RANGES,
  decimalText,
  hundredthsOf,
  inRange,
  toMinusCylinder,
  type EyeValues,
  type StepRange,
} from './refraction.js';

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const rangeText = (range: StepRange, value: number) =>
  range.signed && value > 0 ? `+${decimalText(value)}` : decimalText(value);

/** The message of a value out of its range or off its step, with the range and the step in it. */
const stepMessage = (range: StepRange) =>
  m('step', {
    min: rangeText(range, range.min),
    max: rangeText(range, range.max),
    step: decimalText(range.step),
  });

/**
 * A value of a range with its step (docs/rules.md), as typed (`+1.25`, `-0.50`, `PLANO`) or as a JSON
 * number, in hundredths; blank is null. `zeroIsNone`: 0 means "none" (an addition, a prism).
 */
const stepField = (range: StepRange, zeroIsNone = false) =>
  z
    .union([z.number(), z.string()], requiredError)
    .nullish()
    .transform((value, context) => {
      if (blank(value)) return null;
      const hundredths = hundredthsOf(value as string | number);
      if (zeroIsNone && hundredths === 0) return null;
      if (hundredths === null || !inRange(hundredths, range)) {
        context.addIssue({ code: 'custom', message: stepMessage(range) });
        return z.NEVER;
      }
      return hundredths;
    });

/** A whole number of a range (the axis, the x of 20/x), or null when blank. */
const wholeOf = (pattern: RegExp, min: number, max: number, message: 'axis' | 'acuity') =>
  z
    .union([z.number(), z.string()], requiredError)
    .nullish()
    .transform((value, context) => {
      if (blank(value)) return null;
      const match = pattern.exec(String(value).trim());
      const whole = match?.[1] ? Number(match[1]) : NaN;
      if (!(whole >= min && whole <= max)) {
        context.addIssue({ code: 'custom', message: m(message) });
        return z.NEVER;
      }
      return whole;
    });

const eyeShape = z.object({
  sphere: stepField(RANGES.sphere).transform((value, context) => {
    if (value !== null) return value;
    context.addIssue({ code: 'custom', message: m('required') });
    return z.NEVER;
  }),
  // No cylinder typed is no cylinder.
  cylinder: stepField(RANGES.cylinder).transform((value) => value ?? 0),
  axis: wholeOf(/^(\d{1,3})$/, AXIS.min, AXIS.max, 'axis'),
  add: stepField(RANGES.add, true),
  prism: stepField(RANGES.prism, true),
  prismBase: z
    .union([z.enum(PRISM_BASES), z.literal(''), z.null()], { error: () => m('oneOf') })
    .optional()
    .transform((value) => value || null),
  pd: stepField(RANGES.pd),
  vaSc: wholeOf(/^(?:20\/)?(\d{1,3})$/, ACUITY.min, ACUITY.max, 'acuity'),
  vaCc: wholeOf(/^(?:20\/)?(\d{1,3})$/, ACUITY.min, ACUITY.max, 'acuity'),
  baseCurve: stepField(RANGES.baseCurve),
  diameter: stepField(RANGES.diameter),
});

type Issue = { path: (string | number)[]; message: string };

/** What one eye's values say together: an axis exactly with a cylinder, a base with a prism. */
function eyeIssues(eye: EyeValues, kind: (typeof PRESCRIPTION_KINDS)[number]): Issue[] {
  const issues: Issue[] = [];
  if (eye.cylinder !== 0 && eye.axis === null) issues.push({ path: ['axis'], message: m('axis') });
  if (eye.cylinder === 0 && eye.axis !== null) {
    issues.push({ path: ['axis'], message: m('axisWithoutCylinder') });
  }
  if (eye.prism !== null && eye.prismBase === null) {
    issues.push({ path: ['prismBase'], message: m('prismBase') });
  }
  if (eye.prism === null && eye.prismBase !== null) {
    issues.push({ path: ['prismBase'], message: m('prismBaseWithoutPrism') });
  }
  for (const field of ['baseCurve', 'diameter'] as const) {
    if (kind === 'CONTACTO' && eye[field] === null) {
      issues.push({ path: [field], message: m('required') });
    }
    if (kind === 'LENTES' && eye[field] !== null) {
      issues.push({ path: [field], message: m('contactOnly') });
    }
  }
  // Stored in minus cylinder: a plus cylinder's sphere grows by the cylinder on the way.
  const stored = toMinusCylinder(eye);
  if (issues.length === 0 && !inRange(stored.sphere, RANGES.sphere)) {
    issues.push({ path: ['sphere'], message: m('transposedSphere') });
  }
  return issues;
}

const prescriptionFields = {
  date: dateField().refine((value) => value <= localDate(), { message: m('futureDate') }),
  kind: z.enum(PRESCRIPTION_KINDS, { error: () => m('oneOf') }),
  od: eyeShape,
  oi: eyeShape,
  notes: optionalText(1000).nullable(),
};

/** Both eyes checked together with the kind (contact lenses carry base curve and diameter). */
function checkEyes(
  value: { kind: (typeof PRESCRIPTION_KINDS)[number]; od: EyeValues; oi: EyeValues },
  context: z.RefinementCtx,
) {
  for (const eye of EYES) {
    for (const issue of eyeIssues(value[eye], value.kind)) {
      context.addIssue({ code: 'custom', path: [eye, ...issue.path], message: issue.message });
    }
  }
}

/** docs/api.md "Beyond the specification": POST prescriptions/create. */
export const createPrescriptionSchema = z
  .object({ customer: relation(), ...prescriptionFields })
  .superRefine(checkEyes);
export type CreatePrescriptionInput = z.input<typeof createPrescriptionSchema>;
export type PrescriptionValues = z.output<typeof createPrescriptionSchema>;

/** PUT prescriptions/update: the same values; the patient does not change. */
export const updatePrescriptionSchema = z
  .object({ id: idField(), ...prescriptionFields })
  .superRefine(checkEyes);
export type UpdatePrescriptionInput = z.input<typeof updatePrescriptionSchema>;

/** A patient's prescriptions are read one patient at a time, newest first. */
export const prescriptionFilters = { customerId: idField() };

const eyeItem = z.object({
  sphere: z.number(),
  cylinder: z.number(),
  axis: z.number().nullable(),
  add: z.number().nullable(),
  prism: z.number().nullable(),
  prismBase: z.enum(PRISM_BASES).nullable(),
  pd: z.number().nullable(),
  /** `20/40`. */
  vaSc: z.string().nullable(),
  vaCc: z.string().nullable(),
  baseCurve: z.number().nullable(),
  diameter: z.number().nullable(),
});
export type PrescriptionEye = z.infer<typeof eyeItem>;

export const prescriptionSchema = z.object({
  id: z.number(),
  date: z.string(),
  kind: z.enum(PRESCRIPTION_KINDS),
  od: eyeItem,
  oi: eyeItem,
  notes: z.string().nullable(),
  /** `OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50`. */
  summary: z.string(),
  doctor: z.object({ id: z.number(), name: z.string() }),
  customer: z.object({ id: z.number() }),
  customerId: z.number(),
  createdAt: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** POST prescriptions/compare/{id}: this prescription, the one before it, and what changed. */
export const prescriptionComparisonSchema = z.object({
  current: prescriptionSchema,
  previous: prescriptionSchema.nullable(),
  changes: z.array(
    z.object({
      eye: z.enum(EYES),
      field: z.string(),
      from: z.union([z.number(), z.string()]).nullable(),
      to: z.union([z.number(), z.string()]).nullable(),
    }),
  ),
});
export type PrescriptionComparison = z.infer<typeof prescriptionComparisonSchema>;
