import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PUBLIC } from '../../lib/access.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      beforeReady(app) {
        app.get('/api/boom', { config: PUBLIC }, () => {
          throw new Error('secret internals: password=hunter2');
        });
        app.get('/api/undeclared', () => 'nadie debería leer esto');
      },
    },
  );
});
afterAll(() => t.close());

describe('platform', () => {
  it('health checks the database', async () => {
    const { status, body } = await t.call('GET', '/api/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: true, codeError: null, data: { status: 'ok' } });
  });

  it('keeps answering when the server ends its idle database connections', async () => {
    // Fill the pool (on PostgreSQL) with connections that then sit idle.
    await Promise.all(Array.from({ length: 5 }, () => t.call('GET', '/api/health')));
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // The broken connections report their error; the pool must drop them, not end the process.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('GET', '/api/health')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('publishes the OpenAPI document and its page without a token', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/users/getBranchPersonal']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const { status, body } = await t.call('GET', '/api/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ result: false, codeError: 'not_found' });
    expect(body.message).toBe('No se encontró el registro solicitado.');
  });

  it('needs a token on private routes', async () => {
    const { status, body } = await t.call('POST', '/api/auth/profile');
    expect(status).toBe(401);
    expect(body.codeError).toBe('unauthorized');
    const forged = await t.call('POST', '/api/auth/profile', { token: 'not.a.jwt' });
    expect(forged.status).toBe(401);
  });

  it('turns an unexpected failure into code 100 with nothing internal in the body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      result: false,
      message: 'Error del sistema. Inténtalo de nuevo más tarde.',
      codeError: 100,
      data: {},
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('refuses a route that declares no access rule, to everyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/undeclared' });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('nadie');
  });

  it('sends security headers, without HSTS on a plain-HTTP install', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://iris.example' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it.each([
    ['abc-123', true],
    ['req.7_F', true],
    ['a'.repeat(65), false],
    ['x\r\nfalso: 1', false],
    ['<script>', false],
    ['a b', false],
  ])('keeps the client request id %j only when it is a short safe token', async (given, kept) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': given },
    });
    const id = response.headers['x-request-id'];
    if (kept) expect(id).toBe(given);
    else expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bodies over the JSON limit and malformed JSON with the envelope', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.mx', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ result: false, codeError: 'payload_too_large' });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ result: false });
  });

  it('answers in English when Accept-Language asks for it', async () => {
    const { body } = await t.call('GET', '/api/nothing', {
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(body.message).toBe('The requested record was not found.');
  });
});
