import { describe, expect, it } from 'vitest';
import { createPrescriptionSchema } from './prescription.schemas.js';

const plainEye = {
  sphere: '-2.25',
  cylinder: '-0.75',
  axis: '180',
  add: '',
  prism: '',
  prismBase: '',
  pd: '31.5',
  vaSc: '20/200',
  vaCc: '20/20',
  baseCurve: '',
  diameter: '',
};
const contactEye = { ...plainEye, baseCurve: '8.6', diameter: '14.2' };

function parse(field: string, value: unknown, kind: 'LENTES' | 'CONTACTO' = 'LENTES') {
  const base = kind === 'LENTES' ? plainEye : contactEye;
  return createPrescriptionSchema.safeParse({
    customer: { id: 1 },
    date: '2026-01-10',
    kind,
    od: { ...base, [field]: value },
    oi: base,
    notes: null,
  });
}

/** The message on od.{field}, or null when the value is taken. */
function messageOn(field: string, value: unknown, kind?: 'LENTES' | 'CONTACTO') {
  const result = parse(field, value, kind);
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path.join('.') === `od.${field}`);
  return issue?.message ?? `elsewhere: ${JSON.stringify(result.error.issues)}`;
}

const STEP = (min: string, max: string, step: string) =>
  `validation.step|min=${min}&max=${max}&step=${step}`;

