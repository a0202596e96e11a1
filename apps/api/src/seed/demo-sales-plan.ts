/*
 * A month of a branch's sales, planned in memory before one bulk insert per table (demo-sales.ts):
 * which days had a register, what each customer took, how it was paid, what was cancelled. Money
 * is integer cents here, as the database would round it (sale-money.ts), and is written back as
 * exact decimal text; a seeded generator makes every run plan the same month.
 */

import { cents, centsText, roundDiv, totalOf } from './demo-money.js';

export interface StockItem {
  productId: number;
  category: string;
  price: string;
  qty: number;
}

export interface DemoCustomer {
  id: number;
  vatRequired: boolean;
  vat: number | null;
}

export interface PlanInput {
  /** The clinic's today (YYYY-MM-DD) and its time now, in minutes after midnight. */
  today: string;
  nowMinutes: number;
  customers: DemoCustomer[];
  walkInId: number;
  receptionistId: number;
  doctorId: number;
  stock: StockItem[];
  methods: { cash: number; debit: number; credit: number; transfer: number };
  seed: number;
}

export interface PlannedAudit {
  date: string;
  openTime: string;
  /** Only today's is still open. */
  open: boolean;
  closeTime: string;
  /** What was counted minus what was expected: a few pesos short or over on some days. */
  difference: string;
}

export interface PlannedSale {
  serial: number;
  date: string;
  time: string;
  customerId: number;
  salesmanId: number;
  discount: number;
  vatRequired: boolean;
  vat: number;
  lines: { productId: number; qty: number; price: string }[];
  amount: string;
  total: string;
  status: 'NUEVO' | 'EJECUTADO' | 'CANCELADO';
  /** Its products left the default storage when it was executed (a cancel put them back). */
  executed: boolean;
}

export interface PlannedPayment {
  serial: number;
  /** The day of the audit it was taken in (its own date). */
  date: string;
  time: string;
  methodId: number;
  amount: string;
  vatRate: string;
  vat: string;
  total: string;
}

/** Every payment of the sale refunded on that day, in that day's audit (docs/rules.md: on cancel). */
export interface PlannedRefund {
  serial: number;
  date: string;
  time: string;
}

/** mulberry32: small, seeded, the same sequence on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => {
    const item = list[int(list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, int, pick };
}

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};
const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const OPEN = 9 * 60;
const CLOSE = 19 * 60;
const DAYS = 30;
/** Of every ten closed registers, most balance; some are short or over by a little. */
const DIFFERENCES = [0, 0, 0, 0, -1000, 500, -2000, 50, 0, -350];

type Fate = 'paid' | 'deposit' | 'cancelledDeposit' | 'quote' | 'returned';

