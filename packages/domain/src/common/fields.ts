import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';

/** Field builders shared by the API schemas and the web forms, with the messages of SPEC.md §5. */
export const requiredText = (max = 150) =>
  z
    .string({ error: m('required') })
    .trim()
    .min(1, m('required'))
    .max(max, m('maxLength', { max }));

export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, m('maxLength', { max }))
    .optional()
    .or(z.literal('').transform(() => undefined));

export const emailField = () =>
  z
    .string({ error: m('required') })
    .trim()
    .min(1, m('required'))
    .max(150, m('maxLength', { max: 150 }))
    .pipe(z.email(m('email')));

export const phoneField = () =>
  z
    .string({ error: m('required') })
    .trim()
    .min(1, m('required'))
    .regex(/^\d+$/, m('numeric'))
    .length(10, m('digits', { length: 10 }));

export const idField = () =>
  z.coerce
    .number({ error: m('required') })
    .int(m('integer'))
    .positive(m('required'));

/** A relation written as a nested object: `"country": {"id": 3}`. */
export const relation = () => z.object({ id: idField() }, { error: m('required') });

export const timeField = () =>
  z
    .string({ error: m('required') })
    .min(1, m('required'))
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, m('time'));

export const idParams = z.object({ id: idField() });
