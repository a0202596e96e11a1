import { dashboardSchema, type Dashboard } from '@iris/domain/dashboard/dashboard.schemas';

/** The dashboard's answers of its tests: a busy day of one branch, and the same day empty. */
export const BRANCH = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2031, 4, 10 - 29 + i)).toISOString().slice(0, 10);
  return { date, count: i === 29 ? 2 : i % 3, total: i === 29 ? 2500.8 : (i % 3) * 100.1 };
});
const method = (id: number, name: string, total: number, refunds = 0) => ({
  method: { id, name },
  count: 1,
  payments: total + refunds,
  refunds,
  total,
});
// Parsed by the API's own schema: a dashboard the real API could not send fails here.
export const FULL: Dashboard = dashboardSchema.parse({
  date: '2031-05-10',
  branch: { id: 3, name: 'SUCURSAL CENTRO' },
  appointments: {
    count: 10,
    upcoming: 9,
    items: [
      {
        id: 71,
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        time: '10:30',
        endTime: '11:00',
        name: 'REVISIÓN',
        patient: { id: 5, name: 'MARÍA LÓPEZ HERNÁNDEZ' },
        type: { id: 1, name: 'CONSULTA' },
        status: 'CONFIRMADA',
        doctor: { id: 8, name: 'JUAN PÉREZ' },
      },
      {
        id: 72,
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        time: '08:00',
        endTime: '08:30',
        name: 'JUNTA DE PERSONAL',
        patient: null,
        type: { id: 2, name: 'INTERNO' },
        status: 'ATENDIDA',
        doctor: null,
      },
    ],
  },
  sales: { count: 2, total: 2500.8, cancelled: 1 },
  payments: {
    count: 2,
    total: 2500.8,
    byMethod: [method(1, 'EFECTIVO', 1500.4), method(2, 'TARJETA', 1000.4)],
  },
  registers: [],
  arco: {
    count: 2,
    overdue: 1,
    items: [
      {
        id: 31,
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        customer: { id: 12, name: 'ROSA MÉNDEZ' },
        kind: 'ACCESO',
        dueDate: '2026-11-20',
        overdue: true,
      },
      {
        id: 32,
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        customer: { id: 13, name: 'LUIS PÉREZ' },
        kind: 'RECTIFICACION',
        dueDate: '2026-12-01',
        overdue: false,
      },
    ],
  },
  changeRequests: {
    count: 3,
    items: [
      {
        id: 81,
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        date: '2031-05-12',
        time: '09:30',
        endTime: '10:00',
        name: 'CONSULTA',
        patient: { id: 6, name: 'PEDRO RUIZ SOTO' },
        type: { id: 1, name: 'CONSULTA' },
        status: 'PROGRAMADA',
        doctor: null,
      },
      {
        id: 82,
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        date: '2031-05-14',
        time: '17:00',
        endTime: '17:30',
        name: 'ADAPTACIÓN',
        patient: { id: 7, name: 'LUISA MORA DÍAZ' },
        type: { id: 3, name: 'LENTES DE CONTACTO' },
        status: 'CONFIRMADA',
        doctor: { id: 8, name: 'JUAN PÉREZ' },
      },
    ],
  },
  lowStock: {
    threshold: 3,
    storage: { id: 9, name: 'MOSTRADOR' },
    count: 1,
    items: [
      {
        product: { id: 30, name: 'ARMAZÓN RAY-BAN' },
        storage: { id: 9, name: 'MOSTRADOR' },
        branch: { id: 3, name: 'SUCURSAL CENTRO' },
        qty: 0,
      },
    ],
  },
  charts: {
    from: '2031-04-11',
    to: '2031-05-10',
    salesByDay: days,
    paymentsByMethod: [method(2, 'TARJETA', 9000), method(1, 'EFECTIVO', 3000.5, 20)],
  },
});
export const EMPTY: Dashboard = {
  ...FULL,
  appointments: { count: 0, upcoming: 0, items: [] },
  sales: { count: 0, total: 0, cancelled: 0 },
  payments: { count: 0, total: 0, byMethod: [] },
  changeRequests: { count: 0, items: [] },
  arco: { count: 0, overdue: 0, items: [] },
  lowStock: { ...FULL.lowStock, count: 0, items: [] },
  charts: {
    ...FULL.charts,
    salesByDay: days.map((day) => ({ ...day, count: 0, total: 0 })),
    paymentsByMethod: [],
  },
};
