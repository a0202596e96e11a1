import { describe, expect, it } from 'vitest';
import { fiscalDataSchema } from './fiscal-data.schemas.js';
import { SAT_CFDI_USES, cfdiUsesFor } from './sat-cfdi-uses.js';
import { SAT_REGIME_CODES, regimesFor } from './sat-regimes.js';

const person = {
  rfc: 'gode561231gr8',
  name: 'EMMA GOMEZ DIAZ',
  regime: '605',
  zipCode: '44100',
  cfdiUse: 'D01',
  email: 'emma@example.com',
};

/** The field of each issue and its message key. */
const problems = (input: unknown) => {
  const result = fiscalDataSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('regimes and uses', () => {
  it('gives each kind of person its regimes', () => {
    const fisica = regimesFor('fisica').map((r) => r.code);
    const moral = regimesFor('moral').map((r) => r.code);
    expect(fisica).toContain('605');
    expect(fisica).not.toContain('601');
    expect(moral).toContain('601');
    expect(moral).not.toContain('605');
    // Both kinds: residents abroad and the Régimen Simplificado de Confianza.
    expect(fisica).toEqual(expect.arrayContaining(['610', '626']));
    expect(moral).toEqual(expect.arrayContaining(['610', '626']));
  });

  it('gives each regime its CFDI uses', () => {
    const salaried = cfdiUsesFor('605').map((u) => u.code);
    expect(salaried).toEqual(expect.arrayContaining(['D01', 'S01']));
    // A payroll receipt's use (nómina) is no use of an invoice of glasses.
    expect(salaried).not.toContain('CN01');
    expect(salaried).not.toContain('G03');
    const company = cfdiUsesFor('601').map((u) => u.code);
    expect(company).toEqual(expect.arrayContaining(['G01', 'G03', 'I08', 'S01']));
    expect(company).not.toContain('D01');
    expect(cfdiUsesFor('616').map((u) => u.code)).toEqual(['S01']);
  });

  it("never offers CP01, a payment's use, though the SAT's catalogue admits it for every regime", () => {
    expect(SAT_CFDI_USES.find((use) => use.code === 'CP01')?.regimes).toEqual(SAT_REGIME_CODES);
    for (const regime of SAT_REGIME_CODES) {
      expect(cfdiUsesFor(regime).map((use) => use.code)).not.toContain('CP01');
    }
    expect(problems({ ...person, cfdiUse: 'CP01' })).toEqual([
      ['cfdiUse', 'validation.cfdiUseForRegime'],
    ]);
    expect(problems({ ...person, cfdiUse: 'S01' })).toEqual([]);
  });
});

describe('fiscal data', () => {
  it('takes a persona física, the RFC upper-cased', () => {
    expect(fiscalDataSchema.parse(person).rfc).toBe('GODE561231GR8');
  });

  it('takes a persona moral in its regime', () => {
    const company = { ...person, rfc: 'EKU9003173C9', regime: '601', cfdiUse: 'G03' };
    expect(problems(company)).toEqual([]);
  });

  it.each([
    [{ rfc: 'GODE561231GR9' }, 'rfc', 'validation.rfcCheckDigit'],
    [{ rfc: 'XAXX010101000' }, 'rfc', 'validation.rfcGeneric'],
    [{ rfc: 'GODE5612' }, 'rfc', 'validation.rfcFormat'],
    [{ regime: '601', cfdiUse: 'G03' }, 'regime', 'validation.regimeFisica'],
    [{ rfc: 'EKU9003173C9' }, 'regime', 'validation.regimeMoral'],
    [{ regime: '999' }, 'regime', 'validation.oneOf'],
    [{ cfdiUse: 'G03' }, 'cfdiUse', 'validation.cfdiUseForRegime'],
    [{ zipCode: '4410' }, 'zipCode', 'validation.digits|length=5'],
    [{ email: 'emma@' }, 'email', 'validation.email'],
    [{ name: ' ' }, 'name', 'validation.required'],
  ])('refuses %o on its field', (change, field, message) => {
    expect(problems({ ...person, ...change })).toEqual([[field, message]]);
  });
});
