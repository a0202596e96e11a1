import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RANGES,
  decimalText,
  eyeChanges,
  hundredthsOf,
  powerText,
  summaryLine,
  toMinusCylinder,
  transpose,
  type EyeValues,
} from './refraction.js';

const eye = (values: Partial<EyeValues>): EyeValues => ({
  sphere: 0,
  cylinder: 0,
  axis: null,
  add: null,
  prism: null,
  prismBase: null,
  pd: null,
  vaSc: null,
  vaCc: null,
  baseCurve: null,
  diameter: null,
  ...values,
});

describe('refraction values', () => {
  it.each([
    ['+1.25', 125],
    ['-0.5', -50],
    ['-0.50', -50],
    ['1,25', 125],
    // The whole part left out, as optometrists write it; a comma as the separator too.
    ['.75', 75],
    ['-.75', -75],
    ['+.5', 50],
    ['-0,75', -75],
    [',25', 25],
    ['-,5', -50],
    ['PLANO', 0],
    ['plano', 0],
    [' -30.00 ', -3000],
    [-2.25, -225],
    [0.75, 75],
    [12, 1200],
  ])('reads %j as %i hundredths', (typed, hundredths) => {
    expect(hundredthsOf(typed)).toBe(hundredths);
  });

  it.each([
    '-2.255',
    '1e2',
    'abc',
    '',
    '+',
    '--1',
    '2.5.0',
    '1234.00',
    '.',
    '-.',
    '+,',
    '.755',
    '-.-5',
  ])('refuses %j, never guessing', (typed) => {
    expect(hundredthsOf(typed)).toBeNull();
  });

  it('writes powers as an optometrist does and decimals as PostgreSQL reads them', () => {
    expect([125, -50, 0, -3000, 5].map(powerText)).toEqual([
      '+1.25',
      '-0.50',
      'PLANO',
      '-30.00',
      '+0.05',
    ]);
    expect([125, -50, 0, -5, 3150].map(decimalText)).toEqual([
      '1.25',
      '-0.50',
      '0.00',
      '-0.05',
      '31.50',
    ]);
  });
});

describe('transposition', () => {
  it.each([
    // sphere, cylinder, axis -> sphere, cylinder, axis
    [-100, 50, 180, -50, -50, 90],
    [200, 100, 90, 300, -100, 180],
    [0, 25, 1, 25, -25, 91],
    [-225, -75, 180, -300, 75, 90],
    [100, 0, null, 100, 0, null],
  ] as const)('%i %i × %s -> %i %i × %s', (sphere, cylinder, axis, toSphere, toCyl, toAxis) => {
    expect(transpose(eye({ sphere, cylinder, axis }))).toMatchObject({
      sphere: toSphere,
      cylinder: toCyl,
      axis: toAxis,
    });
  });

  it('keeps a minus cylinder as it is and turns a plus one to minus', () => {
    const minus = eye({ sphere: -225, cylinder: -75, axis: 180 });
    expect(toMinusCylinder(minus)).toBe(minus);
    expect(toMinusCylinder(eye({ sphere: -100, cylinder: 50, axis: 30 }))).toMatchObject({
      sphere: -50,
      cylinder: -50,
      axis: 120,
    });
  });

  const quarter = (range: { min: number; max: number }) =>
    fc.integer({ min: range.min / 25, max: range.max / 25 }).map((n) => n * 25);
  const anyEye = fc
    .record({
      sphere: quarter(RANGES.sphere),
      cylinder: quarter(RANGES.cylinder),
      axis: fc.integer({ min: 1, max: 180 }),
    })
    .map((values) => eye({ ...values, axis: values.cylinder === 0 ? null : values.axis }));

  it('transposing twice gives back the original', () => {
    fc.assert(
      fc.property(anyEye, (values) => {
        expect(transpose(transpose(values))).toEqual(values);
      }),
    );
  });

  it('describes the same lens: the minus-cylinder form never has a plus cylinder, axis in 1..180', () => {
    fc.assert(
      fc.property(anyEye, (values) => {
        const stored = toMinusCylinder(values);
        expect(stored.cylinder).toBeLessThanOrEqual(0);
        // Both meridians keep their powers: sphere and sphere + cylinder, as a set.
        const powers = (e: EyeValues) => [e.sphere, e.sphere + e.cylinder].sort((a, b) => a - b);
        expect(powers(stored)).toEqual(powers(values));
        if (stored.axis !== null) expect(stored.axis >= 1 && stored.axis <= 180).toBe(true);
      }),
    );
  });
});

describe('summary and changes', () => {
  const od = eye({ sphere: -225, cylinder: -75, axis: 180, add: 150 });
  const oi = eye({ sphere: -200, cylinder: -75, axis: 175, add: 150 });

  it('is one line, the addition once when both eyes share it', () => {
    expect(summaryLine(od, oi)).toBe('OD -2.25 -0.75 × 180 / OI -2.00 -0.75 × 175 ADD +1.50');
    expect(summaryLine(eye({ sphere: 0 }), eye({ sphere: 50 }))).toBe('OD PLANO / OI +0.50');
    expect(summaryLine({ ...od, add: 100 }, oi)).toBe(
      'OD -2.25 -0.75 × 180 ADD +1.00 / OI -2.00 -0.75 × 175 ADD +1.50',
    );
  });

  it('lists every changed value, eye by eye in the form order, and nothing else', () => {
    const before = { od, oi };
    const after = { od: { ...od, sphere: -250, vaCc: 25 }, oi: { ...oi, axis: 170 } };
    const shown = (field: string, value: unknown) =>
      field === 'axis' || value === null ? (value as number | null) : powerText(value as number);
    expect(eyeChanges(after, before, shown)).toEqual([
      { eye: 'od', field: 'sphere', from: '-2.25', to: '-2.50' },
      { eye: 'od', field: 'vaCc', from: null, to: '+0.25' },
      { eye: 'oi', field: 'axis', from: 175, to: 170 },
    ]);
    expect(eyeChanges(before, before, shown)).toEqual([]);
  });
});