export function planDemoSales(input: PlanInput) {
  const random = generator(input.seed);
  const { methods } = input;
  const days: string[] = [];
  for (let back = DAYS - 1; back >= 1; back--) {
    const day = addDays(input.today, -back);
    if (!isSunday(day)) days.push(day);
  }
  days.push(input.today);
  const now = Math.max(input.nowMinutes, 2);
  const todayOpen = Math.min(OPEN, now - 2);
  // Nothing of today happens after now.
  const at = (date: string, minutes: number) =>
    clock(date === input.today ? Math.min(Math.max(minutes, todayOpen), now) : minutes);
  const audits: PlannedAudit[] = days.map((date) => ({
    date,
    openTime: clock(date === input.today ? todayOpen : OPEN),
    open: date === input.today,
    closeTime: clock(CLOSE),
    difference: centsText(random.pick(DIFFERENCES)),
  }));

  // Each product keeps at least 40 % of what it had (2 at least): the shop still sells.
  const shelf = input.stock
    .filter((item) => cents(item.price) > 0)
    .map((item) => ({ ...item, left: item.qty, floor: Math.max(2, Math.ceil(item.qty * 0.4)) }));
  const take = (category: string | null, qty: number) => {
    const fits = shelf.filter(
      (item) => (category === null || item.category === category) && item.left - qty >= item.floor,
    );
    if (fits.length === 0) return [];
    const item = random.pick(fits);
    item.left -= qty;
    return [{ productId: item.productId, qty, price: item.price }];
  };
  const basket = (walkIn: boolean) => {
    const kind = random.next();
    const lines =
      !walkIn && kind < 0.5
        ? [...take('ARMAZONES', 1), ...take('MICAS', 2)]
        : kind < 0.75
          ? [...take('LENTES DE CONTACTO', 1 + random.int(2)), ...take('SOLUCIONES', 1)]
          : take('SOLUCIONES', 1 + random.int(2));
    return lines.length > 0 ? lines : take(null, 1);
  };

  const sales: PlannedSale[] = [];
  const payments: PlannedPayment[] = [];
  const refunds: PlannedRefund[] = [];
  const pay = (sale: PlannedSale, date: string, time: string, total: number, methodId: number) => {
    // Paid with its VAT apart when the base gives the total back to the cent, as a cashier would.
    let base = total;
    let vat = 0;
    if (sale.vat > 0) {
      const guess = roundDiv(total * 100, 100 + sale.vat);
      const fit = [guess, guess - 1, guess + 1].find(
        (x) => x + roundDiv(x * sale.vat, 100) === total,
      );
      if (fit !== undefined) [base, vat] = [fit, total - fit];
    }
    payments.push({
      serial: sale.serial,
      date,
      time,
      methodId,
      amount: centsText(base),
      vatRate: vat === 0 ? '0' : `0.${String(sale.vat).padStart(2, '0')}`,
      vat: centsText(vat),
      total: centsText(total),
    });
  };
  const card = () => random.pick([methods.debit, methods.credit, methods.credit, methods.transfer]);
  const payAll = (sale: PlannedSale, date: string, time: string, total: number) => {
    const split = random.next();
    if (split < 0.15 && total > 20000) {
      const cash = Math.floor(total / 20000) * 10000;
      pay(sale, date, time, cash, methods.cash);
      pay(sale, date, time, total - cash, card());
    } else pay(sale, date, time, total, split < 0.6 ? methods.cash : card());
  };
  const depositOf = (total: number) =>
    Math.min(total - 1, Math.max(1, Math.floor(total / 2000) * 1000));

  for (const [index, date] of days.entries()) {
    const today = date === input.today;
    const count = today ? 2 : 2 + random.int(4);
    let minutes = today ? todayOpen : OPEN + 45;
    for (let n = 0; n < count; n++) {
      minutes = today
        ? todayOpen + Math.floor(((now - todayOpen) * (n + 1)) / (count + 1))
        : Math.min(minutes + 30 + random.int(80), CLOSE - 40);
      const walkIn = random.next() < 0.2;
      const customer = walkIn ? null : random.pick(input.customers);
      const lines = basket(walkIn);
      if (lines.length === 0) continue;
      const vatRequired = customer?.vatRequired ?? false;
      const vat = vatRequired ? (customer?.vat ?? 16) : 0;
      const discount = random.pick([0, 0, 0, 0, 0, 0, 10, 10, 15]);
      const amount = lines.reduce((sum, line) => sum + line.qty * cents(line.price), 0);
      const total = totalOf(amount, discount, vat);
      const roll = random.next();
      const fate: Fate = today
        ? n === 0
          ? 'paid'
          : 'deposit'
        : roll < 0.68
          ? 'paid'
          : roll < 0.86
            ? 'deposit'
            : roll < 0.92
              ? 'cancelledDeposit'
              : roll < 0.96
                ? 'quote'
                : 'returned';
      const later = days[index + 1 + random.int(3)];
      const sale: PlannedSale = {
        serial: sales.length + 1,
        date,
        time: at(date, minutes),
        customerId: customer?.id ?? input.walkInId,
        salesmanId: random.next() < 0.35 ? input.doctorId : input.receptionistId,
        discount,
        vatRequired,
        vat,
        lines,
        amount: centsText(amount),
        total: centsText(total),
        status: 'EJECUTADO',
        executed: true,
      };
      sales.push(sale);
      const paidAt = at(date, minutes + 5);
      if (fate === 'paid') payAll(sale, date, paidAt, total);
      else if (fate === 'deposit') {
        const deposit = depositOf(total);
        pay(sale, date, paidAt, deposit, today ? card() : methods.cash);
        // Today's deposit is on a sale still being put together (NUEVO, its lenses ordered).
        if (today) Object.assign(sale, { status: 'NUEVO', executed: false });
        // Most pay the rest when they pick their glasses up a few days later.
        else if (later && random.next() < 0.6) {
          payAll(sale, later, at(later, OPEN + 60 + random.int(400)), total - deposit);
        }
      } else if (fate === 'cancelledDeposit' || fate === 'quote') {
        Object.assign(sale, { status: 'CANCELADO', executed: false });
        if (fate === 'cancelledDeposit') {
          pay(sale, date, paidAt, depositOf(total), methods.cash);
          refunds.push({ serial: sale.serial, date, time: at(date, minutes + 25) });
        }
      } else {
        // By card: its refund on a later day is not cash that day's drawer would have to hold.
        pay(sale, date, paidAt, total, card());
        // Brought back on a later day: refunded in that day's register, its products back.
        if (later) {
          sale.status = 'CANCELADO';
          refunds.push({
            serial: sale.serial,
            date: later,
            time: at(later, OPEN + 30 + random.int(400)),
          });
        }
      }
    }
  }
  return { audits, sales, payments, refunds };
}
export type DemoSalesPlan = ReturnType<typeof planDemoSales>;
