import { arcoRequestSchema, type ArcoRequest } from '@iris/domain/privacy/arco.schemas';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadMessages } from './load-messages';
import { clearToken, setToken } from '../lib/session-token';
import { envelopeResponse } from './render-with-providers';

/** The privacy screens' tests: ARCO rows, the notice in force, and a server answering the pages. */
export const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };

export const arcoRequest = (id: number, values: Partial<ArcoRequest>) =>
  arcoRequestSchema.parse({
    id,
    branch: { id: 3, name: 'SUCURSAL CENTRO' },
    customer: { id: 200 + id, name: `PACIENTE ${id}` },
    kind: 'ACCESO',
    status: 'ABIERTA',
    receivedAt: '2026-11-02',
    dueDate: '2026-12-01',
    overdue: false,
    dueSoon: false,
    notes: null,
    resolution: null,
    createdAt: '2026-11-02T16:00:00.000Z',
    createdBy: { id: 1, name: 'ANA RUIZ' },
    resolvedAt: null,
    resolvedBy: null,
    rectification: null,
    ...values,
  });

export const OVERDUE = arcoRequest(1, {
  receivedAt: '2026-09-04',
  dueDate: '2026-10-05',
  overdue: true,
});
export const SOON = arcoRequest(2, { kind: 'CANCELACION', dueSoon: true });
export const RECTIFIED = arcoRequest(3, {
  kind: 'RECTIFICACION',
  status: 'RESUELTA',
  resolution: 'Nombre corregido.',
  resolvedAt: '2026-11-10T17:00:00.000Z',
  resolvedBy: { id: 1, name: 'ANA RUIZ' },
  rectification: {
    before: { name: 'ROSA', email: 'rosa@iris.test' },
    after: { name: 'ROSALÍA', email: 'rosa@iris.test' },
    changes: [{ field: 'name', before: 'ROSA', after: 'ROSALÍA' }],
  },
});

export const NOTICE = {
  version: 2,
  text: 'Aviso de privacidad integral.\nSegundo párrafo.',
  createdAt: '2026-11-01T16:00:00.000Z',
};

export interface Call {
  path: string;
  method: string;
  body: unknown;
}
/** What the fake server holds and saw. */
export const server = {
  rows: [] as ArcoRequest[],
  calls: [] as Call[],
  notice: NOTICE as typeof NOTICE | null,
  roles: ['receptionist'],
};

export const ok = (data: unknown, message = 'ok') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });
export const fetchMock = vi.fn<typeof fetch>();
const notFound = () =>
  envelopeResponse(404, { result: false, message: 'No', codeError: 'not_found' });

function answer(path: string, body: unknown): Response {
  if (path === 'auth/profile') {
    const own = server.roles.includes('super_admin') ? { branchId: null } : { branchId: 3 };
    const profile = { id: 1, roles: server.roles, email: 'a@b.c', ...own, name: 'ANA' };
    return ok({ data: { ...profile, branch: own.branchId ? CENTRO : null } });
  }
  if (path === 'privacy-notices/current')
    return server.notice ? ok({ data: server.notice }) : notFound();
  if (path === 'arco-requests/getTable') {
    const filters = (body as { filters: Record<string, unknown> }).filters;
    const items = server.rows.filter(
      (row) =>
        (filters.kind === undefined || row.kind === filters.kind) &&
        (filters.overdue === undefined || row.overdue === filters.overdue),
    );
    const tableData = {
      items,
      current: 1,
      limit: 10,
      total_items: items.length,
      sortBy: 'id',
      descending: true,
    };
    return ok({ tableData });
  }
  const record = /^arco-requests\/get\/(\d+)$/.exec(path);
  if (record) return ok({ data: server.rows.find((row) => row.id === Number(record[1])) });
  if (path.startsWith('customers/getCustomersOptions')) {
    return ok({
      data: [{ id: 7, name: 'MARÍA LÓPEZ', phone: '3312345678', birthDate: null, branchId: 3 }],
    });
  }
  if (path === 'arco-requests/create') return ok({ data: SOON }, 'Solicitud ARCO registrada.');
  if (path === 'arco-requests/resolve') return ok({ data: SOON }, 'Solicitud ARCO resuelta.');
  if (path === 'customers/consent') return ok({ data: {} }, 'Consentimiento registrado.');
  return notFound();
}

/** Installs the fake server around each test of the calling file. */
export function installPrivacyServer() {
  beforeAll(() => loadMessages(['privacy']));
  beforeEach(() => {
    server.rows = [OVERDUE, SOON, RECTIFIED];
    server.calls = [];
    server.notice = NOTICE;
    server.roles = ['receptionist'];
    vi.stubGlobal('fetch', fetchMock);
    setToken('token');
    fetchMock.mockImplementation((input, init) => {
      const path = (input as string).replace(/^\/api\//, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      server.calls.push({ path, method: init?.method ?? 'GET', body });
      return Promise.resolve(answer(path, body));
    });
  });
  afterEach(() => {
    clearToken();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}

/** The calls made to one path, in order. */
export const callsTo = (path: string) => server.calls.filter((call) => call.path === path);

/** The cells of the row that names the patient. */
export async function rowOf(customer: string) {
  const link = await screen.findByRole('link', { name: customer });
  const row = link.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`${customer} is in no row`);
  return within(row);
}
