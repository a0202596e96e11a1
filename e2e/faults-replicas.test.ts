import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { logInTo, startIris, stopAllIris, stopIris } from './support/iris-process.js';
import { serverDatabase } from './support/server-database.js';
import { acknowledgedNone, runShop, type Acknowledged } from './support/shop-load.js';
import { CASHIER, lostAndBroken, seedShop, tally } from './support/shop-world.js';

/*
 * docs/rules.md under a crash on PostgreSQL: two replicas of Iris on one database share the cashiers
 * and the clerk. One is killed outright (SIGKILL) mid-load, its clients go on with the other, which
 * is killed too. Both restarted, the work goes on, and every acknowledged write is there with
 * every rule kept. Runs when a PostgreSQL server is given (TEST_DATABASE_URL).
 */
const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };
const database = serverDatabase('faults');
const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'iris-faults-pg-')));
let direct: Database | undefined;

// Replicas share the database and the secret that signs tokens, each with a DATA_DIR of its own.
const replica = (n: number) =>
  startIris({
    dataDir: dataDirs[n]!,
    env: {
      DATABASE_URL: database.url,
      WORKERS: '1',
      JWT_SECRET: 'faults-replicas-secret',
      ADMIN_PASSWORD: ADMIN.password,
    },
  });

beforeAll(() => database.create());
afterAll(async () => {
  await stopAllIris();
  await direct?.close();
  await database.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

/** Waits until the load has executed `sales` more sales than `from`'s count. */
async function executedMore(ack: Acknowledged, sales: number) {
  const target = tally(ack).executed + sales;
  for (let i = 0; i < 600 && tally(ack).executed < target; i++) await sleep(50);
  expect(tally(ack).executed).toBeGreaterThanOrEqual(target);
}

describe('two replicas of Iris on PostgreSQL killed with SIGKILL under load', () => {
  it('lose no acknowledged write and break no rule, one dying and then the other', async () => {
    const first = [await replica(0), await replica(1)];
    const db = await openDatabase({ url: database.url, poolSize: 2 });
    direct = db;
    const shop = await seedShop(db);
    const data = {
      ...shop,
      cashierToken: await logInTo(first[0]!, CASHIER.email, CASHIER.password),
      clerkToken: await logInTo(first[1]!, ADMIN.email, ADMIN.password),
    };
    const ack = acknowledgedNone();
    const load = runShop(
      first.map((server) => server.baseUrl),
      data,
      ack,
      { cashiers: 6, stopAt: () => false },
    );
    await executedMore(ack, 15);
    first[0]!.child.kill('SIGKILL');
    // The survivor serves every client meanwhile.
    await executedMore(ack, 15);
    first[1]!.child.kill('SIGKILL');
    await load;
    expect(await Promise.all(first.map((server) => server.exited))).toEqual([null, null]);
    const beforeCrash = tally(ack);

    const again = [await replica(0), await replica(1)];
    const until = performance.now() + 2_000;
    await runShop(
      again.map((server) => server.baseUrl),
      data,
      ack,
      { cashiers: 6, stopAt: () => performance.now() > until },
    );
    expect(tally(ack).executed).toBeGreaterThan(beforeCrash.executed);
    expect(await Promise.all(again.map((server) => stopIris(server)))).toEqual([0, 0]);

    expect(ack.failures).toEqual([]);
    expect(await lostAndBroken(db, ack, shop.scope)).toEqual({
      lostSales: [],
      lostPayments: [],
      lostMovements: [],
      broken: {},
    });
    console.log(
      `faults (PostgreSQL): ${JSON.stringify({ beforeCrash, all: tally(ack), cut: ack.cut })}`,
    );
  });
});
