import type { ResourceName } from '@iris/domain/registry/resources';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AnyResource } from './recipe/resource.js';

/** The declarations of some of the registry's resources, by name: the compiler refuses any other. */
export type ModuleResources = Partial<Record<ResourceName, AnyResource>>;

/**
 * One area of the API (`modules/<area>/<area>.module.ts`), registered once: its resources (the
 * recipe turns each into routes), the routes it writes by hand (a plugin each) and its jobs (each
 * registers a handler, or a schedule, on `app.jobs` before the queue starts) and its part in the
 * hooks of the modules it is built on (lib/module-hooks.ts). app.ts loops over the
 * modules; `modules/api-modules.ts` checks that they declare every resource of the registry.
 */
export interface ApiModule<TResources extends ModuleResources = ModuleResources> {
  name: string;
  resources: TResources;
  routes: readonly FastifyPluginAsync[];
  jobs: readonly ((app: FastifyInstance) => void)[];
  /** Each registers its handlers on a hook of a module below (lib/module-hooks.ts). */
  hooks: readonly (() => void)[];
}

/**
 * A module, its resources' names kept in its type (api-modules.ts counts them); one that declares
 * none says `resources: {}`.
 */
export const defineModule = <const TResources extends ModuleResources>(
  module: Partial<ApiModule<TResources>> & Pick<ApiModule<TResources>, 'name' | 'resources'>,
): ApiModule<TResources> => ({
  routes: [],
  jobs: [],
  hooks: [],
  ...module,
});
