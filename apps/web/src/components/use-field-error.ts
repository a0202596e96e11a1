import { get, useFormContext } from 'react-hook-form';
import { fieldMessage } from '../lib/form-errors';

function messageAt(errors: unknown, path: string | null): string | undefined {
  if (path === null) return undefined;
  const found: unknown = get(errors, path);
  if (typeof found !== 'object' || found === null || !('message' in found)) return undefined;
  return typeof found.message === 'string' ? found.message : undefined;
}

/** The translated error of a field, or of its parent object (`branch` when `branch.id` is the input). */
export function useFieldError(name: string): string | undefined {
  const { formState } = useFormContext();
  const parentName = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : null;
  return fieldMessage(messageAt(formState.errors, name) ?? messageAt(formState.errors, parentName));
}

export interface BaseFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: string;
}
