import type { LabOrderStatus } from '@iris/domain/lab-orders/lab-order-status';

/*
 * When each demo lab order would have been placed and moved (demo-lab-orders.ts writes them):
 * from its sale's day, a stage per working day after the previous one, late exactly when its
 * slot is, delivered only after the sale was paid in full (docs/rules.md, Lab orders).
 */

export const DEMO_LABORATORIES = [
  {
    name: 'LABORATORIO ÓPTICO DEL BAJÍO',
    email: 'pedidos@opticobajio.local',
    phone: '4777123456',
    leadDays: 5,
  },
  {
    name: 'MICAS EXPRESS DE OCCIDENTE',
    email: 'ordenes@micasexpress.local',
    phone: '3338254410',
    leadDays: 3,
  },
  {
    name: 'LENTES DE PRECISIÓN DEL NORTE',
    email: 'laboratorio@lentesprecision.local',
    phone: '8183402200',
    leadDays: 10,
  },
];

interface Slot {
  status: LabOrderStatus;
  /**
   * Index in DEMO_LABORATORIES of the laboratory it goes to when its lead days (the promised
   * date) fit the sale; another one otherwise.
   */
  laboratory: number;
  /** Days after the sale each stage after PEDIDO was reached (moved off Sundays). */
  after: Partial<Record<LabOrderStatus, number>>;
  /** Still at the laboratory past its promised date (docs/rules.md: overdue). */
  overdue: boolean;
  notes?: string;
}

/** One order of each stage per branch; one PEDIDO and one ENVIADO are late. */
export const SLOTS: Slot[] = [
  { status: 'PEDIDO', laboratory: 0, after: {}, overdue: false },
  {
    status: 'PEDIDO',
    laboratory: 1,
    after: {},
    overdue: true,
    notes: 'El laboratorio no ha confirmado la recepción del pedido.',
  },
  { status: 'ENVIADO', laboratory: 0, after: { ENVIADO: 1 }, overdue: true },
  {
    status: 'ENVIADO',
    laboratory: 2,
    after: { ENVIADO: 1 },
    overdue: false,
    notes: 'Micas progresivas con antirreflejante; biselado para armazón completo.',
  },
  { status: 'RECIBIDO', laboratory: 1, after: { ENVIADO: 1, RECIBIDO: 3 }, overdue: false },
  {
    status: 'ENTREGADO',
    laboratory: 0,
    after: { ENVIADO: 1, RECIBIDO: 5, ENTREGADO: 6 },
    overdue: false,
  },
  {
    status: 'CANCELADO',
    laboratory: 2,
    after: { CANCELADO: 1 },
    overdue: false,
    notes: 'Cancelada: el paciente decidió cambiar de armazón.',
  },
];

/** The hour each stage is stamped at; PEDIDO follows its sale by a quarter of an hour. */
const STAMP_TIME: Partial<Record<LabOrderStatus, string>> = {
  ENVIADO: '10:30',
  RECIBIDO: '13:00',
  ENTREGADO: '17:30',
  CANCELADO: '11:15',
};
const ORDER: LabOrderStatus[] = ['PEDIDO', 'ENVIADO', 'RECIBIDO', 'ENTREGADO', 'CANCELADO'];

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
/** The branches close on Sundays: what would fall on one happens on Monday. */
const workingDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).getUTCDay() === 0 ? addDays(date, 1) : date;
const later = (time: string, minutes: number) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

export interface Sale {
  id: number;
  date: string;
  time: string;
  paymentStatus: string;
  customerId: number;
  salesmanId: number;
  /** Its last payment, `YYYY-MM-DD HH:MM`, or null. */
  lastPaid: string | null;
}
interface Stage {
  status: LabOrderStatus;
  date: string;
  time: string;
}

/**
 * The order `slot` would have been for `sale`, or null when it does not fit: every stage before
 * today and after the previous one, late exactly when the slot is (the slot's laboratory if its
 * lead days allow, another one if not), and delivered only once the sale was paid in full
 * (docs/rules.md).
 */
export function timelineOf(slot: Slot, sale: Sale, today: string) {
  const stages: Stage[] = [{ status: 'PEDIDO', date: sale.date, time: later(sale.time, 15) }];
  for (const status of ORDER) {
    const days = slot.after[status];
    if (days === undefined) continue;
    stages.push({
      status,
      date: workingDay(addDays(sale.date, days)),
      time: STAMP_TIME[status] ?? '12:00',
    });
  }
  const moments = stages.map((stage) => `${stage.date} ${stage.time}`);
  if (moments.some((moment, index) => index > 0 && moment <= (moments[index - 1] ?? ''))) {
    return null;
  }
  if (stages.some((stage) => stage.date >= today)) return null;
  if (slot.status === 'ENTREGADO') {
    const delivered = moments.at(-1) ?? '';
    if (sale.paymentStatus !== 'PAGADO' || !sale.lastPaid || sale.lastPaid >= delivered) {
      return null;
    }
  }
  const waiting = slot.status === 'PEDIDO' || slot.status === 'ENVIADO';
  const choices = DEMO_LABORATORIES.map((_, index) => index).sort(
    (a, b) => Number(b === slot.laboratory) - Number(a === slot.laboratory),
  );
  for (const laboratory of choices) {
    const promisedDate = addDays(sale.date, DEMO_LABORATORIES[laboratory]?.leadDays ?? 0);
    if ((waiting && promisedDate < today) === slot.overdue) {
      return { stages, promisedDate, laboratory };
    }
  }
  return null;
}
