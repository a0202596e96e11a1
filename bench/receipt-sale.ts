// bench:workers' CPU-bound case: a sale of five lines in the bench database's first branch, whose
// receipt (nota de venta, a PDF drawn by pdfkit in the server's own thread) is asked under load.
// Made once, in an open register of the branch, and found again on the next run.
import pg from 'pg';

const LINES = 5;

export async function receiptSale(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (text: string, values: unknown[] = []) =>
    (await client.query<{ id: number }>(text, values)).rows[0]?.id;
  try {
    const found = await one('select id from shoppings where branch_id = 1 order by id limit 1');
    if (found !== undefined) return found;
    await client.query('begin');
    const staff = await one('select id from users where branch_id = 1 order by id limit 1');
    const audit =
      (await one(`select id from cash_audits where branch_id = 1 and status = 'ABIERTA'`)) ??
      (await one(
        `insert into cash_audits (branch_id, open_amount, opened_by) values (1, 0, $1) returning id`,
        [staff],
      ));
    const storage =
      (await one('select id from storages where branch_id = 1 and is_default')) ??
      (await one(
        `insert into storages (name, branch_id, is_default)
        values ('ALMACÉN DE VENTAS 1', 1, true) returning id`,
      ));
    const customer = await one('select id from customers where branch_id = 1 order by id limit 1');
    const sale = await one(
      `insert into shoppings (serial, branch_id, customer_id, salesman_id, audit_id, storage_id,
        date, time, amount, discount, vat, vat_required, total, status)
      values (1, 1, $1, $2, $3, $4, current_date, '12:00', 1250, 0, 16, true, 1450, 'NUEVO')
      returning id`,
      [customer, staff, audit, storage],
    );
    await client.query(
      `insert into shopping_details (shopping_id, product_id, qty, price)
      select $1, id, 1, 250 from products order by id limit ${LINES}`,
      [sale],
    );
    await client.query('commit');
    return sale!;
  } finally {
    await client.end();
  }
}
