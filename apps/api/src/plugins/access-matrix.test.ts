import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_NAMES } from '@iris/domain/registry/resources';
import { ROLES, type Role } from '@iris/domain/users/roles';
import { users } from '../db/schema/accounts.schema.js';
import { forgeJwt } from '../testing/jwt.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from '../testing/test-app.js';

/*
 * The authorization matrix, generated from the live route table: a route added by a later issue
 * is covered by being registered, not by a new hand-written test.
 */
let t: TestApp;
let port: number;
const tokens = {} as Record<Role, string>;
let disabledToken: string;
let userIds: Record<Role, number>;

const now = () => Math.floor(Date.now() / 1000);
const SECRET = 'test-secret';

beforeAll(async () => {
  t = await startTestApp({ jwtSecret: SECRET });
  const branchId = (await seedBranch(t.database)).branch.id;
  userIds = {
    super_admin: await seedUser(t.database, { email: 'admin@iris.test' }),
    doctor: await seedUser(t.database, { email: 'doctor@iris.test', role: 'doctor', branchId }),
    receptionist: await seedUser(t.database, {
      email: 'recepcion@iris.test',
      role: 'receptionist',
      branchId,
    }),
  };
  for (const role of ROLES)
    tokens[role] = await t.login(
      `${role === 'super_admin' ? 'admin' : role === 'doctor' ? 'doctor' : 'recepcion'}@iris.test`,
    );
  const disabled = await seedUser(t.database, { email: 'baja@iris.test' });
  disabledToken = await t.login('baja@iris.test');
  await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, disabled));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const routes = () => t.app.routeTable();
const privateRoutes = () => routes().filter((route) => route.access !== 'public');

/** A concrete path for a route pattern: every parameter filled with a plausible value. */
const pathOf = (url: string) =>
  url
    .replace(/:id\b/g, '1')
    .replace(/:email\b/g, 'alguien@iris.test')
    .replace(/\*$/, 'x');

const inject = (method: string, url: string, authorization?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: authorization ? { authorization } : {},
  });

/** The request line in absolute form (`POST http://host/api/... HTTP/1.1`), over a real socket. */
const absoluteForm = (method: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path: `http://iris.test${path}` },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });

const bearer = (payload: Record<string, unknown>, secret = SECRET, alg = 'HS256') =>
  `Bearer ${forgeJwt(payload, secret, alg)}`;

describe('the route table', () => {
  it('is large enough to mean something, and every route declares its access', () => {
    expect(routes().length).toBeGreaterThan(40);
    expect(routes().filter((route) => route.access === undefined)).toEqual([]);
  });

  it("matches docs/rules.md: catalogue, questionnaire and staff writes are super_admin's, options everyone's, issuers super_admin's", () => {
    const rolesOf = (method: string, url: string) => {
      const route = routes().find((r) => r.method === method && r.url === url);
      expect(route, `${method} ${url}`).toBeDefined();
      return route!.access === 'public' ? 'public' : [...route!.access!.roles].sort();
    };
    for (const name of CATALOGUE_NAMES) {
      expect(rolesOf('POST', `/api/${name}/create`)).toEqual(['super_admin']);
      expect(rolesOf('PUT', `/api/${name}/update`)).toEqual(['super_admin']);
      expect(rolesOf('GET', `/api/${name}/options`)).toEqual([...ROLES].sort());
    }
    for (const [method, url] of [
      ['POST', '/api/users/createUser'],
      ['POST', '/api/auth/create-by-administration'],
      ['PATCH', '/api/users/updateAsAdmin'],
      ['PATCH', '/api/products/uploadDocument/:id'],
      ['DELETE', '/api/application-versions/delete/:id'],
      ['POST', '/api/questions/create'],
      ['PUT', '/api/questions/update'],
      ['POST', '/api/answers/create'],
      ['PUT', '/api/answers/update'],
      ['DELETE', '/api/answers/delete/:id'],
      ['POST', '/api/answers-questions/create'],
      ['DELETE', '/api/answers-questions/delete/:id'],
      // docs/rules.md, Invoicing, Access: issuers and their CSD, reading included.
      ['POST', '/api/fiscal-issuers/getTable'],
      ['POST', '/api/fiscal-issuers/get/:id'],
      ['GET', '/api/fiscal-issuers/options'],
      ['POST', '/api/fiscal-issuers/create'],
      ['PUT', '/api/fiscal-issuers/update'],
      ['PATCH', '/api/fiscal-issuers/uploadCsd'],
      // docs/rules.md, Privacy and accounts: a lost device, a user's sessions.
      ['PATCH', '/api/users/resetMfa/:id'],
      ['DELETE', '/api/users/sessions/:id'],
    ] as const) {
      expect(rolesOf(method, url)).toEqual(['super_admin']);
    }
  });
});

