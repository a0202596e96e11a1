import type {
  PrescriptionEye,
  PrescriptionValues,
} from '@iris/domain/prescriptions/prescription.schemas';
import {
  decimalText,
  hundredthsOf,
  powerText,
  RANGES,
  type EyeField,
  type EyeValues,
  type PrismBase,
  type StepRange,
} from '@iris/domain/prescriptions/refraction';

/*
 * How the refraction's values read on screen and travel to the API. Everything goes through the
 * domain's whole hundredths (hundredthsOf, decimalText, powerText), never through a float's
 * arithmetic: -2.30 must read as typed, and 0.1 + 0.2 must never reach a prescription.
 */

/** The fields that take a decimal with a step; the axis and the acuities are whole numbers. */
export type StepField = keyof typeof RANGES;
export const isStepField = (field: EyeField): field is StepField => Object.hasOwn(RANGES, field);

/** Fields whose 0 means "none": a cylinder, an addition, a prism. Left empty rather than PLANO. */
const ZERO_IS_NONE: ReadonlySet<EyeField> = new Set(['cylinder', 'add', 'prism']);

/**
 * Hundredths as an optometrist writes them: lens powers signed with two decimals and PLANO for 0
 * (`+1.25`, `-0.50`); the others as their step reads (a prism 2.00, a PD 31.5, a base curve 8.6).
 */
export function stepText(range: StepRange, hundredths: number): string {
  if (range.signed) return powerText(hundredths);
  const text = decimalText(hundredths);
  // A step of a tenth or more (PD 0.5, base curve 0.1) reads with one decimal.
  return range.step % 10 === 0 ? text.slice(0, -1) : text;
}

/** A field's hundredths as the form shows them: 0 is empty where it means "none". */
const formText = (field: StepField, hundredths: number) =>
  hundredths === 0 && ZERO_IS_NONE.has(field) ? '' : stepText(RANGES[field], hundredths);

/**
 * What a typed value becomes when the doctor leaves the field: `1.25` -> `+1.25`, `0` -> `PLANO`
 * for a sphere and empty for a cylinder; what is not a number stays as typed (the schema says why).
 */
export function tidyStep(field: StepField, text: string): string {
  const hundredths = text.trim() === '' ? null : hundredthsOf(text);
  return hundredths === null ? text : formText(field, hundredths);
}

/** One eye of the form: every value as text, as it is typed. */
export type EyeForm = Record<EyeField, string>;

export const BLANK_EYE: EyeForm = {
  sphere: '',
  cylinder: '',
  axis: '',
  add: '',
  prism: '',
  prismBase: '',
  pd: '',
  vaSc: '',
  vaCc: '',
  baseCurve: '',
  diameter: '',
};

/** An answer's JSON number as the form shows it (`-2.25` -> `-2.25`, a 0 cylinder -> empty). */
function formStep(field: StepField, value: number | null): string {
  if (value === null) return '';
  const hundredths = hundredthsOf(value);
  return hundredths === null ? String(value) : formText(field, hundredths);
}

/** A saved eye in the form, to be edited: the acuity's `20/` is the input's own prefix. */
export function eyeForm(eye: PrescriptionEye): EyeForm {
  const acuity = (value: string | null) => (value ?? '').replace(/^20\//, '');
  return {
    sphere: formStep('sphere', eye.sphere),
    cylinder: formStep('cylinder', eye.cylinder),
    axis: eye.axis === null ? '' : String(eye.axis),
    add: formStep('add', eye.add),
    prism: formStep('prism', eye.prism),
    prismBase: eye.prismBase ?? '',
    pd: formStep('pd', eye.pd),
    vaSc: acuity(eye.vaSc),
    vaCc: acuity(eye.vaCc),
    baseCurve: formStep('baseCurve', eye.baseCurve),
    diameter: formStep('diameter', eye.diameter),
  };
}

/** Hundredths as the JSON number docs/api.md takes (`-225` -> `-2.25`), through their decimal text. */
const jsonNumber = (hundredths: number | null) =>
  hundredths === null ? null : Number(decimalText(hundredths));

const acuityText = (x: number | null) => (x === null ? null : `20/${x}`);

/**
 * One eye of the body sent, from the values the schema read: decimals as JSON numbers, acuity as
 * `20/40`, the cylinder as typed (the server stores it in minus form, as the preview showed).
 */
export function eyeBody(eye: EyeValues) {
  return {
    sphere: jsonNumber(eye.sphere),
    cylinder: jsonNumber(eye.cylinder),
    axis: eye.axis,
    add: jsonNumber(eye.add),
    prism: jsonNumber(eye.prism),
    prismBase: eye.prismBase,
    pd: jsonNumber(eye.pd),
    vaSc: acuityText(eye.vaSc),
    vaCc: acuityText(eye.vaCc),
    baseCurve: jsonNumber(eye.baseCurve),
    diameter: jsonNumber(eye.diameter),
  };
}

/** The fields every body carries, from the schema's values. */
export function prescriptionBody(values: Omit<PrescriptionValues, 'customer'>) {
  return {
    date: values.date,
    kind: values.kind,
    od: eyeBody(values.od),
    oi: eyeBody(values.oi),
    notes: values.notes ?? null,
  };
}

/**
 * A value of an answer (an item's or a change's from/to) as it reads: `-2.25`, `PLANO`, `180`,
 * `20/40`; null is `none`; the prism's base through `baseLabel`.
 */
export function valueText(
  field: EyeField,
  value: number | string | null,
  none: string,
  baseLabel: (base: PrismBase) => string,
): string {
  if (value === null) return none;
  if (field === 'prismBase') return baseLabel(value as PrismBase);
  if (!isStepField(field) || typeof value === 'string') return String(value);
  const hundredths = hundredthsOf(value);
  // A cylinder of 0 is none, as the form leaves it.
  if (hundredths === 0 && ZERO_IS_NONE.has(field)) return none;
  return hundredths === null ? String(value) : stepText(RANGES[field], hundredths);
}
