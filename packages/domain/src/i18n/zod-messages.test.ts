import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installZodMessages } from './zod-messages.js';

installZodMessages();

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe("zod's built-in messages", () => {
  it('become keys of the validation catalogue', () => {
    expect(messagesOf(z.string(), null)).toEqual(['validation.required']);
    expect(messagesOf(z.string(), 3)).toEqual(['validation.type']);
    expect(messagesOf(z.array(z.number()).max(2), [1, 2, 3])).toEqual([
      'validation.maxLength|max=2',
    ]);
    expect(messagesOf(z.number().min(3), 1)).toEqual(['validation.minValue|min=3']);
    expect(messagesOf(z.string().max(2), 'abc')).toEqual(['validation.maxLength|max=2']);
    expect(messagesOf(z.email(), 'x')).toEqual(['validation.email']);
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual(['validation.oneOf']);
    expect(messagesOf(z.strictObject({}), { a: 1 })).toEqual(['validation.unknownKey']);
  });

  it("leave a schema's own message alone", () => {
    expect(messagesOf(z.string({ error: 'validation.nameMin' }), 3)).toEqual([
      'validation.nameMin',
    ]);
  });
});
