// 50 clients selling at once against a running server: each creates a sale, adds a line, takes a
// deposit, executes it (a third ask for 5 scarce products, so some lose the race: 666, then the
// sale is cancelled and its deposit refunded), pays the rest (1 in 10 first tries a cent too much:
// 524) and pays 1.00 into one shared sale until it is full (then 524); 1 in 20 also tries to open
// a second audit (525) or cancels its executed sale. Afterwards the database is checked for any
// broken rule (sales-checks.ts).
import type { SalesData } from './sales-generate.js';

const SECONDS = Number(process.env.BENCH_SALES_SECONDS ?? 20);
export const CLIENTS = Number(process.env.BENCH_SALES_CLIENTS ?? 50);

type Operation = 'create' | 'line' | 'get' | 'pay' | 'execute' | 'cancel' | 'hotPay' | 'open';

/** What each call may answer while the rules hold; anything else is a failure. */
const EXPECTED: Record<Operation, (number | string)[]> = {
  create: [201],
  line: [201, 666],
  get: [200],
  pay: [201, 524],
  execute: [200, 666],
  cancel: [200],
  hotPay: [201, 524],
  open: [525],
};

export interface SalesLoadResult {
  clients: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  salesExecuted: number;
  salesPerSec: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  byOperation: Record<string, { count: number; p50: number; p95: number; answers: string }>;
  failures: number;
  failureSamples: string[];
}

interface Sample {
  operation: Operation;
  ms: number;
  answer: number | string;
}

const percentile = (values: number[], p: number) =>
  values.length === 0
    ? 0
    : Math.round(values[Math.min(values.length - 1, Math.floor(values.length * p))]! * 10) / 10;
const cents = (text: number) => Math.round(text * 100);
const money = (value: number) =>
  `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

class Client {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly samples: Sample[],
    private readonly failures: string[],
  ) {}

  /** One call: its answer is the status when it succeeded, else the envelope's codeError. */
  async call(operation: Operation, method: string, path: string, body: unknown = {}) {
    const started = performance.now();
    const response = await fetch(`${this.baseUrl}/api/${path}`, {
      method,
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as {
      codeError: number | string | null;
      data: { data?: Record<string, unknown> };
    };
    const answer =
      response.status < 300 ? response.status : (envelope.codeError ?? response.status);
    this.samples.push({ operation, ms: performance.now() - started, answer });
    if (!EXPECTED[operation].includes(answer)) {
      this.failures.push(`${operation} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
    }
    return { answer, data: envelope.data.data ?? {} };
  }
}

/** One client's sales until the deadline; answers how many it executed. */
async function sell(client: Client, data: SalesData['load'], seed: number, deadline: number) {
  let executed = 0;
  for (let i = seed; performance.now() < deadline; i += CLIENTS) {
    const customer = data.customerIds[i % data.customerIds.length]!;
    const method = data.methodIds[i % data.methodIds.length]!;
    const sale = await client.call('create', 'POST', 'shoppings/create', {
      customer: { id: customer },
      date: new Date().toISOString().slice(0, 10),
      time: '12:00',
    });
    const id = Number(sale.data['id']);
    // A third of the sales ask for one of the 5 scarce products, so that they run out under load.
    const product = data.productIds[i % 3 === 0 ? (i / 3) % 5 : 5 + (i % 35)]!;
    const line = await client.call('line', 'POST', 'shopping-details/create', {
      shopping: { id },
      product: { id: product },
      qty: 1 + (i % 2),
    });
    if (line.answer !== 201) {
      await client.call('cancel', 'PUT', `shoppings/cancel/${id}`);
      continue;
    }
    const read = await client.call('get', 'POST', `shoppings/get/${id}`);
    const total = cents(Number(read.data['total']));
    const deposit = Math.floor(total / 2);
    await client.call('pay', 'POST', 'payments/create', {
      shopping: { id },
      method: { id: method },
      amount: money(deposit),
      vat_rate: 0,
    });
    const execution = await client.call('execute', 'PUT', 'shoppings/executed', { id });
    if (execution.answer !== 200) {
      await client.call('cancel', 'PUT', `shoppings/cancel/${id}`);
      continue;
    }
    executed++;
    const rest = total - deposit;
    const payRest = (amount: number) =>
      client.call('pay', 'POST', 'payments/create', {
        shopping: { id },
        method: { id: data.methodIds[(i + 1) % data.methodIds.length]! },
        amount: money(amount),
        vat_rate: 0,
      });
    if (i % 10 === 0) await payRest(rest + 1);
    await payRest(rest);
    await client.call('hotPay', 'POST', 'payments/create', {
      shopping: { id: data.hotSaleId },
      method: { id: method },
      amount: '1.00',
      vat_rate: 0,
    });
    if (i % 20 === 3) await client.call('open', 'POST', 'audit/open', { openAmount: '0' });
    if (i % 20 === 7) await client.call('cancel', 'PUT', `shoppings/cancel/${id}`);
  }
  return executed;
}

export async function runSalesLoad(
  baseUrl: string,
  token: string,
  data: SalesData['load'],
): Promise<SalesLoadResult> {
  const samples: Sample[] = [];
  const failures: string[] = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const executed = await Promise.all(
    Array.from({ length: CLIENTS }, (_, seed) =>
      sell(new Client(baseUrl, token, samples, failures), data, seed, deadline),
    ),
  );
  const elapsed = (performance.now() - started) / 1000;
  const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const byOperation: SalesLoadResult['byOperation'] = {};
  for (const operation of Object.keys(EXPECTED) as Operation[]) {
    const own = samples.filter((sample) => sample.operation === operation);
    const answers = new Map<string, number>();
    for (const sample of own) {
      answers.set(String(sample.answer), (answers.get(String(sample.answer)) ?? 0) + 1);
    }
    const times = own.map((sample) => sample.ms).sort((a, b) => a - b);
    byOperation[operation] = {
      count: own.length,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      answers: [...answers].map(([answer, n]) => `${answer}: ${n}`).join(', '),
    };
  }
  const salesExecuted = executed.reduce((sum, n) => sum + n, 0);
  return {
    clients: CLIENTS,
    seconds: Math.round(elapsed * 10) / 10,
    requests: samples.length,
    reqPerSec: Math.round(samples.length / elapsed),
    salesExecuted,
    salesPerSec: Math.round((salesExecuted / elapsed) * 10) / 10,
    latencyMs: {
      p50: percentile(all, 0.5),
      p95: percentile(all, 0.95),
      p99: percentile(all, 0.99),
      max: percentile(all, 1),
    },
    byOperation,
    failures: failures.length,
    failureSamples: failures.slice(0, 5),
  };
}

export function loadLines(result: SalesLoadResult): string[] {
  return [
    `  ${result.clients} clients for ${result.seconds} s: ${result.requests} requests, ${result.reqPerSec} req/s, ` +
      `${result.salesExecuted} sales executed (${result.salesPerSec}/s); latency p50 ${result.latencyMs.p50} ms, ` +
      `p95 ${result.latencyMs.p95} ms, p99 ${result.latencyMs.p99} ms, max ${result.latencyMs.max} ms` +
      (result.failures ? `  FAILED ${result.failures}: ${result.failureSamples.join(' | ')}` : ''),
    ...Object.entries(result.byOperation).map(
      ([operation, figures]) =>
        `    ${operation.padEnd(8)} ${String(figures.count).padStart(6)} calls  p50 ${figures.p50} ms  ` +
        `p95 ${figures.p95} ms  (${figures.answers})`,
    ),
  ];
}