describe('prescription values, every range and step boundary (docs/rules.md)', () => {
  it.each([
    ['sphere', '-30.00', null],
    ['sphere', '+30.00', null],
    ['sphere', 'PLANO', null],
    ['sphere', '-30.25', STEP('-30.00', '+30.00', '0.25')],
    ['sphere', '+30.25', STEP('-30.00', '+30.00', '0.25')],
    ['sphere', '-2.30', STEP('-30.00', '+30.00', '0.25')],
    ['sphere', '', 'validation.required'],
    ['cylinder', '-10.00', null],
    ['cylinder', '-10.25', STEP('-10.00', '+10.00', '0.25')],
    ['cylinder', '-0.10', STEP('-10.00', '+10.00', '0.25')],
    ['axis', '1', null],
    ['axis', 180, null],
    ['axis', '0', 'validation.axis'],
    ['axis', '181', 'validation.axis'],
    ['axis', '1.5', 'validation.axis'],
    ['add', '+0.50', null],
    ['add', '+4.00', null],
    ['add', '0', null],
    ['add', '+0.25', STEP('+0.50', '+4.00', '0.25')],
    ['add', '+4.25', STEP('+0.50', '+4.00', '0.25')],
    ['add', '-1.00', STEP('+0.50', '+4.00', '0.25')],
    ['pd', '20', null],
    ['pd', '40.0', null],
    ['pd', '19.5', STEP('20.00', '40.00', '0.50')],
    ['pd', '40.5', STEP('20.00', '40.00', '0.50')],
    ['pd', '31.25', STEP('20.00', '40.00', '0.50')],
    ['vaSc', '20/10', null],
    ['vaSc', '20/400', null],
    ['vaSc', 40, null],
    ['vaSc', '20/5', 'validation.acuity'],
    ['vaSc', '20/401', 'validation.acuity'],
    ['vaCc', '6/6', 'validation.acuity'],
  ])('%s %j -> %s', (field, value, message) => {
    expect(messageOn(field, value)).toBe(message);
  });

  it.each([
    ['prism', '20.00', 'BASE', null],
    ['prism', '20.25', 'NASAL', STEP('0.00', '20.00', '0.25')],
    ['prism', '0.10', 'NASAL', STEP('0.00', '20.00', '0.25')],
    ['prism', '2.00', '', 'validation.prismBase'],
    ['prism', '', 'NASAL', 'validation.prismBaseWithoutPrism'],
  ])('prism %j with base %j -> %s', (_field, prism, prismBase, message) => {
    const result = createPrescriptionSchema.safeParse({
      customer: { id: 1 },
      date: '2026-01-10',
      kind: 'LENTES',
      od: { ...plainEye, prism, prismBase: prismBase === 'BASE' ? 'ABAJO' : prismBase },
      oi: plainEye,
    });
    const issue = result.error?.issues.find((i) => i.path[0] === 'od');
    expect(issue?.message ?? null).toBe(message);
    if (message) expect(issue?.path.join('.')).toMatch(/^od\.prism/);
  });

  it.each([
    ['baseCurve', '7.0', null],
    ['baseCurve', '10.0', null],
    ['baseCurve', '6.9', STEP('7.00', '10.00', '0.10')],
    ['baseCurve', '10.1', STEP('7.00', '10.00', '0.10')],
    ['baseCurve', '8.65', STEP('7.00', '10.00', '0.10')],
    ['baseCurve', '', 'validation.required'],
    ['diameter', '12.0', null],
    ['diameter', '16.0', null],
    ['diameter', '11.9', STEP('12.00', '16.00', '0.10')],
    ['diameter', '16.1', STEP('12.00', '16.00', '0.10')],
  ])('contact lenses: %s %j -> %s', (field, value, message) => {
    expect(messageOn(field, value, 'CONTACTO')).toBe(message);
  });

  it('an axis exactly with a cylinder, contact-lens values only on contact lenses', () => {
    expect(messageOn('axis', '')).toBe('validation.axis');
    const noCylinder = createPrescriptionSchema.safeParse({
      customer: { id: 1 },
      date: '2026-01-10',
      kind: 'LENTES',
      od: { ...plainEye, cylinder: 'PLANO', axis: '90' },
      oi: plainEye,
    });
    expect(noCylinder.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['od.axis', 'validation.axisWithoutCylinder'],
    ]);
    expect(messageOn('baseCurve', '8.6')).toBe('validation.contactOnly');
  });

  it('takes what a client sends as JSON: numbers, nulls and absent optionals', () => {
    const result = createPrescriptionSchema.parse({
      customer: { id: 1 },
      date: '2026-01-10',
      kind: 'LENTES',
      od: { sphere: -2.25, cylinder: 0.5, axis: 30, add: null, prism: null, prismBase: null },
      oi: { sphere: 0, cylinder: null, axis: null, pd: 31.5, vaSc: null },
      notes: null,
    });
    expect(result.od).toMatchObject({ sphere: -225, cylinder: 50, axis: 30, add: null });
    expect(result.oi).toMatchObject({ sphere: 0, cylinder: 0, axis: null, pd: 3150 });
  });

  it('reads a value typed without its whole part or with a comma, in every decimal field', () => {
    const typed = {
      ...{ sphere: '-.75', cylinder: '-.75', axis: '180', add: '+.5', prism: ',5' },
      ...{ prismBase: 'NASAL', pd: '31,5', baseCurve: '8,6', diameter: '14,2' },
    };
    const result = createPrescriptionSchema.parse({
      customer: { id: 1 },
      date: '2026-01-10',
      kind: 'CONTACTO',
      od: { ...contactEye, ...typed },
      oi: { ...contactEye, sphere: '+.25', cylinder: '-0,75', add: '+2,25' },
    });
    expect(result.od).toMatchObject({
      ...{ sphere: -75, cylinder: -75, axis: 180, add: 50, prism: 50, pd: 3150 },
      ...{ baseCurve: 860, diameter: 1420 },
    });
    expect(result.oi).toMatchObject({ sphere: 25, cylinder: -75, add: 225 });
    // Off its step whatever way it is written.
    expect(messageOn('cylinder', '-.8')).toBe(STEP('-10.00', '+10.00', '0.25'));
    expect(messageOn('cylinder', '-.')).toBe(STEP('-10.00', '+10.00', '0.25'));
  });

  it('refuses a plus cylinder whose minus-cylinder sphere leaves the range', () => {
    expect(messageOn('sphere', '+29.00', 'LENTES')).toBeNull();
    const result = createPrescriptionSchema.safeParse({
      customer: { id: 1 },
      date: '2026-01-10',
      kind: 'LENTES',
      od: { ...plainEye, sphere: '+29.00', cylinder: '+2.00', axis: '90' },
      oi: plainEye,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['od.sphere', 'validation.transposedSphere'],
    ]);
  });

  it('refuses a date after today and a kind it does not know', () => {
    const result = createPrescriptionSchema.safeParse({
      customer: { id: 1 },
      date: '2999-01-01',
      kind: 'GAFAS',
      od: plainEye,
      oi: plainEye,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['date', 'validation.futureDate'],
      ['kind', 'validation.oneOf'],
    ]);
  });
});
