import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installReminderServer,
  location,
  renderPage,
  rowOf,
  server,
  WHATSAPP_ROWS,
} from '../../test/reminder-fixtures';

installReminderServer();

describe('the reminders page with WhatsApp', () => {
  it('shows each reminder’s channel, how far a WhatsApp message got and what the patient answered', async () => {
    server.rows = WHATSAPP_ROWS;
    renderPage();
    expect(await screen.findByRole('columnheader', { name: 'Canal' })).toBeTruthy();

    const read = await rowOf('PACIENTE 5');
    expect(read.getByText('WhatsApp')).toBeTruthy();
    // The furthest it got, in place of "Enviado", with its icon: not told by colour alone.
    expect(read.getByText('Leído').closest('.MuiChip-root')?.querySelector('svg')).toBeTruthy();
    expect(read.queryByText('Enviado')).toBeNull();
    expect(read.getByText('Confirmó')).toBeTruthy();

    const change = await rowOf('PACIENTE 6');
    expect(change.getByText('Entregado')).toBeTruthy();
    expect(change.getByText('Pidió cambio')).toBeTruthy();

    const fellBack = await rowOf('PACIENTE 7');
    expect(fellBack.getByText('Correo')).toBeTruthy();
    expect(fellBack.getByText('Enviado')).toBeTruthy();
    expect(fellBack.getByText('Enviado por correo: El número no tiene WhatsApp')).toBeTruthy();

    const refused = await rowOf('PACIENTE 8');
    expect(refused.getByText('Fallido')).toBeTruthy();
    expect(refused.getByText('WhatsApp rechazó el mensaje (código 131049)')).toBeTruthy();

    const uncertain = await rowOf('PACIENTE 9');
    expect(uncertain.getByText('Fallido')).toBeTruthy();
    expect(uncertain.getByText('No se sabe si llegó; no se reenvió')).toBeTruthy();
    expect(uncertain.queryByText('Confirmó')).toBeNull();
  });

  it('keeps to one channel when asked, in the address too', async () => {
    server.rows = WHATSAPP_ROWS;
    const user = userEvent.setup();
    renderPage();
    await rowOf('PACIENTE 7');
    await user.click(screen.getByRole('combobox', { name: 'Canal' }));
    await user.click(await screen.findByRole('option', { name: 'WhatsApp' }));
    await waitFor(() => expect(screen.queryByText('PACIENTE 7')).toBeNull());
    expect(server.tableBodies.at(-1)?.filters).toEqual({ branchId: 3, channel: 'WHATSAPP' });
    await rowOf('PACIENTE 5');
    expect(new URLSearchParams(location().split('?')[1]).get('channel')).toBe('WHATSAPP');
  });

  it('reads the channel back from the address', async () => {
    server.rows = WHATSAPP_ROWS;
    renderPage('/reminders?channel=EMAIL');
    await rowOf('PACIENTE 7');
    expect(screen.queryByText('PACIENTE 5')).toBeNull();
    expect(server.tableBodies[0]?.filters).toEqual({ branchId: 3, channel: 'EMAIL' });
    expect(screen.getByRole('combobox', { name: 'Canal' }).textContent).toBe('Correo');
  });
});
