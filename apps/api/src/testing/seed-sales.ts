import type { Database } from '../db/client.js';
import { paymentMethods } from '../db/schema/catalogue.schema.js';
import { audits, payments, saleLines, sales } from '../db/schema/sales.schema.js';
import { seedProduct } from './seed-inventory.js';
import { seedCustomer } from './seed-records.js';
import { seedUser } from './test-app.js';

type Db = Pick<Database, 'db'>;
let counter = 0;

/** A user of the branch to stand as opener or salesman. */
const staffOf = (database: Db, branchId: number) =>
  seedUser(database, { email: `ventas${++counter}@seed.test`, role: 'receptionist', branchId });

/** An audit of the branch, closed unless asked open (one branch holds one open at most). */
export async function seedAudit(database: Db, branchId: number, open = false) {
  const openedBy = await staffOf(database, branchId);
  const [row] = await database.db
    .insert(audits)
    .values({
      branchId,
      openAmount: '100.00',
      openedBy,
      ...(open
        ? {}
        : {
            status: 'CERRADA',
            closeAmount: '100.00',
            closeDate: '2031-01-01',
            closedBy: openedBy,
          }),
    })
    .returning({ id: audits.id });
  return row!.id;
}

/** A NUEVO sale of a new patient of the branch, in a (closed) audit of the branch. */
export async function seedSale(database: Db, branchId: number) {
  const [row] = await database.db
    .insert(sales)
    .values({
      serial: ++counter,
      branchId,
      customerId: await seedCustomer(database, branchId),
      salesmanId: await staffOf(database, branchId),
      auditId: await seedAudit(database, branchId),
      date: '2031-05-01',
      time: '10:00',
      total: '500.00',
    })
    .returning({ id: sales.id });
  return row!.id;
}

export async function seedSaleLine(database: Db, saleId: number) {
  const product = await seedProduct(database);
  const [row] = await database.db
    .insert(saleLines)
    .values({ saleId, productId: product.id, qty: 1, price: '100.00' })
    .returning({ id: saleLines.id });
  return { id: row!.id, productId: product.id };
}

/** A payment of 100 on the sale, in the sale's branch's given audit. */
export async function seedPayment(database: Db, saleId: number, auditId: number, branchId: number) {
  const [method] = await database.db
    .insert(paymentMethods)
    .values({ name: `MÉTODO ${++counter}` })
    .returning({ id: paymentMethods.id });
  const [row] = await database.db
    .insert(payments)
    .values({
      saleId,
      auditId,
      methodId: method!.id,
      amount: '100.00',
      vatRate: '0.00',
      vat: '0.00',
      total: '100.00',
      createdBy: await staffOf(database, branchId),
    })
    .returning({ id: payments.id });
  return row!.id;
}
