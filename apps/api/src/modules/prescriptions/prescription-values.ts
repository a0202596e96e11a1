import type { PrescriptionEye } from '@iris/domain/prescriptions/prescription.schemas';
import {
  decimalText,
  hundredthsOf,
  toMinusCylinder,
  type Eye,
  type EyeField,
  type EyeValues,
  type PrismBase,
} from '@iris/domain/prescriptions/refraction';
import { jsonDecimal, jsonDecimalOrNull } from '../../lib/json-decimal.js';

/*
 * Between the schema's whole hundredths, the table's exact decimal text (one column per eye and
 * value: od_sphere, oi_sphere…) and the answer's JSON numbers. No value goes through a float's
 * arithmetic: hundredths become text by decimalText, text becomes hundredths by hundredthsOf.
 */

/** One eye as its columns hold it: decimals as text, the axis and the x of 20/x as integers. */
export interface StoredEye {
  sphere: string;
  cylinder: string;
  axis: number | null;
  add: string | null;
  prism: string | null;
  prismBase: PrismBase | null;
  pd: string | null;
  vaSc: number | null;
  vaCc: number | null;
  baseCurve: string | null;
  diameter: string | null;
}

/** The table's property of an eye's value: `odSphere`, `oiPrismBase`, `odVaSc`. */
type ColumnKey<E extends Eye> = `${E}${Capitalize<keyof StoredEye>}`;
export type StoredColumns<E extends Eye> = {
  [K in keyof StoredEye as `${E}${Capitalize<K>}`]: StoredEye[K];
};

const textOrNull = (hundredths: number | null) =>
  hundredths === null ? null : decimalText(hundredths);

/** An eye as stored: in minus-cylinder form (docs/rules.md), so that prescriptions compare value by value. */
function storedEye(eye: EyeValues): StoredEye {
  const minus = toMinusCylinder(eye);
  return {
    sphere: decimalText(minus.sphere),
    cylinder: decimalText(minus.cylinder),
    axis: minus.axis,
    add: textOrNull(minus.add),
    prism: textOrNull(minus.prism),
    prismBase: minus.prismBase,
    pd: textOrNull(minus.pd),
    vaSc: minus.vaSc,
    vaCc: minus.vaCc,
    baseCurve: textOrNull(minus.baseCurve),
    diameter: textOrNull(minus.diameter),
  };
}

const columnKey = <E extends Eye>(eye: E, field: keyof StoredEye) =>
  `${eye}${field.charAt(0).toUpperCase()}${field.slice(1)}` as ColumnKey<E>;

/** The columns of one eye, ready for an insert or an update. */
export function eyeColumns<E extends Eye>(eye: E, values: EyeValues): StoredColumns<E> {
  const stored = storedEye(values);
  return Object.fromEntries(
    Object.entries(stored).map(([field, value]) => [
      columnKey(eye, field as keyof StoredEye),
      value,
    ]),
  ) as StoredColumns<E>;
}

/** One eye's values read back from a row's columns. */
export function storedOf<E extends Eye>(eye: E, row: StoredColumns<E>): StoredEye {
  const columns = row as Record<string, unknown>;
  const value = <F extends keyof StoredEye>(field: F) =>
    columns[columnKey(eye, field)] as StoredEye[F];
  return {
    sphere: value('sphere'),
    cylinder: value('cylinder'),
    axis: value('axis'),
    add: value('add'),
    prism: value('prism'),
    prismBase: value('prismBase'),
    pd: value('pd'),
    vaSc: value('vaSc'),
    vaCc: value('vaCc'),
    baseCurve: value('baseCurve'),
    diameter: value('diameter'),
  };
}

/** Hundredths of a stored decimal; the column's own type guarantees the text parses. */
function exact(text: string): number {
  const hundredths = hundredthsOf(text);
  if (hundredths === null) throw new Error(`not a stored decimal: ${text}`);
  return hundredths;
}

const exactOrNull = (text: string | null) => (text === null ? null : exact(text));

/** A stored eye as hundredths: what the summary line and the comparison read. */
export function eyeValuesOf(stored: StoredEye): EyeValues {
  return {
    sphere: exact(stored.sphere),
    cylinder: exact(stored.cylinder),
    axis: stored.axis,
    add: exactOrNull(stored.add),
    prism: exactOrNull(stored.prism),
    prismBase: stored.prismBase,
    pd: exactOrNull(stored.pd),
    vaSc: stored.vaSc,
    vaCc: stored.vaCc,
    baseCurve: exactOrNull(stored.baseCurve),
    diameter: exactOrNull(stored.diameter),
  };
}

const acuity = (x: number | null) => (x === null ? null : `20/${x}`);

/** A stored eye as the answer shows it: decimals as JSON numbers, acuity as `20/40`. */
export function eyeItemOf(stored: StoredEye): PrescriptionEye {
  return {
    sphere: jsonDecimal(stored.sphere),
    cylinder: jsonDecimal(stored.cylinder),
    axis: stored.axis,
    add: jsonDecimalOrNull(stored.add),
    prism: jsonDecimalOrNull(stored.prism),
    prismBase: stored.prismBase,
    pd: jsonDecimalOrNull(stored.pd),
    vaSc: acuity(stored.vaSc),
    vaCc: acuity(stored.vaCc),
    baseCurve: jsonDecimalOrNull(stored.baseCurve),
    diameter: jsonDecimalOrNull(stored.diameter),
  };
}

/** A value of the comparison's changes, shown as the answer's item shows that field. */
export function shownValue(field: EyeField, value: EyeValues[EyeField]): number | string | null {
  // The prism's base is a word; the axis is whole degrees.
  if (value === null || typeof value === 'string' || field === 'axis') return value;
  if (field === 'vaSc' || field === 'vaCc') return acuity(value);
  return jsonDecimal(decimalText(value));
}
