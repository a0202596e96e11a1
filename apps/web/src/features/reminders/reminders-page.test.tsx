import { reminderSchema, type Reminder } from '@iris/domain/reminders/reminder.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROTECTED_ROUTES } from '../../app/route-table';
import { loadMessages } from '../../lib/i18n';
import { encodeId } from '../../lib/route-id';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { RemindersPage } from './reminders-page';

const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const NORTE = { id: 4, name: 'SUCURSAL NORTE', color: null, logoUrl: null };

const reminder = (id: number, values: Partial<Reminder>) =>
  reminderSchema.parse({
    id,
    kind: 'CITA',
    status: 'PENDIENTE',
    branch: { id: 3, name: 'SUCURSAL CENTRO' },
    customer: { id: 200 + id, name: `PACIENTE ${id}` },
    dueDate: '2026-11-24',
    appointment: { id: 500 + id, date: '2026-11-25', time: '09:30' },
    reason: null,
    detail: null,
    attempts: 0,
    sentAt: null,
    ...values,
  });

const SENT = reminder(1, { status: 'ENVIADO', attempts: 1, sentAt: '2026-11-24T15:05:00.000Z' });
const REJECTED = reminder(2, {
  status: 'FALLIDO',
  reason: 'SMTP_REJECTED',
  detail: '550',
  attempts: 3,
});
const NO_EMAIL = reminder(3, { status: 'OMITIDO', reason: 'NO_EMAIL' });
const RECALL = reminder(4, {
  kind: 'REVISION',
  dueDate: '2026-11-20',
  appointment: null,
  branch: { id: 4, name: 'SUCURSAL NORTE' },
});

interface TableBody {
  page: number;
  sortBy: string;
  descending: boolean;
  filters: Record<string, unknown>;
}
let rows: Reminder[] = [];
let tableBodies: TableBody[] = [];
let runs = 0;
let runAnswer: () => Response;
let roles = ['receptionist'];

const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();

