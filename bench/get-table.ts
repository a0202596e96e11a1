// getTable latency: sequential POST /api/users/getBranchPersonal from one keep-alive client
// (global fetch), after a warm-up, with a deterministic mix of pages, sizes, sorts and searches.
import { prng } from './generate.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server.js';

const WARM_UP = 20;
const REQUESTS = 300;
const PAGE_SIZES = [5, 10, 15, 20, 25, 50] as const;
const SORTS = ['id', 'name', 'email', 'branch'] as const;
const SEARCHES = ['GARCÍA', 'maría', 'lopez', 'josé.', '55000123', 'cruz'] as const;

export interface LatencyResult {
  requests: number;
  medianMs: number;
  p95Ms: number;
  reqPerSec: number;
}

interface TableBody {
  page: number;
  rowsPerPage: number;
  sortBy: string;
  descending: boolean;
  filters: { search?: string };
}

/** Mostly the first pages (as people browse), one in four anywhere up to the last page. */
export function requestBodies(count: number, totalRows: number): TableBody[] {
  const random = prng(7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const rowsPerPage = pick(PAGE_SIZES);
    const lastPage = Math.max(1, Math.ceil(totalRows / rowsPerPage));
    const span = random() < 0.25 ? lastPage : Math.min(10, lastPage);
    return {
      page: 1 + Math.floor(random() * span),
      rowsPerPage,
      sortBy: pick(SORTS),
      descending: i % 2 === 0,
      filters: i % 5 === 4 ? { search: pick(SEARCHES) } : {},
    };
  });
}

export async function login(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const envelope = (await response.json()) as { data?: { token?: string } };
  const token = envelope.data?.token;
  if (response.status !== 200 || !token)
    throw new Error(`login failed (${response.status}): ${JSON.stringify(envelope)}`);
  return token;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export async function measureGetTable(baseUrl: string, totalRows: number): Promise<LatencyResult> {
  const token = await login(baseUrl);
  const send = async (body: TableBody) => {
    const response = await fetch(`${baseUrl}/api/users/getBranchPersonal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`getBranchPersonal ${response.status}: ${text.slice(0, 300)}`);
  };

  const bodies = requestBodies(WARM_UP + REQUESTS, totalRows);
  for (const body of bodies.slice(0, WARM_UP)) await send(body);
  const timings: number[] = [];
  const started = performance.now();
  for (const body of bodies.slice(WARM_UP)) {
    const t0 = performance.now();
    await send(body);
    timings.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length,
    medianMs: round(percentile(timings, 50)),
    p95Ms: round(percentile(timings, 95)),
    reqPerSec: round(timings.length / (elapsed / 1000), 1),
  };
}
