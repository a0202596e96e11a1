// The refraction's values as whole hundredths (−2.25 D is −225), read from the text a doctor
// types or the JSON number a client sends, never through a float's arithmetic: a prescription is
// compared value by value, and 0.1 + 0.2 must not make two equal cylinders differ.

/** Per eye, in docs/rules.md's order; every value in hundredths but the axis (degrees). */
export interface EyeValues {
  sphere: number;
  cylinder: number;
  /** 1..180 when there is a cylinder, null without one. */
  axis: number | null;
  add: number | null;
  prism: number | null;
  prismBase: PrismBase | null;
  pd: number | null;
  /** The x of 20/x. */
  vaSc: number | null;
  vaCc: number | null;
  baseCurve: number | null;
  diameter: number | null;
}

export const PRISM_BASES = ['ARRIBA', 'ABAJO', 'NASAL', 'TEMPORAL'] as const;
export type PrismBase = (typeof PRISM_BASES)[number];

export const PRESCRIPTION_KINDS = ['LENTES', 'CONTACTO'] as const;
export type PrescriptionKind = (typeof PRESCRIPTION_KINDS)[number];

export const EYES = ['od', 'oi'] as const;
export type Eye = (typeof EYES)[number];

/** The fields of an eye, in the order the form and the comparison list them. */
export const EYE_FIELDS = [
  'sphere',
  'cylinder',
  'axis',
  'add',
  'prism',
  'prismBase',
  'pd',
  'vaSc',
  'vaCc',
  'baseCurve',
  'diameter',
] as const satisfies readonly (keyof EyeValues)[];
export type EyeField = (typeof EYE_FIELDS)[number];

/** A range with its step, in hundredths (docs/rules.md, Optical prescriptions). */
export interface StepRange {
  min: number;
  max: number;
  step: number;
  /** Shown with a sign (+1.25) and PLANO for 0: the lens powers. */
  signed: boolean;
}

export const RANGES = {
  sphere: { min: -3000, max: 3000, step: 25, signed: true },
  cylinder: { min: -1000, max: 1000, step: 25, signed: true },
  add: { min: 50, max: 400, step: 25, signed: true },
  prism: { min: 0, max: 2000, step: 25, signed: false },
  pd: { min: 2000, max: 4000, step: 50, signed: false },
  baseCurve: { min: 700, max: 1000, step: 10, signed: false },
  diameter: { min: 1200, max: 1600, step: 10, signed: false },
} as const satisfies Record<string, StepRange>;

export const AXIS = { min: 1, max: 180 } as const;
export const ACUITY = { min: 10, max: 400 } as const;

// The whole part may be left out (`.75`, `-.75`, `+.5`): optometrists write powers that way.
const DECIMAL = /^([+-])?(\d{1,3})?(?:[.,](\d{1,2}))?$/;

/**
 * Hundredths of a value as typed or sent: `+1.25`, `-0.5`, `1,25`, `-.75`, `+.5`, `PLANO` (0), or
 * a JSON number (its shortest text is its decimal: -2.25 is '-2.25'); null when it is not a number
 * with at most two decimals.
 */
export function hundredthsOf(value: string | number): number | null {
  const text = (typeof value === 'number' ? String(value) : value).trim().toUpperCase();
  if (text === 'PLANO' || text === 'PL') return 0;
  const match = DECIMAL.exec(text);
  // A sign or a separator alone is no number.
  if (!match || (match[2] === undefined && match[3] === undefined)) return null;
  const magnitude = Number(match[2] ?? 0) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -magnitude : magnitude;
}

/** Whether hundredths lie in a range and on its step (−2.30 is not a quarter step). */
export const inRange = (value: number, range: StepRange) =>
  value >= range.min && value <= range.max && (value - range.min) % range.step === 0;

/** Hundredths as decimal text, `-2.25`, `0.00`, `30.00`: what PostgreSQL's numeric reads. */
export function decimalText(hundredths: number): string {
  const whole = Math.abs(hundredths);
  const sign = hundredths < 0 ? '-' : '';
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** As an optometrist writes a lens power: `+1.25`, `-0.50`, `PLANO` for 0. */
export function powerText(hundredths: number): string {
  if (hundredths === 0) return 'PLANO';
  return `${hundredths > 0 ? '+' : ''}${decimalText(hundredths)}`;
}

/** The axis turned by 90 degrees within 1..180. */
const turnedAxis = (axis: number) => (axis > 90 ? axis - 90 : axis + 90);

/**
 * The same lens written with the cylinder of the other sign: sphere + cylinder, −cylinder, the
 * axis turned by 90. Transposing twice gives back the values transposed.
 */
export function transpose<T extends Pick<EyeValues, 'sphere' | 'cylinder' | 'axis'>>(eye: T): T {
  if (eye.cylinder === 0 || eye.axis === null) return eye;
  return {
    ...eye,
    sphere: eye.sphere + eye.cylinder,
    cylinder: -eye.cylinder,
    axis: turnedAxis(eye.axis),
  };
}

/** docs/rules.md: stored in minus-cylinder form, so that two prescriptions compare value by value. */
export const toMinusCylinder = <T extends Pick<EyeValues, 'sphere' | 'cylinder' | 'axis'>>(
  eye: T,
): T => (eye.cylinder > 0 ? transpose(eye) : eye);

/** `-2.25 -0.75 × 180` (sphere alone without a cylinder). */
function eyeLine(eye: Pick<EyeValues, 'sphere' | 'cylinder' | 'axis'>): string {
  const sphere = powerText(eye.sphere);
  return eye.cylinder === 0 || eye.axis === null
    ? sphere
    : `${sphere} ${powerText(eye.cylinder)} × ${eye.axis}`;
}

/**
 * The one-line summary of the list: `OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50`; the
 * addition once at the end when both eyes share it, after each eye when they differ.
 */
export function summaryLine(od: EyeValues, oi: EyeValues): string {
  const addText = (add: number | null) => (add ? ` ADD ${powerText(add)}` : '');
  if ((od.add ?? 0) === (oi.add ?? 0)) {
    return `OD ${eyeLine(od)} / OI ${eyeLine(oi)}${addText(od.add)}`;
  }
  return `OD ${eyeLine(od)}${addText(od.add)} / OI ${eyeLine(oi)}${addText(oi.add)}`;
}

export interface EyeChange {
  eye: Eye;
  field: EyeField;
  from: number | string | null;
  to: number | string | null;
}

/**
 * What changed from the previous prescription to this one, eye by eye and field by field, in the
 * form's order; `show` turns a stored value into what the answer carries.
 */
export function eyeChanges(
  current: Record<Eye, EyeValues>,
  previous: Record<Eye, EyeValues>,
  show: (field: EyeField, value: EyeValues[EyeField]) => number | string | null,
): EyeChange[] {
  return EYES.flatMap((eye) =>
    EYE_FIELDS.filter((field) => current[eye][field] !== previous[eye][field]).map((field) => ({
      eye,
      field,
      from: show(field, previous[eye][field]),
      to: show(field, current[eye][field]),
    })),
  );
}
