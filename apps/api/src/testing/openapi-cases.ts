import fc from 'fast-check';
import { HOSTILE_PARSED, HOSTILE_TEXTS, HOSTILE_VALUES, show } from './hostile-values.js';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the zod transform emits. */
export type JsonSchema = Partial<
  Record<'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems', number>
> & {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  pattern?: string;
  format?: string;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
};

export interface Param {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  params: Param[];
  body: JsonSchema | undefined;
  bodyRequired: boolean;
  /** Its place in the document: base texts carry it, so that bases do not collide. */
  tag: number;
}

/** One request to send: `violates` says whether the document forbids what it carries. */
export interface FuzzCase {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
  violates: boolean;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, $refs resolved, except the docs and signed-file routes. */
export function operationsOf(document: unknown): Operation[] {
  const doc = document as Document | null | undefined;
  if (typeof doc?.paths !== 'object') throw new Error('not an OpenAPI document');
  const components = doc.components?.schemas ?? {};
  const resolve = (schema: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(schema), (_key, value: unknown) => {
      const ref = (value as JsonSchema | null)?.$ref;
      return typeof ref === 'string' ? components[ref.split('/').pop() ?? ''] : value;
    }) as JsonSchema;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs') || path.startsWith('/api/files/')) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const params = (op.parameters ?? []).flatMap((p): Param[] =>
        p.in === 'path' || p.in === 'query'
          ? [{ name: p.name, in: p.in, required: p.required ?? false, schema: resolve(p.schema) }]
          : [],
      );
      const body = op.requestBody?.content['application/json']?.schema;
      const bodyRequired = op.requestBody?.required ?? false;
      const tag = operations.length;
      operations.push({ method, path, params, body: body && resolve(body), bodyRequired, tag });
    }
  }
  return operations;
}

const types = (s: JsonSchema) => (s.type === undefined ? [] : [s.type].flat());
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether the schema forbids the value, judged conservatively (a rule is broken whichever way
 * string length is counted) so that a server accepting it is a real gap, not a generator quirk.
 */
export function violates(s: JsonSchema, v: unknown): boolean {
  if (v === null && (s.nullable === true || types(s).includes('null'))) return false;
  if (s.anyOf) return s.anyOf.every((o) => violates(o, v));
  if (s.allOf?.some((o) => violates(o, v))) return true;
  if (s.enum && !s.enum.includes(v)) return true;
  const t = types(s);
  if (t.length > 0 && !t.some((type) => hasType(type, v))) return true;
  if (typeof v === 'string') {
    // JSON Schema's maxLength counts code points, as Array.from does (not UTF-16 units).
    // A text of over twice as many units has more code points too, without counting them.
    const max = s.maxLength;
    if (max !== undefined && (v.length > 2 * max || Array.from(v).length > max)) return true;
    if (s.minLength !== undefined && v.length < s.minLength) return true;
    if (s.pattern !== undefined && !new RegExp(s.pattern).test(v)) return true;
  }
  if (typeof v === 'number') {
    const { minimum: min, maximum: max, exclusiveMinimum: exMin, exclusiveMaximum: exMax } = s;
    if (min !== undefined && (exMin === true ? v <= min : v < min)) return true;
    if (max !== undefined && (exMax === true ? v >= max : v > max)) return true;
    if (typeof exMin === 'number' && v <= exMin) return true;
    if (typeof exMax === 'number' && v >= exMax) return true;
  }
  if (Array.isArray(v)) {
    if (s.minItems !== undefined && v.length < s.minItems) return true;
    if (s.maxItems !== undefined && v.length > s.maxItems) return true;
    if (s.items && v.some((item) => violates(s.items!, item))) return true;
  }
  if (isObject(v)) {
    if (s.required?.some((key) => !Object.hasOwn(v, key))) return true;
    for (const [key, value] of Object.entries(v)) {
      const own = s.properties?.[key];
      if (own ? violates(own, value) : s.additionalProperties === false) return true;
    }
  }
  return false;
}

function hasType(type: string, v: unknown): boolean {
  if (type === 'integer') return Number.isInteger(v);
  if (type === 'array') return Array.isArray(v);
  if (type === 'object') return isObject(v);
  return type === 'null' ? v === null : typeof v === type;
}

/** A path or query value is text: the document's type is about what the text spells. */
function textViolates(s: JsonSchema, text: string): boolean {
  const t = types(s);
  if (t.includes('string') || t.length === 0) return violates(s, text);
  if (t.includes('boolean') && (text === 'true' || text === 'false')) return false;
  const numeric = t.includes('integer') ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
  return !numeric.test(text) || violates(s, Number(text));
}

/**
 * A plain valid-shaped value: required properties only, the first candidate the schema takes.
 * Texts carry the operation's tag so that one operation's base (a create) does not make
 * another's (an update of id 1) a duplicate.
 */