beforeAll(() => loadMessages(['reminders']));
beforeEach(() => {
  rows = [SENT, REJECTED, NO_EMAIL, RECALL];
  tableBodies = [];
  runs = 0;
  runAnswer = () => ok({ data: { appointments: 3, recalls: 1 } });
  roles = ['receptionist'];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (path === 'auth/profile') {
      const own = roles.includes('super_admin') ? { branchId: null } : { branchId: 3 };
      const profile = { id: 1, roles, email: 'a@b.c', ...own, name: 'ANA' };
      return Promise.resolve(ok({ data: { ...profile, branch: own.branchId ? CENTRO : null } }));
    }
    if (path === 'branches/options') return Promise.resolve(ok({ data: [CENTRO, NORTE] }));
    if (path === 'branches/get/4') return Promise.resolve(ok({ data: NORTE }));
    if (path === 'reminders/getTable') {
      const asked = body as TableBody;
      tableBodies.push(asked);
      const items = rows.filter(
        (row) =>
          (asked.filters.status === undefined || row.status === asked.filters.status) &&
          (asked.filters.kind === undefined || row.kind === asked.filters.kind),
      );
      const tableData = {
        items,
        current: 1,
        limit: 10,
        total_items: items.length,
        total_estimated: false,
        sortBy: asked.sortBy,
        descending: asked.descending,
      };
      return Promise.resolve(ok({ tableData }));
    }
    if (path === 'reminders/run') {
      runs += 1;
      return Promise.resolve(runAnswer());
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPage(url = '/reminders') {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/reminders" element={<RemindersPage />} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}

/** The cells of the row that names the patient, as the screen shows them. */
async function rowOf(patient: string) {
  const link = await screen.findByRole('link', { name: `Abrir el expediente de ${patient}` });
  return within(link.closest<HTMLElement>('[role="row"]')!);
}

const location = () => screen.getByTestId('location').textContent;

describe('the reminders page', () => {
  it('is the menu’s Recordatorios at /reminders, for every role', () => {
    const route = PROTECTED_ROUTES.find((candidate) => candidate.path === '/reminders');
    expect(route?.menu).toMatchObject({ label: 'menu.reminders', icon: 'reminders' });
    expect(route?.roles).toBeUndefined();
  });

  it('shows each reminder in words: day, kind, patient, appointment, status, reason', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Recordatorios' })).toBeTruthy();
    const sent = await rowOf('PACIENTE 1');
    expect(sent.getByText('24/11/2026')).toBeTruthy();
    expect(sent.getByText('Cita')).toBeTruthy();
    expect(sent.getByText('25/11/2026 09:30')).toBeTruthy();
    expect(sent.getByText('Enviado')).toBeTruthy();
    expect(sent.getByText(/^24\/11\/2026 \d\d:05$/)).toBeTruthy();
    expect(
      sent.getByRole('link', { name: 'Abrir el expediente de PACIENTE 1' }).getAttribute('href'),
    ).toBe(`/customers/index/${encodeId(201)}`);

    const rejected = await rowOf('PACIENTE 2');
    expect(rejected.getByText('Fallido')).toBeTruthy();
    expect(rejected.getByText('El servidor de correo lo rechazó (código 550)')).toBeTruthy();
    expect(rejected.getByText('3')).toBeTruthy();

    const skipped = await rowOf('PACIENTE 3');
    expect(skipped.getByText('Omitido')).toBeTruthy();
    expect(skipped.getByText('El paciente no tiene correo')).toBeTruthy();

    const recall = await rowOf('PACIENTE 4');
    expect(recall.getByText('Revisión anual')).toBeTruthy();
    expect(recall.getByText('20/11/2026')).toBeTruthy();
    expect(recall.getByText('—')).toBeTruthy();
    expect(recall.getByText('Pendiente')).toBeTruthy();
    // Each status chip carries an icon beside its word, not colour alone.
    expect(
      recall.getByText('Pendiente').closest('.MuiChip-root')?.querySelector('svg'),
    ).toBeTruthy();

    expect(tableBodies[0]).toMatchObject({ page: 1, sortBy: 'dueDate', descending: true });
    expect(tableBodies[0]?.filters).toEqual({ branchId: 3 });
  });

  it('sends the chosen kind, status, days and patient to the table, kept in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await rowOf('PACIENTE 1');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Enviado' }));
    await waitFor(() => expect(screen.queryByText('PACIENTE 2')).toBeNull());
    expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 3, status: 'ENVIADO' });
    await rowOf('PACIENTE 1');

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Revisión anual' }));
    await screen.findByText('No hay recordatorios con estos filtros.');
    expect(tableBodies.at(-1)?.filters).toEqual({
      branchId: 3,
      status: 'ENVIADO',
      kind: 'REVISION',
    });

    const [from] = within(screen.getByRole('group', { name: 'Desde' })).getAllByRole('spinbutton');
    await user.click(from!);
    await user.keyboard('01112026');
    const [to] = within(screen.getByRole('group', { name: 'Hasta' })).getAllByRole('spinbutton');
    await user.click(to!);
    await user.keyboard('30112026');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar paciente' }), 'PACIENTE 1');
    await waitFor(() =>
      expect(tableBodies.at(-1)?.filters).toEqual({
        branchId: 3,
        status: 'ENVIADO',
        kind: 'REVISION',
        from: '2026-11-01',
        to: '2026-11-30',
        search: 'PACIENTE 1',
      }),
    );
    const address = new URLSearchParams(location().split('?')[1]);
    expect(Object.fromEntries(address)).toEqual({
      status: 'ENVIADO',
      kind: 'REVISION',
      from: '2026-11-01',
      to: '2026-11-30',
      search: 'PACIENTE 1',
    });
  });

  it('reads its filters back from the address', async () => {
    renderPage('/reminders?status=OMITIDO&kind=CITA');
    await rowOf('PACIENTE 3');
    expect(screen.queryByText('PACIENTE 1')).toBeNull();
    expect(tableBodies[0]?.filters).toEqual({ branchId: 3, status: 'OMITIDO', kind: 'CITA' });
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Omitido');
  });

  it('shows the table loading until the server answers', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      (input as string).endsWith('reminders/getTable')
        ? held.then(() => serve(input, init))
        : serve(input, init),
    );
    renderPage();
    const grid = await screen.findByRole('grid');
    // The grid's loading rows (grey bars), and not the empty table's words meanwhile.
    const skeleton = () => grid.querySelector('.MuiDataGrid-skeletonLoadingOverlay');
    await waitFor(() => expect(skeleton()).toBeTruthy());
    expect(screen.queryByText('Aún no hay recordatorios.')).toBeNull();
    expect(screen.queryByText('PACIENTE 1')).toBeNull();
    answer();
    await rowOf('PACIENTE 1');
    expect(skeleton()).toBeNull();
  });

  it('says when there are no reminders yet', async () => {
    rows = [];
    renderPage();
    expect(await screen.findByText('Aún no hay recordatorios.')).toBeTruthy();
  });

  it('offers branch staff no run and no branch choice', async () => {
    renderPage();
    await rowOf('PACIENTE 1');
    expect(screen.queryByRole('button', { name: 'Enviar pendientes ahora' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sucursal' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Sucursal' })).toBeNull();
  });

  it('has super_admin see every branch’s, with their branch, or choose one', async () => {
    roles = ['super_admin'];
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('columnheader', { name: 'Sucursal' });
    expect((await rowOf('PACIENTE 4')).getByText('SUCURSAL NORTE')).toBeTruthy();
    expect(tableBodies.at(-1)?.filters).toEqual({});
    await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
    await user.click(await screen.findByRole('option', { name: 'SUCURSAL NORTE' }));
    await waitFor(() => expect(tableBodies.at(-1)?.filters).toEqual({ branchId: 4 }));
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Sucursal' })).toBeNull(),
    );
    expect(location()).toBe('/reminders?branch=4');
  });

  it('sends the pending reminders for super_admin after asking, says how many, reads again', async () => {
    roles = ['super_admin'];
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
    expect(runs).toBe(0);

    const reads = tableBodies.length;
    await user.click(screen.getByRole('button', { name: 'Enviar pendientes ahora' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }),
    );
    expect(
      await screen.findByText('Se programaron 3 recordatorios de citas y 1 de revisión.'),
    ).toBeTruthy();
    expect(runs).toBe(1);
    await waitFor(() => expect(tableBodies.length).toBeGreaterThan(reads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when a run had nothing to plan, and words one kind alone', async () => {
    roles = ['super_admin'];
    runAnswer = () => ok({ data: { appointments: 0, recalls: 0 } });
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
    runAnswer = () => ok({ data: { appointments: 1, recalls: 0 } });
    await send();
    expect(await screen.findByText('Se programó 1 recordatorio de cita.')).toBeTruthy();
  });

  it('shows the server’s refusal in Spanish', async () => {
    roles = ['super_admin'];
    runAnswer = () =>
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
