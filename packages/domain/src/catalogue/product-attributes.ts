import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';
import { hundredthsOf, inRange, RANGES, type StepRange } from '../prescriptions/refraction.js';

/*
 * docs/rules.md Optical catalogue: a product's kind and the attributes each kind carries. Powers
 * are numbers on the prescription's steps (0.25 D) and ranges (refraction.ts), stored as JSON
 * numbers (quarters are exact in binary), so that the lens check compares them with
 * hundredthsOf() like a prescription's values; a range's min is at most its max.
 */

export const PRODUCT_KINDS = ['ARMAZON', 'LENTE', 'CONTACTO', 'OTRO'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const LENS_DESIGNS = ['MONOFOCAL', 'BIFOCAL', 'PROGRESIVO', 'OCUPACIONAL'] as const;
export const CONTACT_REPLACEMENTS = [
  'DIARIO',
  'QUINCENAL',
  'MENSUAL',
  'TRIMESTRAL',
  'ANUAL',
] as const;

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (issue.input == null ? m('required') : m('oneOf')) });

const stepText = (range: StepRange, digits = 2) => ({
  min: (range.min / 100).toFixed(digits),
  max: (range.max / 100).toFixed(digits),
  step: (range.step / 100).toFixed(digits),
});

/** A value on a range's step, as a JSON number or as typed (`-2.25`, `+1.5`); answered as a number. */
const stepped = (range: StepRange) => {
  const message = m('step', stepText(range));
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? m('required') : message),
    })
    .transform((value, context) => {
      const hundredths = hundredthsOf(value);
      if (hundredths === null || !inRange(hundredths, range)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return hundredths / 100;
    });
};

/** A form's blank input is no value: required where required, none where optional. */
const blankIsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;
const requiredStep = (range: StepRange) => z.preprocess(blankIsNull, stepped(range));
const optionalStep = (range: StepRange) => z.preprocess(blankIsNull, stepped(range).nullish());

/** A list, or a form's text with commas: `ANTIRREFLEJANTE, FILTRO AZUL`. */
const listOf = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/** A lens material's refractive index: 1.50 (CR-39), 1.53 (Trivex), 1.59, 1.67, 1.74… */
const INDEX = { min: 140, max: 190, step: 1, signed: false } as const;

const text = (max = 60) => optionalText(max).nullable();
/** Eye-bridge-temple in millimetres, as printed on the temple: 52-18-140. */
const frameSize = z.preprocess(
  blankIsNull,
  z
    .string()
    .trim()
    .regex(/^\d{2}-\d{2}-\d{3}$/, m('frameSize'))
    .nullish(),
);

const minMax = (
  value: Record<string, unknown>,
  context: z.RefinementCtx,
  min: string,
  max: string,
) => {
  const [low, high] = [value[min], value[max]];
  if (typeof low === 'number' && typeof high === 'number' && low > high) {
    context.addIssue({ code: 'custom', path: [max], message: m('rangeOrder') });
  }
};

export const frameAttributesSchema = z.strictObject({
  brand: requiredText(60),
  model: requiredText(60),
  color: text(),
  size: frameSize,
  material: text(),
});

export const lensAttributesSchema = z
  .strictObject({
    design: choice(LENS_DESIGNS),
    material: requiredText(60),
    index: requiredStep(INDEX),
    treatments: z.preprocess(
      listOf,
      z
        .array(requiredText(40), { error: m('type') })
        .max(10, m('maxLength', { max: 10 }))
        .nullish()
        .transform((list) => [...new Set(list ?? [])]),
    ),
    sphereMin: requiredStep(RANGES.sphere),
    sphereMax: requiredStep(RANGES.sphere),
    cylinderMin: requiredStep(RANGES.cylinder),
    addMin: optionalStep(RANGES.add),
    addMax: optionalStep(RANGES.add),
  })
  .superRefine((lens, context) => {
    minMax(lens, context, 'sphereMin', 'sphereMax');
    minMax(lens, context, 'addMin', 'addMax');
    const hasAdd = lens.addMin != null || lens.addMax != null;
    if (hasAdd && lens.design === 'MONOFOCAL') {
      context.addIssue({ code: 'custom', path: ['addMin'], message: m('addOnSingleVision') });
    } else if (hasAdd && (lens.addMin == null || lens.addMax == null)) {
      const missing = lens.addMin == null ? 'addMin' : 'addMax';
      context.addIssue({ code: 'custom', path: [missing], message: m('required') });
    }
  });

export const contactAttributesSchema = z
  .strictObject({
    replacement: choice(CONTACT_REPLACEMENTS),
    baseCurve: requiredStep(RANGES.baseCurve),
    diameter: requiredStep(RANGES.diameter),
    sphereMin: requiredStep(RANGES.sphere),
    sphereMax: requiredStep(RANGES.sphere),
  })
  .superRefine((contact, context) => minMax(contact, context, 'sphereMin', 'sphereMax'));

/** Other products carry no attributes. */
const noAttributes = z.strictObject({});

export const ATTRIBUTES_BY_KIND = {
  ARMAZON: frameAttributesSchema,
  LENTE: lensAttributesSchema,
  CONTACTO: contactAttributesSchema,
  OTRO: noAttributes,
} as const satisfies Record<ProductKind, z.ZodType>;

/** The kind's attributes as stored (absent or null is none), or the issues that refuse them. */
export const attributesSchemaOf = (kind: ProductKind) =>
  z.preprocess((value) => value ?? {}, ATTRIBUTES_BY_KIND[kind]);

export const productKindField = () => choice(PRODUCT_KINDS);
