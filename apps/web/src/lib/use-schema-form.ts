import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** A react-hook-form bound to one of the domain's zod schemas (input and output types kept apart). */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
) {
  return useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
}
