import { z } from 'zod';
import { eventColorField } from '../calendar/event-color-field.js';
import { idField } from '../common/fields.js';

/** PATCH branches/updatePersonalization: the branch's colour; its logo is uploaded apart. */
export const branchPersonalizationSchema = z.object({
  id: idField(),
  color: eventColorField().nullable(),
});
export type BranchPersonalizationInput = z.input<typeof branchPersonalizationSchema>;
