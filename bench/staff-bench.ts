// What bench:workers and bench:floor share: the staff table's database (100,000 users, filled
// once and kept), page 1 of it at 50 connections, and a process's CPU seconds from /proc.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { generatedDatabase } from './generated-database.js';

const BENCH_DB = process.env.BENCH_WORKERS_DB ?? 'iris_bench_workers';
const ROWS = 100_000;
export const CONNECTIONS = 50;
export const ENDPOINT = '/api/users/getBranchPersonal';
export const PAGE_ONE = { page: 1, rowsPerPage: 5, sortBy: 'id', descending: true };
/** Clock ticks per second of /proc/<pid>/stat's CPU times (Linux's USER_HZ). */
const TICKS = 100;

/** The bench's database, generated the first time and reused while it has its rows. */
export const benchDatabase = () => generatedDatabase({ name: BENCH_DB, rows: ROWS });

export function cpuSeconds(pid: number): number {
  // The fields after the command's name, which is in parentheses: utime and stime are 12th, 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

/** Page 1 of the staff table at CONNECTIONS connections, with a token when the server asks one. */
export async function load(baseUrl: string, token: string | null, seconds: number) {
  return autocannon({
    url: `${baseUrl}${ENDPOINT}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
    },
    body: JSON.stringify(PAGE_ONE),
  });
}
