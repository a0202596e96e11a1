import { tableDataSchema } from '@iris/domain/common/table';
import { labOrderSchema } from '@iris/domain/lab-orders/lab-order.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../test/load-messages';
import { encodeId, salePath } from '../lib/route-id';
import { SessionProvider } from '../lib/session-context';
import { clearToken, setToken } from '../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../test/render-with-providers';
import { CUSTOMER_MESSAGES } from './workspace-pages';
import { CustomerWorkspace } from './customer-workspace';
import { labOrderOf } from '../test/lab-order-fixtures';

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
const ORDER = labOrderOf({
  id: 90,
  serial: 17,
  status: 'ENVIADO',
  branch: { id: 3, name: 'CENTRO' },
  customer: { id: 7, name: 'MARIANA LÓPEZ RUIZ' },
  overdue: true,
});
const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });

const fetchMock = vi.fn<typeof fetch>();
let bodies: unknown[] = [];

// The page's bundles, as the route table loads them.
beforeAll(() => loadMessages(CUSTOMER_MESSAGES));
beforeEach(() => {
  bodies = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    if (path === 'auth/profile') {
      return Promise.resolve(
        ok({ data: { id: 1, roles: ['receptionist'], email: 'a@b.c', branchId: 3 } }),
      );
    }
    if (path === 'customers/get/7') return Promise.resolve(ok({ data: CUSTOMER }));
    if (path === 'branches/get/3') return Promise.resolve(ok({ data: { id: 3, name: 'CENTRO' } }));
    if (path === 'lab-orders/getTable') {
      bodies.push(JSON.parse(init?.body as string));
      const tableData = tableDataSchema(labOrderSchema).parse({
        items: [ORDER],
        current: 1,
        limit: 10,
        total_items: 1,
        total_estimated: false,
        sortBy: 'urgency',
        descending: true,
      });
      return Promise.resolve(ok({ tableData }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("the patient's record with their lab orders", () => {
  it('gives a receptionist the Laboratorio tab with each order, its sale, stage and lateness', async () => {
    renderWithProviders(
      <SessionProvider>
        <Routes>
          <Route path="/customers/index/:id" element={<CustomerWorkspace />} />
        </Routes>
      </SessionProvider>,
      { url: `/customers/index/${encodeId(7)}` },
    );
    const tabs = within(await screen.findByRole('tablist', { name: 'Expediente del paciente' }));
    await userEvent.click(tabs.getByRole('tab', { name: 'Laboratorio' }));
    const row = within(
      (await screen.findByRole('link', { name: 'Ver la orden 17 en el tablero' })).closest(
        '[role="row"]',
      ) as HTMLElement,
    );
    expect(row.getByRole('link', { name: 'Abrir la venta 12' }).getAttribute('href')).toBe(
      salePath(5),
    );
    for (const text of ['ESSILOR', '15/05/2031', 'Enviado', 'Atrasada']) {
      expect(row.getByText(text)).toBeTruthy();
    }
    expect(bodies[0]).toMatchObject({ filters: { customerId: 7 } });
  });
});
