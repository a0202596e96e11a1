// A day's shop floor against running Iris servers, for the faults test: cashiers selling (create,
// a line, a deposit, execute, the rest) and trying to open a second register, a stock clerk
// bringing stock in and taking it out, all at once. It keeps what each server acknowledged (a 2xx
// answer), so that after a crash every acknowledged write can be looked for. A request cut by a
// killed server is not acknowledged; the client goes on with another server, or stops when none
// is left. Any answer the rules do not allow is kept as a failure.

import { cents, centsText } from '../../apps/api/src/seed/demo-money.js';

/** What a server answered and the test must find afterwards. */
export interface Acknowledged {
  sales: Map<number, { serial: number; executed: boolean }>;
  payments: Set<number>;
  movements: Map<number, { executed: boolean }>;
  /** Requests cut off by a dead server (not acknowledged). */
  cut: number;
  failures: string[];
}

export interface ShopData {
  cashierToken: string;
  clerkToken: string;
  storageId: number;
  customerIds: number[];
  /** The first two have a few units only, so that sales race for them (666). */
  productIds: number[];
  methodIds: number[];
}

export const acknowledgedNone = (): Acknowledged => ({
  sales: new Map(),
  payments: new Set(),
  movements: new Map(),
  cut: 0,
  failures: [],
});

type Answer = { status: number; code: number | string | null; data: Record<string, unknown> };

/** The servers a client may call, the dead ones dropped as they are found. */
class Floor {
  constructor(
    private readonly live: string[],
    private readonly ack: Acknowledged,
    private readonly stopAt: () => boolean,
  ) {}

  get open() {
    return this.live.length > 0 && !this.stopAt();
  }

  /**
   * One call to the client's server; null when it was cut off (it may or may not have been done:
   * the client does not retry it, and goes on with its next errand).
   */
  async call(client: number, token: string, method: string, path: string, body: unknown = {}) {
    if (this.live.length === 0) return null;
    const base = this.live[client % this.live.length]!;
    let status: number;
    let text: string;
    try {
      const response = await fetch(`${base}/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      status = response.status;
      text = await response.text();
    } catch {
      // The server died under this request: not acknowledged. Is it gone for good?
      this.ack.cut++;
      const alive = await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      );
      if (!alive && this.live.includes(base)) this.live.splice(this.live.indexOf(base), 1);
      return null;
    }
    const envelope = JSON.parse(text) as {
      codeError: number | string | null;
      data: { data?: Record<string, unknown> } | null;
    };
    return { status, code: envelope.codeError, data: envelope.data?.data ?? {} };
  }

  /** Keeps an answer the rules do not allow (anything but 2xx and the codes listed). */
  expect(answer: Answer | null, what: string, allowed: (number | string)[] = []) {
    if (answer === null || answer.status < 300) return;
    if (answer.code !== null && allowed.includes(answer.code)) return;
    this.ack.failures.push(`${what}: ${answer.status} ${String(answer.code)}`);
  }
}

/** Money as the API's JSON gives it (1234.5), in whole cents read from its two-decimal text. */
const centsOf = (value: unknown) =>
  cents(typeof value === 'number' ? value.toFixed(2) : String(value));

async function cashier(floor: Floor, ack: Acknowledged, data: ShopData, client: number) {
  const token = data.cashierToken;
  for (let i = client; floor.open; i += 7) {
    const sale = await floor.call(client, token, 'POST', 'shoppings/create', {
      customer: { id: data.customerIds[i % data.customerIds.length] },
      date: new Date().toISOString().slice(0, 10),
      time: '12:00',
    });
    floor.expect(sale, 'create');
    if (sale?.status !== 201) continue;
    const id = Number(sale.data['id']);
    ack.sales.set(id, { serial: Number(sale.data['serial']), executed: false });
    const product = data.productIds[i % data.productIds.length];
    const line = await floor.call(client, token, 'POST', 'shopping-details/create', {
      shopping: { id },
      product: { id: product },
      qty: 1,
    });
    floor.expect(line, 'line', [666]);
    if (line?.status !== 201) continue;
    const read = await floor.call(client, token, 'POST', `shoppings/get/${id}`);
    if (read?.status !== 200) continue;
    const total = centsOf(read.data['total']);
    const pay = async (amount: number) => {
      const payment = await floor.call(client, token, 'POST', 'payments/create', {
        shopping: { id },
        method: { id: data.methodIds[i % data.methodIds.length] },
        amount: centsText(amount),
        vat_rate: 0,
      });
      floor.expect(payment, 'pay', [524]);
      if (payment?.status === 201) ack.payments.add(Number(payment.data['id']));
    };
    await pay(Math.floor(total / 2));
    const executed = await floor.call(client, token, 'PUT', 'shoppings/executed', { id });
    floor.expect(executed, 'execute', [666]);
    if (executed?.status === 200) ack.sales.set(id, { ...ack.sales.get(id)!, executed: true });
    // One in three overpays by a cent first (524), then everyone pays the rest.
    if (i % 3 === 0) await pay(total - Math.floor(total / 2) + 1);
    await pay(total - Math.floor(total / 2));
    if (i % 5 === 0) {
      const second = await floor.call(client, token, 'POST', 'audit/open', { openAmount: '0' });
      floor.expect(second, 'a second register', [525]);
      if (second?.status === 201) ack.failures.push('a second register opened');
    }
  }
}

/** Entries of 3 units and exits of 1 (666 when the product has none left), each executed. */
async function clerk(floor: Floor, ack: Acknowledged, data: ShopData, client: number) {
  const token = data.clerkToken;
  for (let i = 0; floor.open; i++) {
    const type = i % 2 === 0 ? 2 : 3;
    const movement = await floor.call(client, token, 'POST', 'movements/create', {
      type,
      date: new Date().toISOString().slice(0, 10),
      time: '09:00',
      storage: { id: data.storageId },
    });
    floor.expect(movement, 'movement');
    if (movement?.status !== 201) continue;
    const id = Number(movement.data['id']);
    ack.movements.set(id, { executed: false });
    const detail = await floor.call(client, token, 'POST', 'movement-details/create', {
      movement: { id },
      product: { id: data.productIds[i % data.productIds.length] },
      qty: type === 2 ? 3 : 1,
    });
    floor.expect(detail, 'movement line', [666]);
    if (detail?.status !== 201) continue;
    const executed = await floor.call(client, token, 'PUT', 'movements/executed', { id });
    floor.expect(executed, 'movement executed', [666]);
    if (executed?.status === 200) ack.movements.set(id, { executed: true });
  }
}

/**
 * `cashiers` cashiers and one clerk on the servers until `stopAt()` says so or every server is
 * dead; what was acknowledged is added to `ack`.
 */
export async function runShop(
  servers: string[],
  data: ShopData,
  ack: Acknowledged,
  options: { cashiers: number; stopAt: () => boolean },
) {
  const floor = new Floor([...servers], ack, options.stopAt);
  await Promise.all([
    ...Array.from({ length: options.cashiers }, (_, client) => cashier(floor, ack, data, client)),
    clerk(floor, ack, data, options.cashiers),
  ]);
}
