import { reminderSchema, type Reminder } from '@iris/domain/reminders/reminder.schemas';
import {
  whatsappCostsSchema,
  type WhatsappCosts,
  type WhatsappCostsQuery,
} from '@iris/domain/whatsapp/whatsapp.schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { RemindersPage } from '../features/reminders/reminders-page';
import { loadMessages } from './load-messages';
import { SessionProvider } from '../lib/session-context';
import { clearToken, setToken } from '../lib/session-token';
import { envelopeResponse, renderWithProviders } from './render-with-providers';

/** The reminders screen's tests: their rows, and a server answering what the page asks. */
export const CENTRO = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
export const NORTE = { id: 4, name: 'SUCURSAL NORTE', color: null, logoUrl: null };

export const reminder = (id: number, values: Partial<Reminder>) =>
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
    channel: 'EMAIL',
    delivery: null,
    answer: null,
    attempts: 0,
    sentAt: null,
    ...values,
  });

export const SENT = reminder(1, {
  status: 'ENVIADO',
  attempts: 1,
  sentAt: '2026-11-24T15:05:00.000Z',
});
export const REJECTED = reminder(2, {
  status: 'FALLIDO',
  reason: 'SMTP_REJECTED',
  detail: '550',
  attempts: 3,
});
export const NO_EMAIL = reminder(3, { status: 'OMITIDO', reason: 'NO_EMAIL' });
export const RECALL = reminder(4, {
  kind: 'REVISION',
  dueDate: '2026-11-20',
  appointment: null,
  branch: { id: 4, name: 'SUCURSAL NORTE' },
});

/** WhatsApp's reminders: read and confirmed, delivered and asked to change, and the ones it refused. */
export const READ = reminder(5, {
  status: 'ENVIADO',
  channel: 'WHATSAPP',
  delivery: 'LEIDO',
  answer: 'CONFIRMAR',
  attempts: 1,
  sentAt: '2026-11-24T15:05:00.000Z',
});
export const CHANGE = reminder(6, {
  status: 'ENVIADO',
  channel: 'WHATSAPP',
  delivery: 'ENTREGADO',
  answer: 'CAMBIAR',
  attempts: 1,
  sentAt: '2026-11-24T15:06:00.000Z',
});
export const FELL_BACK = reminder(7, {
  status: 'ENVIADO',
  channel: 'EMAIL',
  reason: 'WHATSAPP_NOT_USER',
  detail: '131026',
  attempts: 1,
  sentAt: '2026-11-24T15:07:00.000Z',
});
export const REFUSED = reminder(8, {
  status: 'FALLIDO',
  channel: 'WHATSAPP',
  delivery: 'FALLIDO',
  reason: 'WHATSAPP_REFUSED',
  detail: '131049',
  attempts: 1,
});
export const UNCERTAIN = reminder(9, {
  status: 'FALLIDO',
  channel: 'WHATSAPP',
  reason: 'WHATSAPP_UNCERTAIN',
  attempts: 1,
});
export const WHATSAPP_ROWS = [READ, CHANGE, FELL_BACK, REFUSED, UNCERTAIN];

/** A month of WhatsApp: the reminders, a yearly recall, a free answer. */
export const COSTS: WhatsappCosts = whatsappCostsSchema.parse({
  enabled: true,
  items: [
    { category: 'MARKETING', sent: 40, delivered: 38, price: 0.8, cost: 30.4 },
    { category: 'UTILITY', sent: 1250, delivered: 1203, price: 0.1523, cost: 183.22 },
    { category: 'SERVICE', sent: 3, delivered: 3, price: 0, cost: 0 },
  ],
  total: 213.62,
});

export interface TableBody {
  page: number;
  sortBy: string;
  descending: boolean;
  filters: Record<string, unknown>;
}
/** What the fake server holds and saw; each test starts from the four rows above. */
export const server = {
  rows: [] as Reminder[],
  tableBodies: [] as TableBody[],
  runs: 0,
  costs: COSTS as WhatsappCosts | (() => Response | Promise<Response>),
  costBodies: [] as WhatsappCostsQuery[],
  runAnswer: (): Response => ok({ data: { appointments: 3, recalls: 1 } }),
  roles: ['receptionist'],
};

export const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
export const fetchMock = vi.fn<typeof fetch>();

/** Installs the fake server around each test of the calling file. */
export function installReminderServer() {
  beforeAll(() => loadMessages(['reminders']));
  beforeEach(() => {
    server.rows = [SENT, REJECTED, NO_EMAIL, RECALL];
    server.tableBodies = [];
    server.runs = 0;
    server.costs = COSTS;
    server.costBodies = [];
    server.runAnswer = () => ok({ data: { appointments: 3, recalls: 1 } });
    server.roles = ['receptionist'];
    vi.stubGlobal('fetch', fetchMock);
    setToken('token');
    fetchMock.mockImplementation((input, init) => {
      const path = (input as string).replace(/^\/api\//, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (path === 'auth/profile') {
        const own = server.roles.includes('super_admin') ? { branchId: null } : { branchId: 3 };
        const profile = { id: 1, roles: server.roles, email: 'a@b.c', ...own, name: 'ANA' };
        return Promise.resolve(ok({ data: { ...profile, branch: own.branchId ? CENTRO : null } }));
      }
      if (path === 'branches/options') return Promise.resolve(ok({ data: [CENTRO, NORTE] }));
      if (path === 'branches/get/4') return Promise.resolve(ok({ data: NORTE }));
      if (path === 'reminders/getTable') {
        const asked = body as TableBody;
        server.tableBodies.push(asked);
        const items = server.rows.filter(
          (row) =>
            (asked.filters.status === undefined || row.status === asked.filters.status) &&
            (asked.filters.kind === undefined || row.kind === asked.filters.kind) &&
            (asked.filters.channel === undefined || row.channel === asked.filters.channel),
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
      if (path === 'reminders/getWhatsappCosts') {
        server.costBodies.push(body as WhatsappCostsQuery);
        const costs = server.costs;
        return Promise.resolve(typeof costs === 'function' ? costs() : ok({ data: costs }));
      }
      if (path === 'reminders/run') {
        server.runs += 1;
        return Promise.resolve(server.runAnswer());
      }
      return Promise.resolve(
        envelopeResponse(404, { result: false, message: 'No', codeError: 404 }),
      );
    });
  });
  afterEach(() => {
    clearToken();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
}

export function renderPage(url = '/reminders') {
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
export async function rowOf(customer: string) {
  const link = await screen.findByRole('link', { name: `Abrir el expediente de ${customer}` });
  const row = link.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`${customer} is in no row`);
  return within(row);
}

export const location = () => screen.getByTestId('location').textContent;
