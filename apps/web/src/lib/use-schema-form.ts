import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type SchemaLoader<TInput extends FieldValues, TOutput> = () => Promise<
  z.ZodType<TOutput, TInput>
>;

interface LazyResolver<TInput extends FieldValues, TOutput> {
  resolver: Resolver<TInput, unknown, TOutput>;
  preload: () => void;
}

/**
 * zod and its resolver are about a third of the login page's JavaScript. Loading them when the
 * person starts to type (and at the latest on the first validation) keeps the public pages light;
 * the schema itself is still the one of @iris/domain that the API validates with.
 */
function lazyZodResolver<TInput extends FieldValues, TOutput>(
  load: SchemaLoader<TInput, TOutput>,
): LazyResolver<TInput, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const get = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver<TInput, unknown, TOutput>(schema),
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get(),
  };
}

/** A react-hook-form bound to one of the domain's zod schemas (input and output types kept apart). */
export function useSchemaForm<TInput extends FieldValues, TOutput>(
  loadSchema: SchemaLoader<TInput, TOutput>,
  defaultValues: DefaultValues<TInput>,
) {
  const [{ resolver, preload }] = useState(() => lazyZodResolver(loadSchema));
  useEffect(() => {
    const events = ['keydown', 'pointerdown'] as const;
    const start = () => {
      events.forEach((name) => document.removeEventListener(name, start, true));
      preload();
    };
    events.forEach((name) => document.addEventListener(name, start, true));
    return () => events.forEach((name) => document.removeEventListener(name, start, true));
  }, [preload]);
  return useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
}
