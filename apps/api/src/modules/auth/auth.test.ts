import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authAttempts, users } from '../../db/schema/accounts.schema.js';
import { linkIn } from '../../testing/smtp-sink.js';
import {
  seedBranch,
  seedUser,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/test-app.js';

let t: TestApp;
let branchId: number;
beforeAll(async () => {
  t = await startTestApp();
  branchId = (await seedBranch(t.database)).branch.id;
  await seedUser(t.database, { email: 'admin@iris.test' });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.call<{ token: string; data: { email: string } }>('POST', '/api/auth/login', {
    body: { email, password },
  });

describe('auth/login', () => {
  it('logs the administrator in and the token reads the profile', async () => {
    const { status, body } = await login('ADMIN@iris.test ', TEST_PASSWORD);
    expect(status).toBe(200);
    expect(body.result).toBe(true);
    const profile = await t.call<{ data: Record<string, unknown> }>('POST', '/api/auth/profile', {
      token: body.data.token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.data).toMatchObject({
      email: 'admin@iris.test',
      roles: ['super_admin'],
      branchId: null,
      groups: { id: null },
    });
    expect(JSON.stringify(profile.body)).not.toContain('password');
  });

  it('refuses a wrong password with the Spanish message and records the failure', async () => {
    const { status, body } = await login('admin@iris.test', 'equivocada');
    expect(status).toBe(401);
    expect(body).toMatchObject({
      result: false,
      codeError: 'invalid_credentials',
      message: 'Correo electrónico o contraseña incorrectos.',
    });
    const rows = await t.database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.email, 'admin@iris.test'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { status, body } = await login('nadie@iris.test', 'equivocada');
    expect(status).toBe(401);
    expect(body.codeError).toBe('invalid_credentials');
  });

  it('rate-limits repeated failures for an e-mail, even with the right password afterwards', async () => {
    await seedUser(t.database, { email: 'limit@iris.test' });
    for (let i = 0; i < 5; i++)
      expect((await login('limit@iris.test', `mala-${i}`)).status).toBe(401);
    const blocked = await login('limit@iris.test', TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.codeError).toBe('too_many_attempts');
  });

  it('tells unconfirmed, pending and disabled accounts apart', async () => {
    await seedUser(t.database, {
      email: 'noconf@iris.test',
      emailVerified: false,
      role: 'doctor',
      branchId,
    });
    await seedUser(t.database, { email: 'pending@iris.test', role: null });
    await seedUser(t.database, {
      email: 'off@iris.test',
      enabled: false,
      role: 'doctor',
      branchId,
    });
    expect((await login('noconf@iris.test', TEST_PASSWORD)).body.codeError).toBe(
      'email_not_verified',
    );
    const pending = await login('pending@iris.test', TEST_PASSWORD);
    expect(pending.status).toBe(403);
    expect(pending.body.codeError).toBe('account_pending');
    expect(pending.body.message).toMatch(/administrador debe asignarte una sucursal y un rol/);
    expect((await login('off@iris.test', TEST_PASSWORD)).body.codeError).toBe('account_disabled');
  });

  it('stops honouring the token of a user who is disabled afterwards', async () => {
    const id = await seedUser(t.database, {
      email: 'later-off@iris.test',
      role: 'receptionist',
      branchId,
    });
    const token = await t.login('later-off@iris.test');
    expect((await t.call('POST', '/api/auth/profile', { token })).status).toBe(200);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, id));
    expect((await t.call('POST', '/api/auth/profile', { token })).status).toBe(401);
  });

  it('validates the body with field errors', async () => {
    const { status, body } = await t.call<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/api/auth/login',
      { body: { email: 'no-es-correo' } },
    );
    expect(status).toBe(400);
    expect(body.codeError).toBeNull();
    expect(body.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Formato de correo electrónico incorrecto' },
        { field: 'password', message: 'El campo es requerido' },
      ]),
    );
  });
});

