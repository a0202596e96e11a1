import { z } from 'zod';
import { validationMessage as m } from './validation-key.js';

type Limit = number | bigint | Date;
const limitOf = (value: Limit) => (value instanceof Date ? value.toISOString() : Number(value));

/**
 * Zod's own messages (a wrong type, null, an array's length, an unknown key...) as keys of our
 * validation catalogue, so that every message a client sees is Spanish (or English by
 * Accept-Language) like the rest. A schema's own message takes precedence over this map.
 */
export const zodIssueMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? m('required') : m('type');
    case 'too_small': {
      const min = limitOf(issue.minimum);
      return issue.origin === 'string' || issue.origin === 'array'
        ? m('minLength', { min })
        : m('minValue', { min });
    }
    case 'too_big': {
      const max = limitOf(issue.maximum);
      return issue.origin === 'string' || issue.origin === 'array'
        ? m('maxLength', { max })
        : m('maxValue', { max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? m('email') : m('invalid');
    case 'invalid_value':
      return m('oneOf');
    case 'unrecognized_keys':
      return m('unknownKey');
    default:
      return m('invalid');
  }
};

/** Installs the map in the one zod instance that the API and the web share. */
export function installZodMessages(): void {
  z.config({ customError: zodIssueMessage });
}
