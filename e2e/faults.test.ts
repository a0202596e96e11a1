import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/api/src/db/client.js';
import { logInTo, startIris, stopAllIris, stopIris } from './support/iris-process.js';
import { acknowledgedNone, runShop } from './support/shop-load.js';
import { CASHIER, lostAndBroken, seedShop, tally } from './support/shop-world.js';

/*
 * docs/rules.md under a crash: Iris on its embedded database killed outright (SIGKILL) while cashiers
 * sell and a clerk moves stock. After a restart on the same DATA_DIR every write it had
 * acknowledged is there, the stock adds up, one register is open and the serials have no gap, also
 * after more work.
 */
const ADMIN = { email: 'admin@iris.local', password: 'Administrador1' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'iris-faults-'));
const start = () => startIris({ dataDir, env: { ADMIN_PASSWORD: ADMIN.password } });

afterAll(async () => {
  await stopAllIris();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded database, opened by the test while no Iris holds it. */
async function withDatabase<T>(
  work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe('Iris on its embedded database killed with SIGKILL under load', () => {
  it('keeps every acknowledged sale, payment and movement, and every rule, after a restart', async () => {
    // A first start migrates the new DATA_DIR and makes the administrator; the shop is seeded then.
    expect(await stopIris(await start())).toBe(0);
    const shop = await withDatabase(seedShop);

    const running = await start();
    const data = {
      ...shop,
      cashierToken: await logInTo(running, CASHIER.email, CASHIER.password),
      clerkToken: await logInTo(running, ADMIN.email, ADMIN.password),
    };
    const ack = acknowledgedNone();
    const load = runShop([running.baseUrl], data, ack, { cashiers: 6, stopAt: () => false });
    // Until the load has done real work, then killed in the middle of it.
    for (let i = 0; i < 600 && tally(ack).executed < 25; i++) await sleep(50);
    running.child.kill('SIGKILL');
    await load;
    expect(await running.exited).toBeNull();
    const beforeCrash = tally(ack);
    expect(beforeCrash.executed).toBeGreaterThanOrEqual(25);
    expect(beforeCrash.movements).toBeGreaterThan(0);

    // Restarted on the same DATA_DIR: the same tokens work, and the serials go on from the last.
    const again = await start();
    const until = performance.now() + 2_000;
    await runShop([again.baseUrl], data, ack, {
      cashiers: 6,
      stopAt: () => performance.now() > until,
    });
    expect(tally(ack).executed).toBeGreaterThan(beforeCrash.executed);
    expect(await stopIris(again)).toBe(0);

    expect(ack.failures).toEqual([]);
    const found = await withDatabase((database) => lostAndBroken(database, ack, shop.scope));
    expect(found).toEqual({ lostSales: [], lostPayments: [], lostMovements: [], broken: {} });
    console.log(
      `faults (embedded): ${JSON.stringify({ beforeCrash, all: tally(ack), cut: ack.cut })}`,
    );
  });
});