describe('password recovery', () => {
  it('answers the same whether or not the e-mail exists, and mails a link only when it does', async () => {
    await seedUser(t.database, { email: 'olvido@iris.test', name: 'LAURA' });
    const known = await t.call('POST', '/api/auth/recover/olvido@iris.test');
    const unknown = await t.call('POST', '/api/auth/recover/fantasma@iris.test');
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const mail = await t.smtp.waitFor('olvido@iris.test');
    await t.app.background.drain();
    expect(mail.subject).toBe('Restablece tu contraseña de Iris');
    expect(mail.text).toContain('Hola LAURA');
    expect(t.smtp.received.some((m) => m.to === 'fantasma@iris.test')).toBe(false);

    const token = linkIn(mail, 'restorePassword').split('/').at(-1)!;
    expect(linkIn(mail, 'restorePassword')).toMatch(/^http:\/\/iris\.test\/restorePassword\//);
    expect(
      (await t.call('POST', '/api/userRecovery/validateToken', { body: { token } })).status,
    ).toBe(200);

    const mismatch = await t.call<{ errors: { field: string }[] }>(
      'PATCH',
      '/api/auth/update-password',
      {
        body: { token, password: 'nueva123', veryfiedPassword: 'otra123' },
      },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.data.errors[0]).toMatchObject({
      field: 'veryfiedPassword',
      message: 'Las contrasenas no coinciden',
    });

    const changed = await t.call('PATCH', '/api/auth/update-password', {
      body: { token, password: 'nueva123', veryfiedPassword: 'nueva123' },
    });
    expect(changed.status).toBe(200);
    expect((await login('olvido@iris.test', 'nueva123')).status).toBe(200);
    expect((await login('olvido@iris.test', TEST_PASSWORD)).status).toBe(401);

    const reused = await t.call('PATCH', '/api/auth/update-password', {
      body: { token, password: 'otra999', veryfiedPassword: 'otra999' },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.codeError).toBe('invalid_token');
    expect(
      (await t.call('POST', '/api/userRecovery/validateToken', { body: { token } })).body.codeError,
    ).toBe('invalid_token');
  });

  it('lets only one of two simultaneous uses of a token succeed', async () => {
    await seedUser(t.database, { email: 'carrera@iris.test' });
    await t.call('POST', '/api/auth/recover/carrera@iris.test');
    const token = linkIn(await t.smtp.waitFor('carrera@iris.test'), 'restorePassword')
      .split('/')
      .at(-1)!;
    const results = await Promise.all(
      ['primera1', 'segunda2'].map((password) =>
        t.call('PATCH', '/api/auth/update-password', {
          body: { token, password, veryfiedPassword: password },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token', async () => {
    await seedUser(t.database, { email: 'vencido@iris.test' });
    await t.call('POST', '/api/auth/recover/vencido@iris.test');
    const token = linkIn(await t.smtp.waitFor('vencido@iris.test'), 'restorePassword')
      .split('/')
      .at(-1)!;
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const { status, body } = await t.call('POST', '/api/userRecovery/validateToken', {
      body: { token },
    });
    expect(status).toBe(400);
    expect(body.codeError).toBe('invalid_token');
  });

  it('changes the password of the logged-in user without a token', async () => {
    await seedUser(t.database, { email: 'cambio@iris.test' });
    const token = await t.login('cambio@iris.test');
    const anonymous = await t.call('PATCH', '/api/auth/update-password', {
      body: { password: 'cambiada1', veryfiedPassword: 'cambiada1' },
    });
    expect(anonymous.status).toBe(401);
    const changed = await t.call('PATCH', '/api/auth/update-password', {
      token,
      body: {
        currentPassword: TEST_PASSWORD,
        password: 'cambiada1',
        veryfiedPassword: 'cambiada1',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Contraseña actualizada correctamente.');
    expect((await login('cambio@iris.test', 'cambiada1')).status).toBe(200);
  });
});

describe('self-registration', () => {
  const person = {
    name: 'MARIANA',
    paternal: 'LOPEZ',
    maternal: 'GARCIA',
    email: 'mariana@iris.test',
    phone: '3312345678',
    password: 'clave123',
    verifyPassword: 'clave123',
  };

  it('waits for e-mail confirmation, then for a super_admin to give branch and role', async () => {
    const created = await t.call('POST', '/api/auth/register', { body: person });
    expect(created.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'mariana@iris.test'));
    expect(row).toMatchObject({ role: null, branchId: null, emailVerified: false });
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect((await login(person.email, person.password)).body.codeError).toBe('email_not_verified');

    await t.call('GET', `/api/auth/reTryEmailVerification/${person.email}`);
    await t.app.background.drain();
    const mails = t.smtp.received.filter((m) => m.to === person.email);
    expect(mails.length).toBe(2);
    const token = linkIn(mails[1]!, 'emailConfirmation').split('/').at(-1)!;
    const confirmed = await t.call('PATCH', '/api/auth/emailConfirmation', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(
      (await t.call('PATCH', '/api/auth/emailConfirmation', { body: { token } })).body.codeError,
    ).toBe('invalid_token');
    expect((await login(person.email, person.password)).body.codeError).toBe('account_pending');

    const admin = await t.login('admin@iris.test');
    const approved = await t.call('PATCH', '/api/users/updateAsAdmin', {
      token: admin,
      body: {
        id: row!.id,
        name: 'MARIANA',
        paternal: 'LOPEZ',
        maternal: 'GARCIA',
        phone: '3312345678',
        rol: 2,
        branch: { id: branchId },
      },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ data: { role: 'receptionist', branchId } });
    expect((await login(person.email, person.password)).status).toBe(200);
  });

  it('refuses a registered e-mail (101) and phone (102) and leaves nothing behind', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const email = await t.call('POST', '/api/auth/register', {
      body: { ...person, email: ' Mariana@IRIS.test', phone: '3399999999' },
    });
    expect(email.status).toBe(409);
    expect(email.body.codeError).toBe(101);
    const phone = await t.call('POST', '/api/auth/register', {
      body: { ...person, email: 'otra@iris.test' },
    });
    expect(phone.body.codeError).toBe(102);
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('applies the password and name rules of docs/spec.md §5', async () => {
    const { status, body } = await t.call<{ errors: { field: string; message: string }[] }>(
      'POST',
      '/api/auth/register',
      {
        body: { ...person, name: 'ANA', password: '123', verifyPassword: '123', phone: '33-12' },
      },
    );
    expect(status).toBe(400);
    const byField = Object.fromEntries(body.data.errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      name: 'El nombre debe tener al menos 4 caracteres',
      password: 'La contraseña debe tener al menos 6 caracteres',
      phone: 'El campo es numérico',
    });
  });
});

describe('auth/create-by-administration', () => {
  const body = {
    name: 'ROBERTO',
    paternal: 'SANCHEZ',
    maternal: 'TORRES',
    email: 'roberto@iris.test',
    phone: '3311112222',
    password: 'doctor1',
    verifyPassword: 'doctor1',
    rol: 1,
  };

  it('creates a doctor who can log in at once; only a super_admin may', async () => {
    const admin = await t.login('admin@iris.test');
    const created = await t.call<{ data: { role: string; branch: { id: number } } }>(
      'POST',
      '/api/auth/create-by-administration',
      { token: admin, body: { ...body, branch: { id: branchId } } },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.data).toMatchObject({ role: 'doctor', branch: { id: branchId } });
    const doctor = await t.login('roberto@iris.test', 'doctor1');
    const denied = await t.call('POST', '/api/auth/create-by-administration', {
      token: doctor,
      body: { ...body, email: 'x@iris.test', phone: '3300000000', branch: { id: branchId } },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.codeError).toBe('forbidden');
  });
});
