import { customerSchema, type Customer } from '@iris/domain/customers/customer.schemas';
import { invoiceSchema, type Invoice } from '@iris/domain/invoicing/invoice.schemas';
import type { Sale } from '@iris/domain/sales/sale.schemas';
import type { Role } from '@iris/domain/users/roles';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { SessionProvider } from '../lib/session-context';
import { clearToken, setToken } from '../lib/session-token';
import { saleOf } from './lab-order-fixtures';
import { loadMessages } from './load-messages';
import { envelopeResponse, renderWithProviders } from './render-with-providers';

// The invoicing screens' tests: fake answers parsed by the API's own schemas (one the API could
// not send fails here), and a server that answers what the screens ask and keeps what they sent.

export const CENTRO = { id: 1, name: 'SUCURSAL CENTRO' };
export const NORTE = { id: 2, name: 'SUCURSAL NORTE' };

/** A person's fiscal data that the domain's schema takes (RFC with its check digit, 605, D01). */
export const PERSON_FISCAL = {
  rfc: 'VADA800927DJ3',
  name: 'DANIELA VÁZQUEZ AÑORVE',
  regime: '605',
  zipCode: '06600',
  cfdiUse: 'D01',
  email: 'daniela.factura@iris.test',
};

/** Patient 7 of SUCURSAL CENTRO, with `fiscal` (none unless given). */
export const customerOf = (values: Partial<Customer> = {}): Customer =>
  customerSchema.parse({
    id: 7,
    name: 'ANDREA',
    paternal: 'GÓMEZ',
    maternal: 'IBARRA',
    phone: '3312345678',
    email: null,
    address: null,
    vatRequired: false,
    vat: null,
    birthDate: null,
    sex: null,
    reminders: true,
    whatsapp: { consent: false, at: null, way: null },
    consent: null,
    fiscal: null,
    branch: CENTRO,
    branchId: 1,
    ...values,
  });

/** F-`folio`, VIGENTE, of sale 12 (id 5) to DANIELA, stamped by the test stamper. */
export const invoiceOf = (id: number, values: Partial<Invoice> = {}): Invoice =>
  invoiceSchema.parse({
    id,
    kind: 'I',
    series: 'F',
    folio: id,
    uuid: `${String(id).padStart(8, '0')}-0745-4E7C-8D2F-6F16E2D6743E`,
    status: 'VIGENTE',
    issuedAt: '2031-05-10T17:05:00.000Z',
    stampedAt: '2031-05-10T17:05:02.000Z',
    branch: CENTRO,
    customer: { id: 7, name: 'ANDREA GÓMEZ IBARRA' },
    rfc: PERSON_FISCAL.rfc,
    name: PERSON_FISCAL.name,
    shopping: { id: 5, serial: 12 },
    global: false,
    subtotal: 2000,
    discount: 200,
    vat: 288,
    total: 2088,
    paymentMethod: 'PUE',
    paymentForm: '04',
    cfdiUse: 'D01',
    production: false,
    payment: null,
    related: [],
    // $2,088.00 to a patient: its cancellation waits for their acceptance.
    cancelNeedsAcceptance: true,
    period: null,
    ...values,
  });

/** Sale 12 (id 5) executed and paid: $2,000.00 less 10 %, plus 16 % VAT. */
export const paidSale = (values: Partial<Sale> = {}) =>
  saleOf({
    amount: 2000,
    discount: 10,
    vat: 16,
    vat_required: true,
    total: 2088,
    paid: 2088,
    remaining: 0,
    paymentStatus: 'PAGADO',
    ...values,
  });

export const WALK_IN = { id: 1, name: 'PÚBLICO EN GENERAL', phone: '0000000000', branchId: 1 };

export interface Sent {
  path: string;
  body: unknown;
}

/** What the fake server holds and saw; reset before each test. */
export const server = {
  roles: ['receptionist'] as Role[],
  sale: paidSale(),
  customers: new Map<number, Customer>(),
  invoices: [] as Invoice[],
  sent: [] as Sent[],
  /** Answers of a test's own, by path: a refusal, a held answer. */
  answers: new Map<string, (body: unknown) => Response | Promise<Response>>(),
};

export const ok = (data: unknown, message = 'Listo.') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });
export const refusal = (status: number, codeError: string, message: string, data?: unknown) =>
  envelopeResponse(status, { result: false, message, codeError, data });
const table = (items: unknown[]) => ({
  tableData: {
    items,
    current: 1,
    limit: 10,
    total_items: items.length,
    total_estimated: false,
    sortBy: 'id',
    descending: true,
  },
});

function answer(path: string): Response {
  const admin = server.roles.includes('super_admin');
  const profile = { id: 3, roles: server.roles, email: 'a@b.c', branchId: admin ? null : 1 };
  const record = /^(customers|invoices)\/get\/(\d+)$/.exec(path);
  if (record?.[1] === 'customers') return ok({ data: server.customers.get(Number(record[2])) });
  if (record?.[1] === 'invoices') {
    return ok({ data: server.invoices.find((row) => row.id === Number(record[2])) });
  }
  const patients = {
    data: [WALK_IN, { id: 8, name: 'LUIS PÉREZ SOTO', phone: '3398765432', branchId: 1 }],
  };
  const answers: Record<string, unknown> = {
    'auth/profile': { data: profile },
    'shoppings/get/5': { data: server.sale },
    'customers/getCustomersOptions/1': patients,
    'customers/getCustomersOptions': patients,
    'branches/options': { data: [CENTRO, NORTE] },
    'shopping-details/getDetails': table([]),
    'payments/getTable': table([]),
    'invoices/getTable': table(server.invoices),
  };
  if (path in answers) return ok(answers[path]);
  return envelopeResponse(404, { result: false, message: 'No', codeError: 404 });
}

/** Installs the fake server around each test of the calling file, with these message bundles. */
export function installInvoiceServer(bundles: Parameters<typeof loadMessages>[0]) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => loadMessages(bundles));
  beforeEach(() => {
    server.roles = ['receptionist'];
    server.sale = paidSale();
    server.customers = new Map([[7, customerOf({ fiscal: PERSON_FISCAL })]]);
    server.invoices = [];
    server.sent = [];
    server.answers = new Map();
    setToken('token');
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input, init) => {
      const path = (input as string).replace(/^\/api\//, '').replace(/\?.*/, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      server.sent.push({ path, body });
      const own = server.answers.get(path);
      return Promise.resolve(own ? own(body) : answer(path));
    });
  });
  afterEach(() => {
    clearToken();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** The bodies sent to a path, in order. */
export const bodiesOf = (path: string) =>
  server.sent.filter((request) => request.path === path).map((request) => request.body);

/** A page at its route, inside the session. */
export function renderAt(route: string, url: string, page: ReactElement) {
  return renderWithProviders(
    <SessionProvider>
      <Routes>
        <Route path={route} element={page} />
      </Routes>
    </SessionProvider>,
    { url },
  );
}
