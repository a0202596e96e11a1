import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '../test/render-with-providers';
import { SessionProvider } from './session-context';
import { clearToken, setToken } from './session-token';
import { useChosenBranch, useWorkingBranch, WorkingBranchProvider } from './working-branch';

const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const NORTE = { id: 4, name: 'SUCURSAL NORTE', color: 'green', logoUrl: null };

/** A page that lists a branch's things (Inicio, Ventas, a report), and its branch choice. */
function Page({ title }: { title: string }) {
  const { branchId, choose } = useChosenBranch();
  return (
    <main>
      <h1>{title}</h1>
      <output aria-label="Sucursal de la página">{branchId ?? 'Todas'}</output>
      <button type="button" onClick={() => choose(NORTE.id)}>
        Elegir NORTE
      </button>
      <button type="button" onClick={() => choose(null)}>
        Elegir todas
      </button>
      <Link to="/">Inicio</Link>
      <Link to="/sales">Ventas</Link>
    </main>
  );
}

/** The top bar's title: "Iris", or "Iris · the branch one works in". */
function TopBar() {
  const branch = useWorkingBranch();
  return <header>{branch ? `Iris · ${branch.name}` : 'Iris'}</header>;
}

function renderApp(url = '/') {
  return renderWithProviders(
    <SessionProvider>
      <WorkingBranchProvider>
        <TopBar />
        <Routes>
          <Route path="/" element={<Page title="Inicio" />} />
          <Route path="/sales" element={<Page title="Ventas" />} />
        </Routes>
      </WorkingBranchProvider>
    </SessionProvider>,
    { url },
  );
}

const pageBranch = () => screen.getByRole('status', { name: 'Sucursal de la página' }).textContent;
const topBar = () => screen.getByRole('banner').textContent;

const fetchMock = vi.fn<typeof fetch>();
let user = { id: 1, roles: ['super_admin'], branchId: null as number | null };
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });

beforeEach(() => {
  user = { id: 1, roles: ['super_admin'], branchId: null };
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input) => {
    const path = (input as string).replace(/^\/api\//, '');
    if (path === 'auth/profile') {
      const branch = user.branchId === CENTRO.id ? CENTRO : null;
      return Promise.resolve(ok({ data: { ...user, email: 'a@b.c', name: 'ANA', branch } }));
    }
    if (path === `branches/get/${NORTE.id}`) return Promise.resolve(ok({ data: NORTE }));
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("the administrator's branch, one for the session", () => {
  it('is chosen on one page and kept on the next, in the top bar too, and after a reload', async () => {
    const clicks = userEvent.setup({ delay: null });
    renderApp();
    await screen.findByRole('heading', { name: 'Inicio' });
    expect(pageBranch()).toBe('Todas');
    expect(topBar()).toBe('Iris');

    await clicks.click(screen.getByRole('button', { name: 'Elegir NORTE' }));
    await waitFor(() => expect(topBar()).toBe('Iris · SUCURSAL NORTE'));
    await clicks.click(screen.getByRole('link', { name: 'Ventas' }));
    await screen.findByRole('heading', { name: 'Ventas' });
    expect(pageBranch()).toBe('4');
    expect(topBar()).toBe('Iris · SUCURSAL NORTE');
    expect(screen.getByTestId('location').textContent).toBe('/sales');

    // A reload: the page drawn again from nothing but the tab's storage.
    cleanup();
    renderApp('/sales');
    await screen.findByRole('heading', { name: 'Ventas' });
    await waitFor(() => expect(pageBranch()).toBe('4'));
    await waitFor(() => expect(topBar()).toBe('Iris · SUCURSAL NORTE'));

    await clicks.click(screen.getByRole('button', { name: 'Elegir todas' }));
    expect(pageBranch()).toBe('Todas');
    await clicks.click(screen.getByRole('link', { name: 'Inicio' }));
    await screen.findByRole('heading', { name: 'Inicio' });
    // The heading can come before the page's branch settles from the new session.
    await waitFor(() => expect(pageBranch()).toBe('Todas'));
    await waitFor(() => expect(topBar()).toBe('Iris'));
  });

  it('is chosen by a link that names it, which the address then drops', async () => {
    renderApp('/sales?branch=4&status=NUEVO');
    await screen.findByRole('heading', { name: 'Ventas' });
    await waitFor(() => expect(pageBranch()).toBe('4'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/sales?status=NUEVO'),
    );
    expect(pageBranch()).toBe('4');
    await waitFor(() => expect(topBar()).toBe('Iris · SUCURSAL NORTE'));
  });

  it('ends with the session: the next login starts with every branch', async () => {
    const clicks = userEvent.setup({ delay: null });
    renderApp();
    // The choice is the session's: a click before the profile answered chooses nothing yet.
    const norte = await screen.findByRole('button', { name: 'Elegir NORTE' });
    await waitFor(async () => {
      await clicks.click(norte);
      expect(pageBranch()).toBe('4');
    });
    act(() => clearToken());
    cleanup();
    setToken('another-token');
    renderApp();
    await screen.findByRole('heading', { name: 'Inicio' });
    // The heading can come before the page's branch settles from the new session.
    await waitFor(() => expect(pageBranch()).toBe('Todas'));
    await waitFor(() => expect(topBar()).toBe('Iris'));
  });

  it('is never a receptionist’s: she works in her own branch whatever a link names', async () => {
    const clicks = userEvent.setup({ delay: null });
    renderApp();
    await clicks.click(await screen.findByRole('button', { name: 'Elegir NORTE' }));
    cleanup();
    // Another account on the same tab: a receptionist of CENTRO.
    user = { id: 2, roles: ['receptionist'], branchId: CENTRO.id };
    renderApp('/sales?branch=4');
    await screen.findByRole('heading', { name: 'Ventas' });
    await waitFor(() => expect(pageBranch()).toBe('3'));
    expect(topBar()).toBe('Iris · SUCURSAL CENTRO');
    await clicks.click(screen.getByRole('button', { name: 'Elegir NORTE' }));
    expect(pageBranch()).toBe('3');
    expect(topBar()).toBe('Iris · SUCURSAL CENTRO');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sales'));
  });
});
