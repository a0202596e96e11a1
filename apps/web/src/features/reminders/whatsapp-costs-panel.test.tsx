import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COSTS,
  installReminderServer,
  location,
  renderPage,
  server,
} from '../../test/reminder-fixtures';
import { envelopeResponse } from '../../test/render-with-providers';
import { monthDays, shiftMonth, thisMonth } from './whatsapp-costs-api';

installReminderServer();

const panel = async (name: string | RegExp = 'WhatsApp este mes') =>
  within(await screen.findByRole('region', { name }));

/** The cells of the costs table's row that a category (or Total) heads. */
function costsRow(name: string) {
  const header = screen.getByRole('rowheader', { name });
  return [...header.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent);
}

describe('the WhatsApp costs of the reminders page', () => {
  it('shows this month’s messages by category, sent, delivered, price and cost, and the total', async () => {
    renderPage();
    const costs = await panel();
    await costs.findByRole('table', { name: 'Mensajes de WhatsApp por tipo' });
    expect(costsRow('Recordatorios y avisos')).toEqual(['1,250', '1,203', '$0.1523', '$183.22']);
    expect(costsRow('Revisión anual')).toEqual(['40', '38', '$0.80', '$30.40']);
    expect(costsRow('Respuestas')).toEqual(['3', '3', '$0.00', '$0.00']);
    expect(costsRow('Total')).toEqual(['1,293', '1,244', '', '$213.62']);
    // Meta's order, whatever the server's.
    const heads = costs.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['Recordatorios y avisos', 'Revisión anual', 'Respuestas', 'Total']);
    expect(server.costBodies).toEqual([{ branchId: 3, ...monthDays(thisMonth()) }]);
    expect(costs.getByRole('button', { name: 'Mes siguiente' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('goes to the months before and back, the month kept in the address', async () => {
    const user = userEvent.setup();
    const before = shiftMonth(thisMonth(), -1);
    const name = new Date(`${before}-15T12:00:00`).toLocaleDateString('es-MX', { month: 'long' });
    renderPage();
    await (await panel()).findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    const title = `WhatsApp en ${name} de ${before.slice(0, 4)}`;
    const earlier = await panel(title);
    await waitFor(() =>
      expect(server.costBodies.at(-1)).toEqual({ branchId: 3, ...monthDays(before) }),
    );
    expect(new URLSearchParams(location().split('?')[1]).get('month')).toBe(before);
    await user.click(earlier.getByRole('button', { name: 'Mes siguiente' }));
    await panel();
    expect(location()).toBe('/reminders');
  });

  it('says so when the month sent nothing', async () => {
    server.costs = { enabled: true, items: [], total: 0 };
    renderPage();
    const costs = await panel();
    expect(await costs.findByText('Sin mensajes de WhatsApp en este mes.')).toBeTruthy();
    expect(costs.queryByRole('table')).toBeNull();
  });

  it('says WhatsApp is not set up, and that the notices go by e-mail', async () => {
    server.costs = { enabled: false, items: [], total: 0 };
    renderPage();
    const costs = await panel();
    expect(
      await costs.findByText('WhatsApp no está configurado; los avisos van por correo.'),
    ).toBeTruthy();
    expect(costs.queryByText('Sin mensajes de WhatsApp en este mes.')).toBeNull();
  });

  it('says it is loading until the server answers, and offers a retry on failure', async () => {
    let release: (response: Response) => void = () => undefined;
    server.costs = () => new Promise<Response>((resolve) => (release = resolve));
    const user = userEvent.setup();
    renderPage();
    const costs = await panel();
    const loading = await costs.findByText('Cargando los mensajes de WhatsApp…');
    expect(loading.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(server.costBodies).toHaveLength(1));
    release(envelopeResponse(500, { result: false, message: 'Error del sistema', codeError: 100 }));
    await costs.findByText('No se pudieron cargar los mensajes de WhatsApp. Error del sistema');
    expect(costs.queryByText('Cargando los mensajes de WhatsApp…')).toBeNull();
    server.costs = COSTS;
    await user.click(costs.getByRole('button', { name: 'Reintentar' }));
    expect(await costs.findByRole('table')).toBeTruthy();
  });

  it('shows super_admin every branch’s unless one is chosen', async () => {
    server.roles = ['super_admin'];
    renderPage();
    await (await panel()).findByRole('table');
    expect(server.costBodies.at(-1)).toEqual(monthDays(thisMonth()));
  });
});
