import type { User } from '@iris/domain/users/user.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { UserFormDialog } from './user-form-dialog';

const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];

const ok = (data: unknown, status = 200) =>
  envelopeResponse(status, { result: true, message: 'Registro guardado.', codeError: null, data });

const person = (values: Partial<User>): User => ({
  id: 7,
  name: 'ROBERTO',
  paternal: 'MARTÍNEZ',
  maternal: 'SALAZAR',
  email: 'roberto@iris.test',
  phone: '3300000001',
  role: 'doctor',
  rol: 1,
  roles: ['doctor'],
  branch: { id: 3, name: 'SUCURSAL CENTRO' },
  branchId: 3,
  emailVerified: true,
  enabled: true,
  image: null,
  professionalLicense: null,
  ...values,
});

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    return Promise.resolve(ok({ data: person({}) }, path === 'users/createUser' ? 201 : 200));
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const open = (user: User | null) =>
  renderWithProviders(<UserFormDialog open user={user} branchId={3} onClose={() => undefined} />);

async function sent(dialog: HTMLElement, path: string) {
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(requests.some((request) => request.path === path)).toBe(true));
  return requests.find((request) => request.path === path)?.body as Record<string, unknown>;
}

describe("the staff form: a doctor's cédula profesional", () => {
  it('appears when the new person is given the doctor role, and is sent', async () => {
    open(null);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo usuario' });
    expect(within(dialog).queryByLabelText('Cédula profesional')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Doctor' }));
    await user.type(within(dialog).getByLabelText('Cédula profesional'), '12345678');
    await user.type(within(dialog).getByLabelText('Nombre'), 'ROBERTO');
    await user.type(within(dialog).getByLabelText('Apellido paterno'), 'MARTÍNEZ');
    await user.type(within(dialog).getByLabelText('Apellido materno'), 'SALAZAR');
    await user.type(within(dialog).getByLabelText('Teléfono'), '3300000001');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'roberto@iris.test');
    await user.type(within(dialog).getByLabelText('Contraseña'), 'secreto1');
    await user.type(within(dialog).getByLabelText('Confirmar contraseña'), 'secreto1');
    expect(await sent(dialog, 'users/createUser')).toMatchObject({
      rol: 1,
      branch: { id: 3 },
      professionalLicense: '12345678',
    });
  });

  it("shows a doctor's own to the administrator, who changes it; a short one is refused", async () => {
    open(person({ professionalLicense: '1234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    const input = within(dialog).getByLabelText('Cédula profesional');
    expect((input as HTMLInputElement).value).toBe('1234567');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '123');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('La cédula profesional tiene 7 u 8 dígitos'),
    ).toBeTruthy();
    expect(requests.some((request) => request.path === 'users/updateAsAdmin')).toBe(false);
    await user.type(input, '4567');
    expect(await sent(dialog, 'users/updateAsAdmin')).toMatchObject({
      id: 7,
      professionalLicense: '1234567',
    });
  });

  it('is not asked of a receptionist', async () => {
    open(person({ role: 'receptionist', rol: 2, roles: ['receptionist'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(within(dialog).queryByLabelText('Cédula profesional')).toBeNull();
    const body = await sent(dialog, 'users/updateAsAdmin');
    expect(body).toMatchObject({ id: 7, rol: 2 });
    expect(body.professionalLicense ?? null).toBeNull();
  });

  it("keeps a former doctor's as it was, unseen, when a receptionist is edited", async () => {
    open(
      person({
        role: 'receptionist',
        rol: 2,
        roles: ['receptionist'],
        professionalLicense: '7654321',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' });
    expect(within(dialog).queryByLabelText('Cédula profesional')).toBeNull();
    expect(await sent(dialog, 'users/updateAsAdmin')).toMatchObject({
      rol: 2,
      professionalLicense: '7654321',
    });
  });
});
