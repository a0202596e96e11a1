import { loginSchema } from '@iris/domain/auth/auth.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { renderWithProviders } from '../test/render-with-providers';
import { FormDialog } from './form-dialog';
import { PasswordInput, TextInput } from './text-input';

function renderDialog(
  onSubmit: (values: {
    email: string;
    password: string;
  }) => Promise<{ message?: string } | undefined>,
) {
  const onClose = vi.fn();
  renderWithProviders(
    <FormDialog
      open
      title="Prueba"
      schema={loginSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextInput name="email" label="Correo electrónico" type="email" />
      <PasswordInput name="password" label="Contraseña" />
      <TextInput name="note" label="Nota" upperCase />
    </FormDialog>,
  );
  return { onClose };
}

describe('FormDialog', () => {
  it('shows the Spanish required message and does not submit', async () => {
    const onSubmit = vi.fn(() => Promise.resolve({}));
    renderDialog(onSubmit);

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findAllByText('El campo es requerido')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('translates other validation keys of the domain schema', async () => {
    renderDialog(() => Promise.resolve({}));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Formato de correo electrónico incorrecto')).toBeTruthy();
  });

  it('converts upper-case inputs as typed', async () => {
    renderDialog(() => Promise.resolve({}));
    const note = screen.getByLabelText<HTMLInputElement>('Nota');
    await userEvent.type(note, 'lentes');
    expect(note.value).toBe('LENTES');
  });

  it('places server field errors on their inputs and notifies the failure', async () => {
    const failure = new ApiError(400, 'Revisa los campos marcados.', null, [
      { field: 'email', message: 'El correo electrónico ya está registrado.' },
    ]);
    const { onClose } = renderDialog(() => Promise.reject(failure));

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    const email = screen.getByLabelText('Correo electrónico');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('El correo electrónico ya está registrado.');
    expect(await screen.findByText('Revisa los campos marcados.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes and shows the server message on success', async () => {
    const onSubmit = vi.fn(() =>
      Promise.resolve({ message: 'Registro actualizado correctamente.' }),
    );
    const { onClose } = renderDialog(onSubmit);

    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'secreto1' });
    expect(await screen.findByText('Registro actualizado correctamente.')).toBeTruthy();
  });
});
