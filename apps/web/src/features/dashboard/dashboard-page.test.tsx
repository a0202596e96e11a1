import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { useAuditRequests } from '../../lib/audit-requests';
import { loadMessages } from '../../test/load-messages';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { BRANCH, EMPTY, FULL } from '../../test/dashboard-fixtures';
import { DashboardPage } from './dashboard-page';

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let role: 'receptionist' | 'super_admin';
let answer: (body: { branchId?: number }) => Response | Promise<Response>;
let asked: { branchId?: number }[];

beforeAll(() => loadMessages(['dashboard']));
beforeEach(() => {
  role = 'receptionist';
  asked = [];
  answer = () => ok({ data: FULL });
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      const branch = role === 'receptionist' ? BRANCH : null;
      const profile = { id: 1, roles: [role], email: 'a@b.c', branchId: branch?.id ?? null };
      return Promise.resolve(ok({ data: { ...profile, branch, name: 'ANA', paternal: 'RUIZ' } }));
    }
    if (path === 'dashboard/get') {
      asked.push(body as { branchId?: number });
      return Promise.resolve(answer(body as { branchId?: number }));
    }
    if (path === 'branches/options') {
      return Promise.resolve(ok({ data: [{ id: 4, name: 'SUCURSAL NORTE' }] }));
    }
    if (path === 'branches/get/4') {
      return Promise.resolve(ok({ data: { id: 4, name: 'SUCURSAL NORTE', color: null } }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

let registerRequests: number[] = [];
/** Stands for the top bar's register, which hears the dashboard's button. */
function RegisterProbe() {
  useAuditRequests((branchId) => registerRequests.push(branchId));
  return null;
}

function renderDashboard(url = '/') {
  registerRequests = [];
  return renderWithProviders(
    <SessionProvider>
      <RegisterProbe />
      <Routes>
        <Route path="/" element={<DashboardPage />} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}

const tile = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the dashboard', () => {
  it('is the first page at /, with its own strings', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/');
    expect(route?.menu?.label).toBe('menu.home');
  });

  it("shows a branch's day, each tile leading to its screen", async () => {
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText('Bienvenido, ANA RUIZ')).toBeTruthy();
    const sales = await waitFor(() => within(tile('Ventas de hoy')));
    await sales.findByText('$2,500.80');
    expect(sales.getByText('2 ventas')).toBeTruthy();
    expect(sales.getByText('1 cancelada')).toBeTruthy();
    expect(sales.getByRole('link').getAttribute('href')).toBe('/sales');

    const payments = await waitFor(() => within(tile('Pagos de hoy')));
    expect(payments.getByText('EFECTIVO')).toBeTruthy();
    expect(payments.getByText('$1,500.40')).toBeTruthy();
    expect(payments.getByText('$1,000.40')).toBeTruthy();
    expect(payments.getByRole('link').getAttribute('href')).toBe('/payments');

    const appointments = await waitFor(() => within(tile('Citas de hoy')));
    expect(appointments.getByText('10 citas, 9 por atender')).toBeTruthy();
    expect(appointments.getByText('CONSULTA · JUAN PÉREZ')).toBeTruthy();
    expect(appointments.getByText('Confirmada')).toBeTruthy();
    // An event without a patient reads its own name.
    expect(appointments.getByText('JUNTA DE PERSONAL')).toBeTruthy();
    expect(appointments.getByText('y 8 más')).toBeTruthy();
    const dayView = `/branches/edit/${encodeId(3)}?tab=calendar&view=day&date=2031-05-10`;
    for (const link of appointments.getAllByRole('link')) {
      expect(link.getAttribute('href')).toBe(dayView);
    }
    expect(appointments.getByRole('link', { name: 'MARÍA LÓPEZ HERNÁNDEZ' })).toBeTruthy();

    const changes = await waitFor(() => within(tile('Piden cambio')));
    expect(changes.getByText('3 pacientes pidieron por WhatsApp cambiar su cita')).toBeTruthy();
    const calendar = `/branches/edit/${encodeId(3)}?tab=calendar`;
    expect(
      changes
        .getByRole('link', {
          name: 'Piden cambio: Ver en el calendario las citas que piden cambio',
        })
        .getAttribute('href'),
    ).toBe(`${calendar}&view=month&date=2031-05-10&changeRequested=1`);
    const first = changes.getByRole('link', { name: 'PEDRO RUIZ SOTO' });
    expect(first.getAttribute('href')).toBe(
      `${calendar}&view=day&date=2031-05-12&changeRequested=1`,
    );
    const firstItem = within(first.closest('li')!);
    expect(firstItem.getByText('12/05/2031')).toBeTruthy();
    expect(firstItem.getByText('09:30')).toBeTruthy();
    expect(firstItem.getByText('CONSULTA')).toBeTruthy();
    const second = within(changes.getByRole('link', { name: 'LUISA MORA DÍAZ' }).closest('li')!);
    expect(second.getByText('14/05/2031')).toBeTruthy();
    expect(second.getByText('17:00')).toBeTruthy();
    expect(changes.getByText('y 1 más')).toBeTruthy();

    const low = await waitFor(() => within(tile('Existencias bajas')));
    expect(low.getByText('0 en existencia')).toBeTruthy();
    const storage = `/storages/${encodeId(9)}/${encodeId(3)}`;
    expect(low.getByRole('link', { name: 'ARMAZÓN RAY-BAN' }).getAttribute('href')).toBe(storage);
    expect(low.getByRole('link', { name: /Ver el almacén/ }).getAttribute('href')).toBe(storage);

    const register = await waitFor(() => within(tile('Caja')));
    expect(register.getByText('Caja cerrada')).toBeTruthy();
    await user.click(register.getByRole('button', { name: 'Abrir caja' }));
    expect(registerRequests).toEqual([3]);
    expect(asked).toEqual([{}]);
    expect(screen.getByText(/Hoy, 10\/05\/2031/)).toBeTruthy();
  });

  it('draws the charts with their totals in exact money', async () => {
    renderDashboard();
    const sales = await screen.findByText(/^\$5,303\.60 en 30 ventas/);
    expect(sales.textContent).toBe('$5,303.60 en 30 ventas, del 11/04/2031 al 10/05/2031');
    const split = await waitFor(() => within(tile('Pagos por método')));
    expect(await split.findByText('TARJETA (75 %)')).toBeTruthy();
    expect(split.getByText('$9,000.00')).toBeTruthy();
    expect(split.getByText('$3,000.50')).toBeTruthy();
    expect(split.getByText('$12,000.50 en pagos, del 11/04/2031 al 10/05/2031')).toBeTruthy();
  });

  it('lists the ARCO requests overdue or due within 5 business days, each to its patient', async () => {
    renderDashboard();
    const arco = await waitFor(() => within(tile('ARCO por vencer/vencidas')));
    expect(
      arco.getByText('2 solicitudes ARCO vencen en 5 días hábiles o menos, 1 vencidas'),
    ).toBeTruthy();
    const overdue = within(arco.getByRole('link', { name: 'ROSA MÉNDEZ' }).closest('li')!);
    expect(overdue.getByText('Vencida')).toBeTruthy();
    expect(overdue.getByText('Acceso')).toBeTruthy();
    const soon = within(arco.getByRole('link', { name: 'LUIS PÉREZ' }).closest('li')!);
    expect(soon.getByText('Vence el 01/12/2026')).toBeTruthy();
    expect(
      arco
        .getByRole('link', { name: 'ARCO por vencer/vencidas: Ver las solicitudes ARCO' })
        .getAttribute('href'),
    ).toBe('/arcoRequests?status=ABIERTA');
  });

  it('says so when the day has nothing yet', async () => {
    answer = () => ok({ data: { ...EMPTY, registers: [] } });
    renderDashboard();
    expect(await screen.findByText('No hay citas para hoy.')).toBeTruthy();
    expect(screen.getByText('Nadie ha pedido cambiar su cita.')).toBeTruthy();
    expect(within(tile('Piden cambio')).queryByRole('listitem')).toBeNull();
    expect(screen.getByText('No hay solicitudes ARCO por vencer.')).toBeTruthy();
    expect(screen.getByText('Aún no hay ventas hoy.')).toBeTruthy();
    expect(screen.getByText('Aún no hay pagos hoy.')).toBeTruthy();
    expect(screen.getByText('Ningún producto con 3 o menos en el almacén principal.')).toBeTruthy();
    expect(await screen.findByText('Sin ventas en los últimos 30 días.')).toBeTruthy();
    expect(screen.getByText('Sin pagos en los últimos 30 días.')).toBeTruthy();
  });

  it('says it is loading until the figures come, and offers a retry on failure', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    answer = () =>
      new Promise<Response>((resolve) => {
        release = () =>
          resolve(
            fail
              ? envelopeResponse(500, {
                  result: false,
                  message: 'Error del sistema',
                  codeError: 100,
                })
              : ok({ data: FULL }),
          );
      });
    const user = userEvent.setup();
    renderDashboard();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.getByText('Cargando el tablero…').closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
    release();
    await screen.findByText(/No se pudo cargar el tablero\. Error del sistema/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    release();
    expect(await screen.findAllByText('$2,500.80')).toHaveLength(2);
    expect(screen.queryByText('Cargando el tablero…')).toBeNull();
  });

  it('lets the administrator see every branch, or choose one', async () => {
    role = 'super_admin';
    answer = (body) =>
      ok({
        data:
          body.branchId === undefined
            ? {
                ...FULL,
                branch: null,
                lowStock: { ...FULL.lowStock, storage: null },
                registers: [
                  {
                    id: 50,
                    branch: { id: 4, name: 'SUCURSAL NORTE' },
                    openDate: '2031-05-10',
                    openTime: '09:05:00',
                    openedBy: { id: 2, name: 'LUIS SOTO' },
                    openAmount: 500,
                  },
                ],
              }
            : { ...FULL, branch: { id: 4, name: 'SUCURSAL NORTE' } },
      });
    const user = userEvent.setup();
    renderDashboard();
    const register = await waitFor(() => within(tile('Caja')));
    await register.findByText('1 caja abierta');
    expect(
      register.getByRole('link', { name: 'Ver las ventas de SUCURSAL NORTE' }).getAttribute('href'),
    ).toBe('/sales?branch=4');
    expect(register.queryByRole('button')).toBeNull();
    // Every branch: the appointments name theirs; there is no one calendar to open.
    const appointments = await waitFor(() => within(tile('Citas de hoy')));
    expect(appointments.getByText('CONSULTA · JUAN PÉREZ · SUCURSAL CENTRO')).toBeTruthy();
    // …and so do the change requests, with no one calendar's month in the title.
    const changes = within(tile('Piden cambio'));
    expect(changes.getByText('LENTES DE CONTACTO · SUCURSAL CENTRO')).toBeTruthy();
    expect(changes.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'PEDRO RUIZ SOTO',
      'LUISA MORA DÍAZ',
    ]);
    expect(asked).toEqual([{}]);

    const choice = screen.getByRole('combobox', { name: 'Sucursal' });
    await screen.findByRole('option', { name: 'SUCURSAL NORTE' });
    await user.selectOptions(choice, 'SUCURSAL NORTE');
    await waitFor(() => expect(asked.at(-1)).toEqual({ branchId: 4 }));
    // The session's branch, not the address's: the sales list (any page) reads it.
    expect(screen.getByTestId('location').textContent).toBe('/');
    const sales = await screen.findByRole('region', { name: /^Ventas de hoy/ });
    expect(within(sales).getByRole('link').getAttribute('href')).toBe('/sales');

    // Back on Inicio later in the session (or after a reload): still that branch.
    cleanup();
    asked = [];
    renderDashboard();
    await waitFor(() => expect(asked).toEqual([{ branchId: 4 }]));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sucursal' }).value).toBe('4');
  });
});