describe('every private route answers 401', () => {
  const ENCODED_PREFIXES = ['/%61pi/', '/ap%69/', '/%61%70%69/', '/%61PI/'.toLowerCase()];
  const badTokens = () => ({
    'no token': undefined,
    garbage: 'Bearer garbage',
    'not bearer': `Basic ${Buffer.from('admin:x').toString('base64')}`,
    'wrong secret': bearer({ sub: userIds.super_admin, ver: 0, iat: now() }, 'otro-secreto'),
    'alg none': bearer({ sub: userIds.super_admin, ver: 0, iat: now() }, SECRET, 'none'),
    expired: bearer({ sub: userIds.super_admin, ver: 0, iat: now() - 7200, exp: now() - 3600 }),
    'older session version': bearer({ sub: userIds.super_admin, ver: -1, iat: now() }),
    'unknown user': bearer({ sub: 99999, ver: 0, iat: now() }),
    'disabled user': `Bearer ${disabledToken}`,
  });

  it('with no token, a forged, expired or stale one, or a disabled user', async () => {
    const wrong: string[] = [];
    for (const route of privateRoutes()) {
      for (const [name, authorization] of Object.entries(badTokens())) {
        const response = await inject(route.method, pathOf(route.url), authorization);
        if (response.statusCode !== 401)
          wrong.push(`${route.method} ${route.url} ${name}: ${response.statusCode}`);
        else if (route.method !== 'HEAD')
          expect(response.json()).toMatchObject({ result: false, codeError: 'unauthorized' });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('through a percent-encoded /api prefix, a HEAD, or an absolute-form request target', async () => {
    const wrong: string[] = [];
    for (const route of privateRoutes()) {
      const path = pathOf(route.url);
      for (const prefix of ENCODED_PREFIXES) {
        const encoded = path.replace(/^\/api\//, prefix);
        const status = (await inject(route.method, encoded)).statusCode;
        if (status !== 401) wrong.push(`${route.method} ${encoded}: ${status}`);
        if (route.method === 'GET') {
          const head = (await inject('HEAD', encoded)).statusCode;
          if (head !== 401) wrong.push(`HEAD ${encoded}: ${head}`);
        }
      }
      const absolute = await absoluteForm(route.method, path);
      if (absolute !== 401) wrong.push(`${route.method} absolute ${path}: ${absolute}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('every private route answers 403 to a role it does not allow', () => {
  it('plainly and through an encoded prefix, before reading the body', async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of privateRoutes()) {
      if (route.access === 'public' || route.access === undefined) continue;
      const allowed = route.access.roles;
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        for (const path of [pathOf(route.url), pathOf(route.url).replace(/^\/api\//, '/%61pi/')]) {
          checked++;
          const response = await inject(route.method, path, `Bearer ${tokens[role]}`);
          if (response.statusCode !== 403)
            wrong.push(`${role} ${route.method} ${path}: ${response.statusCode}`);
          else if (route.method !== 'HEAD')
            expect(response.json()).toMatchObject({ codeError: 'forbidden' });
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(wrong).toEqual([]);
  });
});
