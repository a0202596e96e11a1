// The faults tests' shop, written straight into the database (before the load), and what they look
// for in it afterwards: every write a server acknowledged, and docs/rules.md's rules (shop-invariants).
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.js';
import { paymentMethods } from '../../apps/api/src/db/schema/catalogue.schema.js';
import { movements } from '../../apps/api/src/db/schema/inventory.schema.js';
import { payments, sales } from '../../apps/api/src/db/schema/sales.schema.js';
import { seedProduct, seedStock, seedStorage } from '../../apps/api/src/testing/seed-inventory.js';
import { seedCustomer } from '../../apps/api/src/testing/seed-records.js';
import { seedAudit } from '../../apps/api/src/testing/seed-sales.js';
import {
  broken,
  brokenRules,
  stockOf,
  type LoadScope,
} from '../../apps/api/src/testing/shop-invariants.js';
import { seedBranch, seedUser, TEST_PASSWORD } from '../../apps/api/src/testing/test-app.js';
import type { Acknowledged } from './shop-load.js';

export const CASHIER = { email: 'cajera@fallas.iris.local', password: TEST_PASSWORD };
/** Units of the two scarce products, which the sales race for. */
const SCARCE = 4;

/**
 * A branch with its cashier, an open register, three patients, two payment methods and a default
 * storage of six products (two scarce). Answers what the load needs and the stock before it.
 */
export async function seedShop(database: Pick<Database, 'db'>) {
  const branchId = (await seedBranch(database, 'FALLAS')).branch.id;
  await seedUser(database, { email: CASHIER.email, role: 'receptionist', branchId });
  await seedAudit(database, branchId, true);
  const storageId = await seedStorage(database, branchId, 'ALMACÉN FALLAS', { isDefault: true });
  const productIds: number[] = [];
  for (let n = 0; n < 6; n++) {
    const product = await seedProduct(database, { name: `ARMAZÓN FALLAS ${n + 1}` });
    await seedStock(database, storageId, product.id, n < 2 ? SCARCE : 10_000, `${250 + n}.50`);
    productIds.push(product.id);
  }
  const customerIds = [
    await seedCustomer(database, branchId, { name: 'ANA' }),
    await seedCustomer(database, branchId, { name: 'LUIS' }),
    await seedCustomer(database, branchId, { name: 'MARTA' }),
  ];
  const methods = await database.db
    .insert(paymentMethods)
    .values([
      { name: 'EFECTIVO FALLAS', isCash: true },
      { name: 'TARJETA FALLAS', isCash: false },
    ])
    .returning({ id: paymentMethods.id });
  const scope: LoadScope = { branchId, storageId, before: await stockOf(database.db, storageId) };
  return { scope, storageId, productIds, customerIds, methodIds: methods.map((row) => row.id) };
}

/**
 * What the database lost of what was acknowledged (each list empty when nothing was), and the
 * rules broken (empty when none).
 */
export async function lostAndBroken(
  database: Pick<Database, 'db'>,
  ack: Acknowledged,
  scope: LoadScope,
) {
  const saleIds = [...ack.sales.keys()];
  const saleRows = saleIds.length
    ? await database.db
        .select({ id: sales.id, serial: sales.serial, status: sales.status })
        .from(sales)
        .where(inArray(sales.id, saleIds))
    : [];
  const found = new Map(saleRows.map((sale) => [sale.id, sale]));
  const lostSales = [...ack.sales].filter(([id, sale]) => {
    const row = found.get(id);
    return !row || row.serial !== sale.serial || (sale.executed && row.status !== 'EJECUTADO');
  });
  const paymentIds = [...ack.payments];
  const kept = paymentIds.length
    ? await database.db
        .select({ id: payments.id })
        .from(payments)
        .where(sql`${inArray(payments.id, paymentIds)} and ${payments.deletedAt} is null`)
    : [];
  const keptIds = new Set(kept.map((row) => row.id));
  const movementIds = [...ack.movements.keys()];
  const moved = movementIds.length
    ? await database.db
        .select({ id: movements.id, status: movements.status })
        .from(movements)
        .where(inArray(movements.id, movementIds))
    : [];
  const status = new Map(moved.map((row) => [row.id, row.status]));
  return {
    lostSales: lostSales.map(([id]) => id),
    lostPayments: paymentIds.filter((id) => !keptIds.has(id)),
    lostMovements: [...ack.movements]
      .filter(
        ([id, movement]) =>
          !status.has(id) || (movement.executed && status.get(id) !== 'EJECUTADO'),
      )
      .map(([id]) => id),
    broken: broken(await brokenRules(database.db, scope)),
  };
}

/** How much of the load was acknowledged: sales made and executed, payments, movements. */
export const tally = (ack: Acknowledged) => ({
  sales: ack.sales.size,
  executed: [...ack.sales.values()].filter((sale) => sale.executed).length,
  payments: ack.payments.size,
  movements: [...ack.movements.values()].filter((movement) => movement.executed).length,
});
