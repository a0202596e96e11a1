import { z } from 'zod';
import { validationMessage as m } from '../i18n/validation-key.js';

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/** A missing value is "required"; a value of the wrong type (an array for a name) says so. */
export const requiredError = {
  error: (issue: { input?: unknown }) => (isEmpty(issue.input) ? m('required') : m('type')),
};

/** Field builders shared by the API schemas and the web forms, with the messages of docs/spec.md §5. */
export const requiredText = (max = 150) =>
  z.string(requiredError).trim().min(1, m('required')).max(max, m('maxLength', { max }));

/** Text that may be left blank: blank (or only spaces) is absent, never an empty string. */
export const optionalText = (max = 500) =>
  z
    .string()
    .trim()
    .max(max, m('maxLength', { max }))
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const emailField = () =>
  z
    .string(requiredError)
    .trim()
    .min(1, m('required'))
    .max(150, m('maxLength', { max: 150 }))
    .pipe(z.email(m('email')));

export const phoneField = () =>
  z
    .string(requiredError)
    .trim()
    .min(1, m('required'))
    .regex(/^\d+$/, m('numeric'))
    .length(10, m('digits', { length: 10 }));

const DIGITS = /^\d{1,15}$/;
/** A whole number typed with a sign (-1): whole, and refused for its range, not its form. */
const SIGNED_DIGITS = /^-\d{1,15}$/;
/** Text that reads as a number, whole or not (2.5, 2,5, -3): refused as "not whole", not "not a number". */
const NUMBER_TEXT = /^[-+]?\d+(?:[.,]\d+)?$/;

/** Why a value is not a whole number: missing, not a number at all, or a number with decimals. */
function wholeNumberError(input: unknown) {
  if (isEmpty(input)) return m('required');
  if (typeof input === 'string' && !NUMBER_TEXT.test(input.trim())) return m('numeric');
  return m('integer');
}

/**
 * A whole number between min and max, as a JSON number or as plain digits (forms and URL
 * parameters carry text). Nothing else is read as a number: true, '0x1', '1e3', ' 1', 1.5.
 */
export const wholeNumber = (min: number, max: number) => {
  // On each branch too: a form's resolver shows the message of the closest branch, not the union's.
  const notWhole = { error: (issue: { input?: unknown }) => wholeNumberError(issue.input) };
  return z
    .union(
      [
        z.number(notWhole),
        z.string(notWhole).regex(DIGITS, notWhole).transform(Number),
        z.string(notWhole).regex(SIGNED_DIGITS, notWhole).transform(Number),
      ],
      notWhole,
    )
    .pipe(
      z
        .number()
        .int(m('integer'))
        .min(min, m('minValue', { min }))
        .max(max, m('maxValue', { max })),
    );
};

/** The largest id of a PostgreSQL serial. */
export const MAX_ID = 2_147_483_647;

/** Ids are positive integers (docs/api.md). */
export const idField = () => wholeNumber(1, MAX_ID);

/** A relation written as a nested object: `"country": {"id": 3}`. */
export const relation = () => z.object({ id: idField() }, requiredError);

/**
 * A relation that may be none: null, or a form's empty choice (`{"id": ""}`), is none; absent
 * from an update, it is kept.
 */
export const optionalRelation = () =>
  z
    .union([z.object({ id: z.literal('') }).transform(() => null), relation()])
    .nullable()
    .optional();

export const timeField = () =>
  z
    .string(requiredError)
    .min(1, m('required'))
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, m('time'));

export const idParams = z.object({ id: idField() });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * What the web's date input holds while a date is half-typed (27/11/20__): a text no date
 * accepts, told apart so that it reads "Fecha incompleta", not "El campo es requerido".
 */
export const INCOMPLETE_DATE = 'fecha incompleta';
/** A calendar date as the API writes it (docs/api.md: `YYYY-MM-DD`), and a real one (no 2026-02-30). */
export const dateField = () =>
  z
    .string(requiredError)
    .refine((value) => value !== INCOMPLETE_DATE, { message: m('incompleteDate'), abort: true })
    .regex(ISO_DATE, m('date'))
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, m('date'));
