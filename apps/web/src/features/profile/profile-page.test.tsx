import type { Role } from '@iris/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { ProfilePage } from './profile-page';

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let role: Role;
let license: string | null;
let mfa: { enabled: boolean; required: boolean };
/** What the server answers to the profile's update: the saved profile, or a field's error. */
let updateAnswer: () => Response;

const profile = () => ({
  id: 1,
  roles: [role],
  email: 'ana@iris.test',
  groups: { id: null },
  branchId: 3,
  branch: { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null },
  name: 'ANITA',
  paternal: 'LÓPEZ',
  maternal: 'RUIZ',
  phone: '3312345678',
  image: null,
  professionalLicense: license,
  mfa,
});
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'Registro actualizado.', codeError: null, data });

beforeAll(() => loadMessages(['workspace', 'security']));
beforeEach(() => {
  requests = [];
  license = null;
  mfa = { enabled: false, required: false };
  updateAnswer = () => ok({ data: profile() });
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'users/updateDataProfile') return Promise.resolve(updateAnswer());
    if (path === 'auth/sessions') return Promise.resolve(ok({ data: [] }));
    if (path === 'auth/mfa/disable') {
      mfa = { enabled: false, required: false };
      return Promise.resolve(ok({}));
    }
    return Promise.resolve(ok({ data: profile() }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function openAs(who: Role, current: string | null = null) {
  role = who;
  license = current;
  renderWithProviders(
    <SessionProvider>
      <ProfilePage />
    </SessionProvider>,
  );
  await screen.findByRole('heading', { name: 'Mi perfil' });
}

async function save() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(requests.some((request) => request.path === 'users/updateDataProfile')).toBe(true),
  );
  return requests.find((request) => request.path === 'users/updateDataProfile')?.body;
}

describe("Mi perfil: the doctor's cédula profesional", () => {
  it('is shown to a doctor with the one stored, typed as digits only, and sent', async () => {
    await openAs('doctor', '1234567');
    const input = screen.getByLabelText('Cédula profesional');
    expect((input as HTMLInputElement).value).toBe('1234567');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '87-654 321x9');
    expect((input as HTMLInputElement).value).toBe('87654321');
    expect(await save()).toMatchObject({ name: 'ANITA', professionalLicense: '87654321' });
  });

  it('is cleared by emptying it: null is sent, as a field left out would keep it', async () => {
    await openAs('doctor', '1234567');
    await userEvent.setup().clear(screen.getByLabelText('Cédula profesional'));
    expect(await save()).toHaveProperty('professionalLicense', null);
  });

  it('is shown to a super_admin, and a wrong one is marked on the field before sending', async () => {
    await openAs('super_admin');
    const input = screen.getByLabelText('Cédula profesional');
    await userEvent.setup().type(input, '12345');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('La cédula profesional tiene 7 u 8 dígitos')).toBeTruthy();
    expect(requests.some((request) => request.path === 'users/updateDataProfile')).toBe(false);
  });

  it("shows the server's message on the field", async () => {
    updateAnswer = () =>
      envelopeResponse(400, {
        result: false,
        message: 'Revisa los campos marcados.',
        codeError: null,
        data: {
          errors: [
            {
              field: 'professionalLicense',
              message: 'La cédula profesional tiene 7 u 8 dígitos',
            },
          ],
        },
      });
    await openAs('doctor', '1234567');
    await save();
    const input = screen.getByLabelText('Cédula profesional');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('La cédula profesional tiene 7 u 8 dígitos').length).toBeGreaterThan(
      0,
    );
  });

  it('is not shown to a receptionist, whose profile is saved without one', async () => {
    await openAs('receptionist');
    expect(screen.queryByLabelText('Cédula profesional')).toBeNull();
    const sent = (await save()) as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'ANITA', phone: '3312345678' });
    expect(sent.professionalLicense ?? null).toBeNull();
  });
});

describe('Mi perfil: two-step verification', () => {
  const section = () => screen.getByRole('region', { name: 'Verificación en dos pasos' });

  it('says it is off and offers to turn it on', async () => {
    await openAs('doctor');
    expect(within(section()).getByText('Estado: Inactiva')).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Activar' })).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Desactivar' })).toBeNull();
  });

  it('cannot be turned off by a role that must have it', async () => {
    mfa = { enabled: true, required: true };
    await openAs('super_admin');
    expect(within(section()).getByText('Estado: Activa')).toBeTruthy();
    expect(within(section()).getByText('Obligatoria para tu rol')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: /Activar|Desactivar/ })).toBeNull();
  });

  it('is turned off with the password, a code and a confirmation', async () => {
    mfa = { enabled: true, required: false };
    await openAs('doctor');
    const user = userEvent.setup();
    await user.click(within(section()).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Desactivar la verificación en dos pasos',
    });
    await user.type(within(dialog).getByLabelText('Contraseña actual'), 'secreto123');
    await user.type(within(dialog).getByLabelText('Código de verificación'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    // The confirmation's Cancelar (the form's is hidden behind it) keeps everything as it was.
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(requests.some((request) => request.path === 'auth/mfa/disable')).toBe(false);

    await user.click(await within(dialog).findByRole('button', { name: 'Desactivar' }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(within(section()).getByText('Estado: Inactiva')).toBeTruthy());
    expect(requests.find((request) => request.path === 'auth/mfa/disable')?.body).toEqual({
      password: 'secreto123',
      code: '123456',
    });
  });
});
