import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/*
 * docs/api.md, Transport: an optional field may come as null — what a form client sends for an empty
 * input — and means "not given". Rather than widen every optional field of the domain (a union
 * would turn each field's own message into a generic one), the body is read as the client meant
 * it before it is validated: a null under an optional (or defaulted) key that does not itself
 * take null is dropped, and so is an optional text left "". The OpenAPI document says the same (`nullableOptionals`). An optional field that takes
 * null (`estorage: null` clears a movement's origin) keeps its meaning.
 */

type Normalize = (value: unknown) => unknown;
type AnySchema = z.core.$ZodType;
type JsonSchema = {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a wrapper reads its input with, for the wrappers that leave the shape alone. */
function innerOf(schema: AnySchema): AnySchema | undefined {
  const def = schema._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return def.innerType;
    case 'pipe':
      return def.in;
    default:
      return undefined;
  }
}

const takes = (schema: AnySchema, value: unknown) =>
  (schema as unknown as z.ZodType).safeParse(value).success;

/** The normalizer of a body schema, or null when it has no optional key to read this way. */
export function absentOptionals(schema: AnySchema): Normalize | null {
  const def = schema._zod.def as { type: string; shape?: Record<string, AnySchema> };
  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape)
      .map(([key, field]) => {
        const optional = field._zod.optin !== undefined;
        return {
          key,
          dropNull: optional && !takes(field, null),
          dropEmpty: optional && takes(field, ''),
          nested: absentOptionals(field),
        };
      })
      .filter((field) => field.dropNull || field.dropEmpty || field.nested);
    if (fields.length === 0) return null;
    const byKey = new Map(fields.map((field) => [field.key, field]));
    return (value) => {
      if (!isPlainObject(value)) return value;
      const read = Object.entries(value).flatMap(([key, inner]): [string, unknown][] => {
        const field = byKey.get(key);
        if (!field) return [[key, inner]];
        if ((field.dropNull && inner === null) || (field.dropEmpty && inner === '')) return [];
        return [[key, field.nested ? field.nested(inner) : inner]];
      });
      return Object.fromEntries(read);
    };
  }
  if (def.type === 'array') {
    const element = absentOptionals((def as unknown as { element: AnySchema }).element);
    return element && ((value) => (Array.isArray(value) ? value.map(element) : value));
  }
  if (def.type === 'union') {
    // A union of shapes cannot say which one a body meant; a union with one shape can.
    const options = (def as unknown as { options: AnySchema[] }).options;
    const shaped = options.map(absentOptionals).filter((option) => option !== null);
    return shaped.length === 1 ? (shaped[0] ?? null) : null;
  }
  const inner = innerOf(schema);
  return inner ? absentOptionals(inner) : null;
}

/** zod's validator compiler, reading a body's optional nulls as absent first. */
export const bodyValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const normalize = route.httpPart === 'body' ? absentOptionals(route.schema) : null;
  return normalize ? (data) => validate(normalize(data)) : validate;
};

/** The OpenAPI side of the same reading: every optional property of a body is nullable. */
export function nullableOptionals(schema: JsonSchema): JsonSchema {
  const required = new Set(schema.required ?? []);
  const properties = schema.properties
    ? Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => {
          const read = nullableOptionals(property);
          return [key, required.has(key) ? read : { ...read, nullable: true }];
        }),
      )
    : undefined;
  return {
    ...schema,
    ...(properties && { properties }),
    ...(schema.items && { items: nullableOptionals(schema.items) }),
    ...(schema.anyOf && { anyOf: schema.anyOf.map(nullableOptionals) }),
    ...(schema.allOf && { allOf: schema.allOf.map(nullableOptionals) }),
  };
}
