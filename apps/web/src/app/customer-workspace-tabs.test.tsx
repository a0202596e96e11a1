import type { Role } from '@iris/domain/users/roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../test/load-messages';
import { encodeId } from '../lib/route-id';
import { SessionProvider } from '../lib/session-context';
import { clearToken, setToken } from '../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../test/render-with-providers';
import { CustomerWorkspace } from './customer-workspace';
import { CUSTOMER_MESSAGES } from './workspace-pages';

const CUSTOMER = {
  id: 7,
  name: 'MARIANA',
  paternal: 'LÓPEZ',
  maternal: 'RUIZ',
  phone: '3312345678',
  birthDate: null,
  whatsapp: { consent: false, at: null, way: null },
  consent: null,
  branchId: 3,
  branch: { id: 3, name: 'CENTRO' },
};
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
const EMPTY = {
  tableData: {
    items: [],
    current: 1,
    limit: 10,
    total_items: 0,
    total_estimated: false,
    sortBy: 'date',
    descending: true,
  },
};

const fetchMock = vi.fn<typeof fetch>();
let roles: Role[] = [];

// The page's bundles, as the route table loads them (app/workspace-pages.ts).
beforeAll(() => loadMessages(CUSTOMER_MESSAGES));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input) => {
    const path = (input as string).replace(/^\/api\//, '');
    if (path === 'auth/profile') {
      return Promise.resolve(ok({ data: { id: 1, roles, email: 'a@b.c', branchId: 3 } }));
    }
    if (path === 'customers/get/7') return Promise.resolve(ok({ data: CUSTOMER }));
    if (path === 'branches/get/3') return Promise.resolve(ok({ data: { id: 3, name: 'CENTRO' } }));
    if (path.endsWith('/getTable')) return Promise.resolve(ok(EMPTY));
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderPage(as: Role[], tab = '') {
  roles = as;
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path="/customers/index/:id" element={<CustomerWorkspace />} />
      </Routes>
    </SessionProvider>,
    { url: `/customers/index/${encodeId(7)}${tab}` },
  );
}

describe("the patient's area", () => {
  it('gives a receptionist the Graduación tab, to read, beside the reception tabs', async () => {
    const user = userEvent.setup();
    renderPage(['receptionist']);
    const tabs = within(await screen.findByRole('tablist', { name: 'Expediente del paciente' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Notas de recepción',
      'Historial',
      'Cuestionario',
      'Graduación',
      'Laboratorio',
    ]);
    await user.click(tabs.getByRole('tab', { name: 'Graduación' }));
    expect(await screen.findByText('Sin graduaciones registradas')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toMatch(/\?tab=prescriptions$/);
    expect(screen.queryByRole('button', { name: 'Nueva graduación' })).toBeNull();
  });

  it('opens the tab from the address, with the doctor’s button to write', async () => {
    renderPage(['doctor'], '?tab=prescriptions');
    expect(await screen.findByRole('tab', { name: 'Graduación', selected: true })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Nueva graduación' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notas médicas' })).toBeTruthy();
  });
});
