import { idField } from '@iris/domain/common/fields';
import { AppError } from '../../lib/app-error.js';
import type { FormFields } from '../../lib/files/upload.js';

const noteError = (message: string) =>
  new AppError('invalid_input', { errors: [{ field: 'note', message }] });

/** A form that names no note at all. */
export const noteRequired = () => noteError('validation.required');

/**
 * The note an upload form names, as docs/api.md's clients write it: `note` as `{"id": N}` (or a bare
 * id), `note[id]`, or `noteId`. Absent: undefined; malformed: a 400 on `note`, never a guess.
 */
export function noteIdOfForm(fields: FormFields): number | undefined {
  const raw = fields.get('note') ?? fields.get('note[id]') ?? fields.get('noteId');
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = idField().safeParse(idText(raw));
  if (!parsed.success) throw noteError('validation.invalid');
  return parsed.data;
}

/** `{"id": 7}` gives 7; anything else is read as the id itself. */
function idText(raw: string): unknown {
  const text = raw.trim();
  if (!text.startsWith('{')) return text;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && Object.hasOwn(value, 'id')
      ? (value as { id: unknown }).id
      : undefined;
  } catch {
    return undefined;
  }
}
