import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  fetchMock,
  gridEvent,
  installCalendarServer,
  renderCalendar,
  server,
  wholeEvent,
} from '../../test/calendar-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { EventContent } from './event-content';

installCalendarServer();

const DAY = '2031-05-14';
const ASKED = gridEvent(1, `${DAY}T09:00`, { customer: 'ANA LÓPEZ', changeRequested: true });
const CONFIRMED = gridEvent(2, `${DAY}T11:00`, { customer: 'LUIS MORA', status: 'CONFIRMADA' });

const location = () =>
  new URLSearchParams(screen.getByTestId('location').textContent.split('?')[1]);
const opener = (title: RegExp) => screen.findByRole('button', { name: title });

describe('the appointments whose patient asks to change them, in the calendar', () => {
  it('marks them on the day view, in words beside an icon', async () => {
    server.events = [ASKED, CONFIRMED];
    renderCalendar(`?view=day&date=${DAY}`);
    // Its words first in the name of the button that opens it.
    const asked = await opener(/^Pide cambio \S+ Cita 1 · ANA LÓPEZ$/);
    expect(
      within(asked).getByText('Pide cambio').closest('.iris-change-mark')?.querySelector('svg'),
    ).toBeTruthy();
    expect(asked.closest('.iris-change-requested')).toBeTruthy();
    const confirmed = await opener(/Cita 2 · LUIS MORA/);
    expect(within(confirmed).queryByText('Pide cambio')).toBeNull();
    expect(confirmed.closest('.iris-change-requested')).toBeNull();
  });

  it('marks them on the month view with the icon, its words read aloud', () => {
    // jsdom lays out no month grid: the event's content as the month view draws it.
    renderWithProviders(
      <EventContent event={ASKED} timeText="09:00" withStatus={false} onStatus={() => undefined} />,
    );
    const asked = screen.getByRole('button', { name: /^Pide cambio 09:00 Cita 1 · ANA LÓPEZ$/ });
    const words = within(asked).getByText('Pide cambio');
    expect(words.className).toBe('iris-visually-hidden');
    expect(words.closest('.iris-change-mark')?.querySelector('svg')).toBeTruthy();
  });

  it('keeps to them when asked, in the address too, and says when there are none', async () => {
    server.events = [ASKED, CONFIRMED];
    const user = userEvent.setup();
    renderCalendar(`?view=day&date=${DAY}`);
    await opener(/Cita 2 · LUIS MORA/);
    const only = screen.getByRole('switch', { name: 'Solo piden cambio' });
    expect((only as HTMLInputElement).checked).toBe(false);
    expect(server.gridBodies.at(-1)).not.toHaveProperty('changeRequested');
    await user.click(only);
    await waitFor(() => expect(server.gridBodies.at(-1)).toMatchObject({ changeRequested: true }));
    await waitFor(() => expect(screen.queryByText(/Cita 2 · LUIS MORA/)).toBeNull());
    expect(await opener(/Cita 1 · ANA LÓPEZ/)).toBeTruthy();
    expect(location().get('changeRequested')).toBe('1');

    await user.click(only);
    await opener(/Cita 2 · LUIS MORA/);
    expect(location().has('changeRequested')).toBe(false);
    expect(server.gridBodies.at(-1)).not.toHaveProperty('changeRequested');
  });

  it('reads the filter back from the address', async () => {
    server.events = [CONFIRMED];
    renderCalendar(`?view=day&date=${DAY}&changeRequested=1`);
    expect(
      await screen.findByText('Nadie ha pedido cambiar su cita en estas fechas.'),
    ).toBeTruthy();
    expect(server.gridBodies[0]).toEqual({
      branchId: 3,
      from: DAY,
      to: DAY,
      changeRequested: true,
    });
    const only = screen.getByRole<HTMLInputElement>('switch', { name: 'Solo piden cambio' });
    expect(only.checked).toBe(true);
  });

  it('shows it in the dialog, and clears it once the patient was called back', async () => {
    server.events = [ASKED];
    server.whole.set(1, wholeEvent(ASKED));
    const user = userEvent.setup();
    renderCalendar(`?view=day&date=${DAY}`);
    await user.click(await opener(/Cita 1 · ANA LÓPEZ/));
    const dialog = await screen.findByRole('dialog');
    const notice = await within(dialog).findByText(
      'El paciente pidió por WhatsApp cambiar esta cita. Llámale para acordar otra fecha.',
    );
    expect(within(dialog).getByText('Pide cambio')).toBeTruthy();
    expect(within(dialog).queryByText('Confirmada por WhatsApp')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Ya se le llamó' }));
    expect(await screen.findByText('Se quitó «Pide cambio» de la cita.')).toBeTruthy();
    expect(server.cleared).toEqual([{ id: 1 }]);
    const call = fetchMock.mock.calls.find(([url]) =>
      (url as string).endsWith('branches-calendar/clearChangeRequest'),
    );
    expect(call?.[1]?.method).toBe('PUT');
    // Read again: the dialog and the calendar no longer say it.
    await waitFor(() => expect(notice.isConnected).toBe(false));
    expect(within(dialog).queryByRole('button', { name: 'Ya se le llamó' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Pide cambio')).toBeNull());
  });

  it('says in the dialog when the patient confirmed by WhatsApp', async () => {
    server.events = [CONFIRMED];
    server.whole.set(2, wholeEvent(CONFIRMED, { confirmedVia: 'WHATSAPP' }));
    const user = userEvent.setup();
    renderCalendar(`?view=day&date=${DAY}`);
    await user.click(await opener(/Cita 2 · LUIS MORA/));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Confirmada por WhatsApp')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ya se le llamó' })).toBeNull();
  });
});
