import { z } from 'zod';
import { idField, relation, wholeNumber } from '../common/fields.js';
import { validationMessage as m } from '../i18n/validation-key.js';

/** docs/api.md optical catalogue: products/labels, one label per copy, at most MAX_LABELS a time. */
export const LABEL_LAYOUTS = ['ROLLO', 'A4'] as const;
export const MAX_LABEL_COPIES = 100;
export const MAX_LABELS = 500;

export const productLabelsSchema = z
  .strictObject({
    items: z
      .array(z.strictObject({ product: relation(), copies: wholeNumber(1, MAX_LABEL_COPIES) }))
      .min(1, m('required'))
      .max(MAX_LABELS, m('tooManyLabels', { max: MAX_LABELS })),
    layout: z.enum(LABEL_LAYOUTS, {
      error: (issue) => (issue.input == null ? m('required') : m('oneOf')),
    }),
    /** The storage whose prices are printed; the caller's default storage when left out. */
    storage: idField().optional(),
  })
  .superRefine((input, context) => {
    const labels = input.items.reduce((sum, item) => sum + item.copies, 0);
    if (labels > MAX_LABELS) {
      context.addIssue({
        code: 'custom',
        path: ['items'],
        message: m('tooManyLabels', { max: MAX_LABELS }),
      });
    }
  });
export type ProductLabelsInput = z.input<typeof productLabelsSchema>;
