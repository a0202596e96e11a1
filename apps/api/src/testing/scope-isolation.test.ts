import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceName } from '@iris/domain/registry/resources';
import type { Role } from '@iris/domain/users/roles';
import type { AnyResource } from '../lib/recipe/resource.js';
import type { Endpoint } from '../lib/recipe/resource-endpoints.js';
import { API_RESOURCES } from '../modules/api-modules.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from './test-app.js';
import { GLOBAL, SEEDERS } from './isolation-seeders.js';

/*
 * Branch isolation, generated from the registry: for every resource whose scope is a branch or a
 * parent, another branch's rows are never listed to branch staff, and their ids answer 403 or 404
 * on every endpoint and action. SEEDERS names every resource of the registry, so a new one does not
 * compile until it says how to seed one row of it, or that it is global.
 */
const scoped = Object.values(API_RESOURCES).filter((resource) => resource.scope.kind !== 'global');

let t: TestApp;
let own: number;
let other: number;
const staff: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await startTestApp();
  own = (await seedBranch(t.database, 'PROPIA')).branch.id;
  other = (await seedBranch(t.database, 'AJENA')).branch.id;
  for (const role of ['doctor', 'receptionist'] as const) {
    await seedUser(t.database, { email: `${role}@aislado.test`, role, branchId: own });
    staff[role] = await t.login(`${role}@aislado.test`);
  }
});
afterAll(() => t.close());

/** The first path and the method of an opted-in endpoint, docs/api.md's default unless renamed. */
function endpointOf(
  resource: AnyResource,
  endpoint: Endpoint | undefined,
  path: string,
  method: string,
) {
  if (!endpoint) return undefined;
  const given = endpoint === true ? {} : endpoint;
  const first = [given.path ?? path].flat()[0]!;
  return {
    url: first.startsWith('/') ? `/api${first}` : `/api/${resource.name}/${first}`,
    method: (given.method ?? method) as 'POST',
  };
}

it('knows how to seed every scoped resource, and which are global', () => {
  expect(scoped.length).toBeGreaterThan(0);
  const global = Object.values(API_RESOURCES).filter((resource) => !scoped.includes(resource));
  expect(
    global.map((r) => r.name).filter((name) => SEEDERS[name as ResourceName] !== GLOBAL),
  ).toEqual([]);
  expect(
    scoped.map((r) => r.name).filter((name) => SEEDERS[name as ResourceName] === GLOBAL),
  ).toEqual([]);
});

describe.each(scoped.map((resource) => [resource.name, resource] as const))(
  '%s',
  (_name, resource) => {
    const seeder = SEEDERS[resource.name as ResourceName];
    const seed = (branchId: number) => {
      if (seeder === GLOBAL)
        throw new Error(`${resource.name}: scoped, yet SEEDERS calls it global`);
      return seeder(t.database, branchId);
    };

    it("never lists another branch's rows to branch staff", async () => {
      const table = endpointOf(resource, resource.endpoints.getTable, 'getTable', 'POST');
      if (!table) return;
      const mine = await seed(own);
      const theirs = await seed(other);
      const list = (token: string, filters: Record<string, unknown> = {}) =>
        t.call<{ tableData: { items: { id: number }[] } }>(table.method, table.url, {
          token,
          body: { rowsPerPage: 50, filters },
        });
      for (const token of Object.values(staff)) {
        const { status, body } = await list(token, mine.filters);
        if (status === 403) continue;
        expect(status).toBe(200);
        const ids = body.data.tableData.items.map((item) => item.id);
        expect(ids).toContain(mine.id);
        expect(ids).not.toContain(theirs.id);
        // Asking for the other branch's parent by its filter is refused, not answered empty.
        if (theirs.filters)
          expect([403, 404]).toContain((await list(token, theirs.filters)).status);
      }
    });

    it("answers 403 or 404 to another branch's ids, and changes nothing", async () => {
      const theirs = await seed(other);
      const calls: { method: 'POST'; url: string; body?: Record<string, unknown> | undefined }[] = [
        endpointOf(resource, resource.endpoints.get, 'get/:id', 'POST'),
        endpointOf(resource, resource.endpoints.delete, 'delete/:id', 'DELETE'),
      ]
        .filter((call) => call !== undefined)
        .map((call) => ({
          ...call,
          url: call.url.replace(':id', String(theirs.id)),
          body: undefined,
        }));
      const update = endpointOf(
        resource,
        resource.update && resource.endpoints.update,
        'update',
        'PUT',
      );
      if (update && theirs.update)
        calls.push({ ...update, body: { ...theirs.update, id: theirs.id } });
      for (const action of resource.actions ?? []) {
        const inParams = action.idIn === 'params';
        calls.push({
          method: action.method as 'POST',
          url: `/api/${resource.name}/${action.name}${inParams ? `/${theirs.id}` : ''}`,
          body: inParams ? undefined : { ...theirs.actions?.[action.name], id: theirs.id },
        });
      }
      for (const parent of resource.options?.byParent ?? []) {
        if (parent.parent !== 'branch') continue;
        calls.push({
          method: 'GET' as 'POST',
          url: `/api/${resource.name}/${parent.path}/${other}`,
          body: undefined,
        });
      }
      for (const token of Object.values(staff)) {
        for (const call of calls) {
          const { status } = await t.call(call.method, call.url, { token, body: call.body });
          expect([403, 404], `${call.method} ${call.url}: ${status}`).toContain(status);
        }
      }
      const [row] = await t.database.db
        .select({ id: resource.id })
        .from(resource.table)
        .where(eq(resource.id, theirs.id));
      expect(row).toEqual({ id: theirs.id });
    });
  },
);
