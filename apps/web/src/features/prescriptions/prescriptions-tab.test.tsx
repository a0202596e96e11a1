import { tableDataSchema } from '@iris/domain/common/table';
import { prescriptionSchema } from '@iris/domain/prescriptions/prescription.schemas';
import type { Role } from '@iris/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { PrescriptionsTab } from './prescriptions-tab';

const eye = (sphere: number, cylinder = 0, axis: number | null = null) => ({
  sphere,
  cylinder,
  axis,
  add: null,
  prism: null,
  prismBase: null,
  pd: null,
  vaSc: null,
  vaCc: null,
  baseCurve: null,
  diameter: null,
});
// Parsed by the API's own item schema: a row the real API could not send fails here.
const NEWEST = prescriptionSchema.parse({
  id: 42,
  date: '2026-05-12',
  kind: 'LENTES',
  od: eye(-2.5, -0.75, 180),
  oi: eye(-2, -0.75, 175),
  notes: null,
  summary: 'OD -2.50 -0.75 × 180 / OI -2.00 -0.75 × 175',
  doctor: { id: 2, name: 'LAURA MÉNDEZ SOTO' },
  customer: { id: 7 },
  customerId: 7,
  createdAt: '2026-05-12T16:00:00.000Z',
});
const OLDER = prescriptionSchema.parse({
  ...NEWEST,
  id: 41,
  date: '2025-03-10',
  kind: 'CONTACTO',
  od: { ...eye(-2.25), baseCurve: 8.6, diameter: 14.2 },
  oi: { ...eye(-2), baseCurve: 8.6, diameter: 14.2 },
  summary: 'OD -2.25 / OI -2.00',
});

const ok = (data: unknown) =>
  envelopeResponse(200, {
    result: true,
    message: 'Registro eliminado correctamente.',
    codeError: null,
    data,
  });
const table = (items: unknown[]) =>
  ok({
    tableData: tableDataSchema(prescriptionSchema).parse({
      items,
      current: 1,
      limit: 10,
      total_items: items.length,
      total_estimated: false,
      sortBy: 'date',
      descending: true,
    }),
  });

const fetchMock = vi.fn<typeof fetch>();
let roles: Role[] = [];
let rows: unknown[] = [];
let calls: { path: string; method: string; body: unknown }[] = [];

beforeAll(() => loadMessages(['prescriptions']));
beforeEach(() => {
  calls = [];
  rows = [NEWEST, OLDER];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path, method, body });
    if (path === 'auth/profile') {
      const profile = { id: 1, roles, email: 'a@b.c', branchId: 3, name: 'ANA' };
      return Promise.resolve(ok({ data: profile }));
    }
    if (path === 'prescriptions/getTable') return Promise.resolve(table(rows));
    if (path === 'prescriptions/delete/41') {
      rows = [NEWEST];
      return Promise.resolve(ok({ data: null }));
    }
    if (path === 'prescriptions/compare/42') {
      const changes = [{ eye: 'od', field: 'sphere', from: -2.25, to: -2.5 }];
      return Promise.resolve(ok({ data: { current: NEWEST, previous: OLDER, changes } }));
    }
    return Promise.resolve(envelopeResponse(404, { result: false, message: 'No', codeError: 404 }));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderTab(as: Role[]) {
  roles = as;
  return renderWithProviders(
    <SessionProvider>
      <PrescriptionsTab customerId={7} />
    </SessionProvider>,
  );
}

const rowOf = async (text: string) =>
  within((await screen.findByText(text)).closest('[role="row"]') as HTMLElement);

describe("the patient's prescriptions tab", () => {
  it('lists them newest first with date, kind, doctor and the one-line summary', async () => {
    renderTab(['receptionist']);
    const newest = await rowOf('OD -2.50 -0.75 × 180 / OI -2.00 -0.75 × 175');
    for (const text of ['12/05/2026', 'Lentes', 'LAURA MÉNDEZ SOTO']) {
      expect(newest.getByText(text)).toBeTruthy();
    }
    const older = await rowOf('OD -2.25 / OI -2.00');
    expect(older.getByText('10/03/2025')).toBeTruthy();
    expect(older.getByText('Lentes de contacto')).toBeTruthy();
    const asked = calls.find((call) => call.path === 'prescriptions/getTable');
    expect(asked?.body).toMatchObject({
      sortBy: 'date',
      descending: true,
      filters: { customerId: 7 },
    });
  });

  it('says so when the patient has none', async () => {
    rows = [];
    renderTab(['doctor']);
    expect(await screen.findByText('Sin graduaciones registradas')).toBeTruthy();
  });

  it('shows a receptionist no button that writes, but lets her open and print one', async () => {
    const user = userEvent.setup();
    renderTab(['receptionist']);
    const newest = await rowOf('12/05/2026');
    expect(screen.queryByRole('button', { name: 'Nueva graduación' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar graduación/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar graduación/ })).toBeNull();
    await user.click(newest.getByRole('button', { name: 'Ver graduación del 12/05/2026' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('OD esfera -2.25 → -2.50')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Imprimir receta' })).toBeTruthy();
  });

  it('lets a doctor write, edit and delete, the delete after confirming', async () => {
    const user = userEvent.setup();
    renderTab(['doctor']);
    const older = await rowOf('10/03/2025');
    expect(await screen.findByRole('button', { name: 'Nueva graduación' })).toBeTruthy();
    await user.click(older.getByRole('button', { name: 'Editar graduación del 10/03/2025' }));
    const form = within(await screen.findByRole('dialog'));
    const sphere = within(form.getByRole('group', { name: 'Ojo derecho (OD)' })).getByRole(
      'textbox',
      { name: 'Esfera' },
    );
    expect((sphere as HTMLInputElement).value).toBe('-2.25');
    await user.click(form.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(older.getByRole('button', { name: 'Eliminar graduación del 10/03/2025' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/graduación del 10\/03\/2025 \(OD -2.25 \/ OI -2.00\)/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(confirm.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        'prescriptions/delete/41',
      ]),
    );
    await waitFor(() => expect(screen.queryByText('10/03/2025')).toBeNull());
    expect(screen.getByText('12/05/2026')).toBeTruthy();
  });
});
