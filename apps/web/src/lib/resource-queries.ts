import type { ResourceName } from '@iris/domain/registry/resources';
import type { TableData } from '@iris/domain/common/table';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import type { AnswerData, Field, HttpMethod, Item, RouteOf } from './api-routes';

/** The resources that have `{name}/{suffix}` for a method, e.g. those with `get/{id}`. */
type ResourcesWith<Suffix extends string, M extends HttpMethod> = {
  [N in ResourceName]: `${N}/${Suffix}` extends RouteOf<M> ? N : never;
}[ResourceName];

export type RecordResource = ResourcesWith<'get/{id}', 'POST'>;
export type OptionsResource = ResourcesWith<'options', 'GET'>;

/** A resource's record, as `{name}/get/{id}` answers it. */
export type RecordOf<N extends RecordResource> = Field<AnswerData<'POST', `${N}/get/{id}`>, 'data'>;

/** The routes that answer a page of a table (`{ tableData }`), all of them POST. */
export type TableRoute = {
  [R in RouteOf<'POST'>]: AnswerData<'POST', R> extends { tableData: unknown } ? R : never;
}[RouteOf<'POST'>];
export type TableRow<R extends TableRoute> = Item<
  Field<Field<AnswerData<'POST', R>, 'tableData'>, 'items'>
>;

/** A page of a table as `resourceQueries.table` answers it; a report's adds its sums. */
export type TablePage<R extends TableRoute> = TableData<TableRow<R>> & {
  totals?: Readonly<Record<string, number>>;
};

/** The options under a parent: `subcategories/getOptionsByCategory/{id}`, `storages/options/{id}`. */
export type ChildOptionsRoute = {
  [R in RouteOf<'GET'>]: R extends `${string}/{id}`
    ? AnswerData<'GET', R> extends { data: { id: number; name: string }[] }
      ? R
      : never
    : never;
}[RouteOf<'GET'>];

/** What every table's body carries: its page, order, and filters beside the search. */
export interface TableBody {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
  filters: Record<string, unknown>;
}

/**
 * The query keys and fetches of the API's resources, in one place, so that a write invalidates
 * what reads it through the same factory. Every key starts with the resource's registered name:
 * `[name, 'table', route, body]`, `[name, 'record', id]`, `[name, 'options']`,
 * `[name, 'options-of', route, parentId]`.
 */
export const resourceQueries = {
  /** One page of a table (its route's rows), its rows kept while the next page loads. */
  table: <R extends TableRoute>(route: R, body: TableBody) =>
    queryOptions({
      queryKey: [...resourceQueries.tablePages(route), body] as const,
      queryFn: async ({ signal }): Promise<TablePage<R>> => {
        // Every table route takes a TableBody; its own filters are the server's to check (a 400).
        const anyTable: TableRoute = route;
        const data = (await apiRequest('POST', anyTable, { body, signal })).data;
        // A report's sums over all its rows (`data.totals`) arrive with the page they were asked with.
        const page = 'totals' in data ? { ...data.tableData, totals: data.totals } : data.tableData;
        // Answered by this route: its rows are the route's (the union of every route's is wider).
        return page as TablePage<R>;
      },
      placeholderData: keepPreviousData,
    }),

  /** Every page of a table: what a write shown in it invalidates. */
  tablePages: (route: TableRoute) => [resourceOf(route), 'table', route] as const,

  /** One record, `{name}/get/{id}`; not fetched while the id is unknown. */
  record<N extends RecordResource>(name: N, id: number | null) {
    return queryOptions({
      queryKey: [name, 'record', id] as const,
      queryFn: async ({ signal }) => {
        const route: `${RecordResource}/get/{id}` = `${name}/get/{id}`;
        const answer = await apiRequest('POST', route, { params: { id: id ?? 0 }, signal });
        // Called with every record route, the client answers any of their records: this one's.
        return answer.data.data as RecordOf<N>;
      },
      enabled: id !== null,
    });
  },

  /** `{name}/options`: one entry shared by every select that lists the resource. */
  options: (name: OptionsResource) =>
    queryOptions({
      queryKey: [name, 'options'] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('GET', `${name}/options`, { signal })).data.data,
    }),

  /** The options under a parent, none until it is chosen. */
  childOptions: (route: ChildOptionsRoute, parentId: number | null | undefined) =>
    queryOptions({
      queryKey: [resourceOf(route), 'options-of', route, parentId] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest('GET', route, { params: { id: parentId ?? 0 }, signal })).data.data,
      enabled: typeof parentId === 'number',
    }),
};

/** `customers/getTable` -> `customers`: every route starts with its resource's name. */
const resourceOf = (route: string) => route.slice(0, route.indexOf('/')) as ResourceName;
