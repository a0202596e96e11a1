import { describe, expect, it } from 'vitest';
import { createSchemaOf } from './catalogue.schemas.js';

describe('catalogue schemas', () => {
  it('applies the version mask #.#.##', () => {
    const schema = createSchemaOf('application-versions');
    expect(schema.safeParse({ version: '1.2.03', description: 'x' }).success).toBe(true);
    const bad = schema.safeParse({ version: '1.2.3', description: 'x' });
    expect(bad.error?.issues[0]?.message).toBe('validation.version');
  });

  it('checks the branch zip code and hours', () => {
    const schema = createSchemaOf('branches');
    const base = {
      name: 'CENTRO',
      address: 'AV 1',
      country: { id: 1 },
      state: { id: 1 },
      municipality: { id: 1 },
      open_time: '09:00',
      close_time: '18:00',
    };
    expect(schema.safeParse({ ...base, zipCode: '44100' }).success).toBe(true);
    expect(schema.safeParse({ ...base, zipCode: '4410' }).error?.issues[0]?.message).toBe(
      'validation.digits|length=5',
    );
    expect(schema.safeParse({ ...base, zipCode: '44100', open_time: '25:00' }).success).toBe(false);
  });

  it('requires a non-negative whole duration for a country', () => {
    const schema = createSchemaOf('countries');
    expect(schema.safeParse({ name: 'MÉXICO', duration: '3' }).data).toEqual({
      name: 'MÉXICO',
      duration: 3,
    });
    expect(schema.safeParse({ name: 'MÉXICO', duration: -1 }).success).toBe(false);
    expect(schema.safeParse({ name: 'MÉXICO', duration: 1.5 }).success).toBe(false);
    expect(schema.safeParse({ name: '  ', duration: 1 }).error?.issues[0]?.message).toBe(
      'validation.required',
    );
  });
});
