import { calendarEventSchema, type CalendarEvent } from '@iris/domain/calendar/calendar.schemas';
import type { GridAnswer, GridEvent } from '@iris/domain/calendar/calendar-grid';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { CalendarTab } from '../features/calendar/calendar-tab';
import type { Branch } from '../lib/branch-query';
import { clearToken, setToken } from '../lib/session-token';
import { loadMessages } from './load-messages';
import { envelopeResponse, renderWithProviders } from './render-with-providers';

/** The calendar's tests: a branch open 09:00 to 19:00, its events, a server answering the tab. */
export const BRANCH_ID = 3;
// The tab reads the branch's id, colour and hours only.
const BRANCH = {
  id: BRANCH_ID,
  name: 'SUCURSAL CENTRO',
  color: null,
  open_time: '09:00:00',
  close_time: '19:00:00',
} as unknown as Branch;

/** An event as getGrid draws it. */
export const gridEvent = (
  id: number,
  start: string,
  change: Partial<GridEvent> = {},
): GridEvent => ({
  id,
  start,
  end: `${start.slice(0, 11)}${String(Number(start.slice(11, 13)) + 1).padStart(2, '0')}:00`,
  title: `Cita ${id}`,
  color: 'teal',
  status: 'PROGRAMADA',
  customer: null,
  doctorId: null,
  doctor: null,
  changeRequested: false,
  ...change,
});

/** The same event whole, as get/{id} answers it (parsed by the API's own schema). */
export function wholeEvent(drawn: GridEvent, change: Partial<CalendarEvent> = {}): CalendarEvent {
  const [date = '', time = ''] = drawn.start.split('T');
  const [endDate = '', endTime = ''] = drawn.end.split('T');
  return calendarEventSchema.parse({
    id: drawn.id,
    name: drawn.title,
    description: '',
    start_date: date,
    start_time: `${time}:00`,
    end_date: endDate,
    end_time: `${endTime}:00`,
    color: drawn.color,
    branch: { id: BRANCH_ID },
    customer: null,
    type: { id: 1, name: 'CONSULTA' },
    title: drawn.title,
    details: '',
    date,
    time,
    bgcolor: '#00695C',
    branchId: BRANCH_ID,
    customerId: null,
    typeId: 1,
    status: drawn.status,
    doctor: null,
    doctorId: null,
    changeRequested: drawn.changeRequested,
    confirmedVia: null,
    duration: 60,
    days: 1,
    ...change,
  });
}

export const ok = (data: unknown) =>
  envelopeResponse(200, { result: true, message: 'ok', codeError: null, data });
export const fetchMock = vi.fn<typeof fetch>();

/** What the fake server holds and saw. */
export const server = {
  events: [] as GridEvent[],
  whole: new Map<number, CalendarEvent>(),
  gridBodies: [] as Record<string, unknown>[],
  cleared: [] as unknown[],
};

/** Installs the fake server around each test of the calling file. */
export function installCalendarServer() {
  beforeAll(() => loadMessages(['workspace']));
  beforeEach(() => {
    server.events = [];
    server.whole = new Map();
    server.gridBodies = [];
    server.cleared = [];
    vi.stubGlobal('fetch', fetchMock);
    setToken('token');
    fetchMock.mockImplementation((input, init) => {
      const path = (input as string).replace(/^\/api\//, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      if (path === 'branches-calendar/getGrid') {
        const asked = body as Record<string, unknown>;
        server.gridBodies.push(asked);
        const data = server.events.filter(
          (event) => asked.changeRequested !== true || event.changeRequested,
        );
        const days = [...new Set(data.map((event) => event.start.slice(0, 10)))].map((date) => ({
          date,
          count: data.filter((event) => event.start.startsWith(date)).length,
        }));
        const answer: GridAnswer = { data, days };
        return Promise.resolve(ok(answer));
      }
      const get = /^branches-calendar\/get\/(\d+)$/.exec(path);
      if (get) return Promise.resolve(ok({ data: server.whole.get(Number(get[1])) }));
      if (path === 'branches-calendar/clearChangeRequest' && init?.method === 'PUT') {
        server.cleared.push(body);
        const { id } = body as { id: number };
        const whole = server.whole.get(id);
        if (whole) server.whole.set(id, { ...whole, changeRequested: false });
        server.events = server.events.map((event) =>
          event.id === id ? { ...event, changeRequested: false } : event,
        );
        return Promise.resolve(
          envelopeResponse(200, { result: true, message: 'Cita actualizada.', codeError: null }),
        );
      }
      if (path === 'appointment-type/options') {
        return Promise.resolve(ok({ data: [{ id: 1, name: 'CONSULTA' }] }));
      }
      if (path.startsWith('users/getBranchPersonalOptions/'))
        return Promise.resolve(ok({ data: [] }));
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

/** The branch's calendar tab at an address of its own (`?view=day&date=…`). */
export function renderCalendar(search = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/calendar" element={<CalendarTab branch={BRANCH} />} />
    </Routes>,
    { url: `/calendar${search}` },
  );
}
