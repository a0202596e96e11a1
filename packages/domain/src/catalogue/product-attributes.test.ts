import { describe, expect, it } from 'vitest';
import { attributesSchemaOf } from './product-attributes.js';

const LENS_FORM = {
  design: 'BIFOCAL',
  material: 'CR-39',
  index: '1.50',
  treatments: 'ANTIRREFLEJANTE, FILTRO AZUL, ANTIRREFLEJANTE',
  sphereMin: '-6.25',
  sphereMax: '+4',
  cylinderMin: '-2',
  addMin: '+1.00',
  addMax: '3',
};
const messages = (kind: 'LENTE' | 'CONTACTO' | 'ARMAZON', value: unknown) =>
  Object.fromEntries(
    (attributesSchemaOf(kind).safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('product attributes by kind', () => {
  it("reads a form's text as numbers on their step and treatments as a list", () => {
    expect(attributesSchemaOf('LENTE').parse(LENS_FORM)).toEqual({
      design: 'BIFOCAL',
      material: 'CR-39',
      index: 1.5,
      treatments: ['ANTIRREFLEJANTE', 'FILTRO AZUL'],
      sphereMin: -6.25,
      sphereMax: 4,
      cylinderMin: -2,
      addMin: 1,
      addMax: 3,
    });
  });

  it('reads blank inputs as none: required where required', () => {
    expect(
      messages('LENTE', { ...LENS_FORM, design: 'MONOFOCAL', addMin: '', addMax: '', index: '' }),
    ).toEqual({ index: 'validation.required' });
    expect(messages('ARMAZON', { brand: 'OAKLEY', model: 'OX8046', size: '', color: '' })).toEqual(
      {},
    );
  });

  it('keeps ranges ordered and on their steps', () => {
    expect(messages('LENTE', { ...LENS_FORM, addMin: '+3.50', addMax: '+1.00' })).toEqual({
      addMax: 'validation.rangeOrder',
    });
    expect(messages('LENTE', { ...LENS_FORM, addMax: null })).toEqual({
      addMax: 'validation.required',
    });
    expect(
      messages('CONTACTO', {
        replacement: 'SEMANAL',
        baseCurve: 8.65,
        diameter: 14.2,
        sphereMin: -0.1,
        sphereMax: 6,
      }),
    ).toEqual({
      replacement: 'validation.oneOf',
      baseCurve: 'validation.step|min=7.00&max=10.00&step=0.10',
      sphereMin: 'validation.step|min=-30.00&max=30.00&step=0.25',
    });
  });
});
