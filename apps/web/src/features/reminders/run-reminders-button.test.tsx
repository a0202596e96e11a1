import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderPage, rowOf, server, installReminderServer } from '../../test/reminder-fixtures';
import { envelopeResponse } from '../../test/render-with-providers';

installReminderServer();

describe('Enviar pendientes ahora', () => {
  it('sends the pending reminders for super_admin after asking, says how many, reads again', async () => {
    server.roles = ['super_admin'];
    const user = userEvent.setup();
    renderPage();
    await rowOf('PACIENTE 1');
    await user.click(await screen.findByRole('button', { name: 'Enviar pendientes ahora' }));
    const asked = within(await screen.findByRole('dialog'));
    expect(asked.getByText('¿Enviar ahora los recordatorios pendientes?')).toBeTruthy();
    expect(asked.getByText(/citas de mañana .* revisión anual/)).toBeTruthy();
    expect(asked.getByText(/Lo que ya se envió no se vuelve a enviar/)).toBeTruthy();
    await user.click(asked.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.runs).toBe(0);

    const reads = server.tableBodies.length;
    await user.click(screen.getByRole('button', { name: 'Enviar pendientes ahora' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    expect(
      await screen.findByText('Se programaron 3 recordatorios de citas y 1 de revisión.'),
    ).toBeTruthy();
    expect(server.runs).toBe(1);
    await waitFor(() => expect(server.tableBodies.length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when a run had nothing to plan, and words one kind alone', async () => {
    server.roles = ['super_admin'];
    server.runAnswer = () => ok({ data: { appointments: 0, recalls: 0 } });
    const user = userEvent.setup();
    renderPage();
    const send = async () => {
      await user.click(await screen.findByRole('button', { name: 'Enviar pendientes ahora' }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
      );
    };
    await send();
    expect(
      await screen.findByText('No había recordatorios pendientes por programar.'),
    ).toBeTruthy();
    server.runAnswer = () => ok({ data: { appointments: 1, recalls: 0 } });
    await send();
    expect(await screen.findByText('Se programó 1 recordatorio de cita.')).toBeTruthy();
  });

  it('shows the server’s refusal in Spanish', async () => {
    server.roles = ['super_admin'];
    server.runAnswer = () =>
      envelopeResponse(403, {
        result: false,
        message: 'No tienes permiso para realizar esta acción.',
        codeError: 403,
        data: null,
      });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enviar pendientes ahora' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
  });
});
