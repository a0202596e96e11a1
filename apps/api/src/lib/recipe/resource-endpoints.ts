import type { Role } from '@iris/domain/users/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * An endpoint of the recipe is opt-in: `true` takes docs/api.md's common name and method; an object
 * renames it (`getBranchPersonal`), gives it more paths (a path starting with `/` is outside the
 * resource's prefix) or other roles.
 */
export type Endpoint =
  true | { path?: string | readonly string[]; method?: HttpMethod; roles?: readonly Role[] };

export interface Endpoints {
  getTable?: Endpoint;
  get?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  options?: Endpoint;
  delete?: Endpoint;
}
