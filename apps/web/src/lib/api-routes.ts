import type { paths } from '../generated/api-paths.gen';

/**
 * The API's calls as its OpenAPI document describes them (api-paths.gen.ts, generated from the
 * zod schemas the server validates with): a route is a path of that document without `/api/`,
 * `{name}` marking a path parameter, e.g. `customers/get/{id}`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type DocumentPath = keyof paths;
export type Route = DocumentPath extends infer P
  ? P extends `/api/${infer R}`
    ? R
    : never
  : never;

/** The operation a method has on a route; `never` when it has none. */
export type Operation<M extends HttpMethod, R extends Route> = NonNullable<
  paths[`/api/${R}`][Lowercase<M>]
>;

/** The routes that answer a method. */
export type RouteOf<M extends HttpMethod> = {
  [R in Route]: [Operation<M, R>] extends [never] ? never : R;
}[Route];

type Present<T> = [T] extends [never] ? false : [T] extends [undefined] ? false : true;

/** A route without a body declares `requestBody?: never`: never, not unknown. */
type JsonBody<O> = O extends { requestBody?: infer B }
  ? [NonNullable<B>] extends [never]
    ? never
    : NonNullable<B> extends { content: { 'application/json': infer J } }
      ? J
      : never
  : never;

type ParamsOf<O, In extends 'path' | 'query'> = O extends { parameters: infer P }
  ? P extends { [K in In]?: infer V }
    ? NonNullable<V>
    : never
  : never;

/** The values of a route's `{name}` parameters, when it has some. */
export type PathInit<O> =
  Present<ParamsOf<O, 'path'>> extends true ? { params: ParamsOf<O, 'path'> } : { params?: never };

/** What a call sends besides its route: path parameters, query, JSON body, abort signal. */
export type CallInit<O> = { signal?: AbortSignal } & PathInit<O> &
  (Present<ParamsOf<O, 'query'>> extends true
    ? { query?: ParamsOf<O, 'query'> }
    : { query?: never }) &
  (Present<JsonBody<O>> extends false
    ? { body?: never }
    : O extends { requestBody: unknown }
      ? { body: JsonBody<O> }
      : { body?: JsonBody<O> });

/** An options argument, optional when nothing in it is required. */
export type OptionalArg<T> = object extends T ? [options?: T] : [options: T];
export type CallArgs<O> = OptionalArg<CallInit<O>>;

/** The envelope a call answers on success (200 or 201). */
export type AnswerOf<O> = O extends { responses: infer Responses }
  ? Responses extends { 200: { content: { 'application/json': infer A } } }
    ? A
    : Responses extends { 201: { content: { 'application/json': infer A } } }
      ? A
      : never
  : never;

/** The answer of a method on a route: `Answer<'POST', 'customers/create'>`. */
export type Answer<M extends HttpMethod, R extends RouteOf<M>> = AnswerOf<Operation<M, R>>;

/** What the envelope of a route carries in `data`. */
export type AnswerData<M extends HttpMethod, R extends RouteOf<M>> =
  Answer<M, R> extends { data: infer D } ? D : never;

/** `T[K]` for a T only known as a conditional type (a generic route's answer). */
export type Field<T, K extends string> = T extends Record<K, infer V> ? V : never;
/** `T[number]` for such a T. */
export type Item<T> = T extends readonly (infer E)[] ? E : never;

/** The JSON body a method takes on a route. */
export type BodyOf<M extends HttpMethod, R extends RouteOf<M>> = JsonBody<Operation<M, R>>;

/** `customers/get/{id}` with `{ id: 7 }` -> `customers/get/7`; every value URI-encoded. */
export function routePath(route: string, params: Record<string, string | number> = {}): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