export function baseOf(s: JsonSchema, tag: number, name = ''): unknown {
  const option = (s.anyOf ?? s.allOf)?.find((o) => !types(o).includes('null'));
  if (option) return baseOf(option, tag, name);
  if (s.enum) return s.enum[0];
  const t = types(s);
  if (t.includes('object') || s.properties) {
    const keys = s.required ?? [];
    return Object.fromEntries(keys.map((k) => [k, baseOf(s.properties?.[k] ?? {}, tag, k)]));
  }
  if (t.includes('array')) return s.minItems && s.items ? [baseOf(s.items, tag)] : [];
  if (t.includes('boolean')) return true;
  if (t.includes('integer') || t.includes('number')) {
    const low = s.minimum ?? 0;
    return [1, low, low + 1, s.maximum ?? 1].find((n) => !violates(s, n)) ?? 1;
  }
  if (t.includes('null') && !t.includes('string')) return null;
  // The document loses zod's e-mail check (it sits in a pipe), so the name is the only hint.
  const email = s.format === 'email' || /e-?mail/i.test(name) ? [`fuzz.base${tag}@iris.test`] : [];
  const digits = String(tag).padStart(s.minLength ?? 1, '0');
  const fixed = [...email, `TEXTO DE PRUEBA ${tag}`, 'TEXTO DE PRUEBA', digits];
  const matching = s.pattern ? matchingTexts(s.pattern, tag) : [];
  const plain = [...fixed, ...matching].find((c) => /^[ -~]*$/.test(c) && !violates(s, c));
  return plain ?? 'TEXTO DE PRUEBA';
}

const matches = new Map<string, string[]>();
/** Texts of a pattern, drawn once per pattern and tag (the fuzz asks for them thousands of times). */
function matchingTexts(pattern: string, tag: number): string[] {
  const key = `${tag}|${pattern}`;
  if (!matches.has(key)) {
    const texts = fc.sample(fc.stringMatching(new RegExp(pattern)), { numRuns: 200, seed: tag });
    matches.set(key, texts);
  }
  return matches.get(key)!;
}

const SLOT = '@@FUZZ_SLOT@@';
type Path = (string | number)[];
type JsonNode = Record<string | number, unknown>;

export function urlOf(op: Operation, texts: Record<string, string>): string {
  const encoded = (name: string) => encodeURIComponent(texts[name]!);
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encoded(name));
  const query = op.params
    .filter((p) => p.in === 'query' && texts[p.name] !== undefined)
    .map((p) => `${encodeURIComponent(p.name)}=${encoded(p.name)}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

export function baseTexts(op: Operation): Record<string, string> {
  const required = op.params.filter((p) => p.required);
  return Object.fromEntries(
    required.map((p) => [p.name, String(baseOf(p.schema, op.tag, p.name))]),
  );
}

/** Every property of the body at any depth (optional ones too), with its schema. */
function bodyLocations(s: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const here = [{ path, schema: s }];
  if (s.properties) {
    const children = Object.entries(s.properties).map(([k, c]) => bodyLocations(c, [...path, k]));
    return [...here, ...children.flat()];
  }
  return s.items ? [...here, ...bodyLocations(s.items, [...path, 0])] : here;
}

/** The body's JSON text with the hostile JSON at `path`; missing parents take their base. */
function bodyWith(root: JsonSchema, tag: number, path: Path, json: string): string {
  if (path.length === 0) return json;
  const body = baseOf(root, tag) as JsonNode;
  let node = body;
  let schema = root;
  path.forEach((key, i) => {
    schema = (typeof key === 'number' ? schema.items : schema.properties?.[key]) ?? {};
    if (i === path.length - 1) node[key] = SLOT;
    else node = (node[key] ??= baseOf(schema, tag, String(key))) as JsonNode;
  });
  return JSON.stringify(body).replace(JSON.stringify(SLOT), () => json);
}

/** The valid-shaped request of an operation, sent once to create the rows the cases name. */
export function baseCase(op: Operation): FuzzCase {
  const url = urlOf(op, baseTexts(op));
  if (!op.body) return { label: 'base request', url, violates: false };
  const payload = JSON.stringify(baseOf(op.body, op.tag));
  return { label: 'base request', url, payload, contentType: 'application/json', violates: false };
}

/** A case not built yet: whether it breaks the document, and how to build it when drawn. */
export interface Draft {
  violates: boolean;
  build: () => FuzzCase;
}

/**
 * Every hostile value at every location of the operation (each path or query parameter, each
 * property of the body at any depth, the whole body), marked by whether the document forbids it.
 */
export function valueCases(op: Operation): Draft[] {
  const texts = baseTexts(op);
  const base = baseCase(op);
  const params = op.params.flatMap((p) =>
    HOSTILE_TEXTS.map((value): Draft => ({
      violates: textViolates(p.schema, value),
      build: () => ({
        label: `${p.in} ${p.name} = ${show(value)}`,
        url: urlOf(op, { ...texts, [p.name]: value }),
        ...(base.payload ? { payload: base.payload, contentType: 'application/json' } : {}),
        violates: true,
      }),
    })),
  );
  const body = op.body;
  const fields = body
    ? bodyLocations(body).flatMap((loc) =>
        HOSTILE_VALUES.map((value, i): Draft => ({
          violates: violates(loc.schema, HOSTILE_PARSED[i]),
          build: () => ({
            label: `${loc.path.length ? `body.${loc.path.join('.')}` : 'whole body'} = ${value.label}`,
            url: base.url,
            payload: bodyWith(body, op.tag, loc.path, value.json),
            contentType: 'application/json',
            violates: true,
          }),
        })),
      )
    : [];
  return [...params, ...fields];
}
