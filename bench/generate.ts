// Large-data generator: branches (with their geography), many staff users and many patients,
// inserted by INSERT … SELECT, a month of events and a questionnaire of 500 nodes. Deterministic (row numbers times primes), so runs are comparable.
//
// Standalone: DATABASE_URL=postgres://… or DATA_DIR=./data  node --import tsx bench/generate.ts [users]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { MOVEMENT_TYPE } from '@iris/domain/inventory/movement.schemas';
import { ensureFirstAdmin } from '../apps/api/src/bootstrap/first-admin.js';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import {
  branches,
  countries,
  municipalities,
  states,
} from '../apps/api/src/db/schema/geography.schema.js';
import { appointmentTypes } from '../apps/api/src/db/schema/catalogue.schema.js';
import { NAMES, SURNAMES } from '../apps/api/src/seed/names.js';
import { generateQuestionnaire } from './questionnaire.js';

const PLACES = [
  { state: 'JALISCO', municipality: 'GUADALAJARA', branch: 'CENTRO', zip: '44100' },
  { state: 'NUEVO LEÓN', municipality: 'MONTERREY', branch: 'CUMBRES', zip: '64610' },
  { state: 'CIUDAD DE MÉXICO', municipality: 'COYOACÁN', branch: 'COYOACÁN', zip: '04000' },
  { state: 'PUEBLA', municipality: 'PUEBLA', branch: 'ANGELÓPOLIS', zip: '72830' },
];

/** The month the generator fills with 5,000 events, in the first branch (id 1 of a fresh database). */
export const CALENDAR_MONTH = { branchId: 1, year: 2031, month: 3 } as const;
const CALENDAR_EVENTS = 5000;

/**
 * The stock: 10,000 products in 4 categories of 5 subcategories, in as many storages as it takes
 * (100 for a million rows), spread over the branches. Ids are those of a fresh database.
 */
export const STOCK = {
  products: 10_000,
  storageId: 1,
  branchId: 1,
  categoryId: 2,
  subcategoryId: 7,
  /** The physical count the benchmark executes: this many lines in the first storage. */
  countLines: 5000,
} as const;

export interface GenerateOptions {
  users: number;
  customers: number;
  stock: number;
  branches: number;
  adminEmail: string;
  adminPassword: string;
}

async function seedBranches(db: Db, count: number): Promise<number[]> {
  const [country] = await db
    .insert(countries)
    .values({ name: 'MÉXICO' })
    .returning({ id: countries.id });
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const place = PLACES[i % PLACES.length]!;
    const suffix = i < PLACES.length ? '' : ` ${i + 1}`;
    const [state] = await db
      .insert(states)
      .values({ name: `${place.state}${suffix}`, countryId: country!.id })
      .returning({ id: states.id });
    const [municipality] = await db
      .insert(municipalities)
      .values({ name: place.municipality, stateId: state!.id })
      .returning({ id: municipalities.id });
    const [branch] = await db
      .insert(branches)
      .values({
        name: `${place.branch}${suffix}`,
        address: `AV. JUÁREZ ${100 + i}`,
        zipCode: place.zip,
        countryId: country!.id,
        stateId: state!.id,
        municipalityId: municipality!.id,
        openTime: '09:00',
        closeTime: '19:00',
        phone: String(3310000000 + i),
        email: `sucursal${i + 1}@iris.local`,
      })
      .returning({ id: branches.id });
    ids.push(branch!.id);
  }
  return ids;
}

async function seedStock(db: Db, branchIds: number[], rows: number) {
  const storageCount = Math.max(1, Math.ceil(rows / STOCK.products));
  await db.execute(sql`
    insert into categories (name) select 'CATEGORÍA ' || c from generate_series(1, 4) as c`);
  await db.execute(sql`
    insert into subcategories (name, category_id)
    select 'SUBCATEGORÍA ' || s, 1 + (s - 1) / 5 from generate_series(1, 20) as s`);
  await db.execute(sql`
    insert into products (name, category_id, subcategory_id)
    select 'PRODUCTO ' || p, 1 + ((p - 1) % 20) / 5, 1 + (p - 1) % 20
    from generate_series(1, ${STOCK.products}) as p`);
  await db.execute(sql`
    insert into storages (name, branch_id, is_default)
    select 'ALMACÉN ' || s, (array[${sql.join(
      branchIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[])[1 + (s - 1) % ${branchIds.length}], s <= ${branchIds.length}
    from generate_series(1, ${storageCount}) as s`);
  await db.execute(sql`
    insert into stock (storage_id, product_id, qty, price)
    select s.id, p.id, (s.id * 7 + p.id * 13) % 60, (100 + (p.id * 37) % 4900)::numeric(12, 2)
    from storages as s cross join products as p
    order by s.id, p.id
    limit ${rows}`);
  // The count the benchmark executes: NUEVO, its lines the first products of the first storage.
  await db.execute(sql`
    insert into movements (serial, type, date, time, storage_id)
    values (1, ${MOVEMENT_TYPE.physical}, '2031-03-01', '09:00', ${STOCK.storageId})`);
  await db.execute(sql`
    insert into movement_details (movement_id, product_id, qty)
    select 1, p, 1 + (p * 3) % 50 from generate_series(1, ${STOCK.countLines}) as p`);
}

/** Seeds an already-migrated database; creates the administrator first, as the server would. */
export async function generate(
  db: Db,
  options: GenerateOptions,
): Promise<{ users: number; branches: number }> {
  await ensureFirstAdmin(db, { email: options.adminEmail, password: options.adminPassword });
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, options.adminEmail));
  if (!admin)
    throw new Error(`no administrator ${options.adminEmail} to copy the password hash from`);

  const branchIds = await seedBranches(db, options.branches);
  // One INSERT … SELECT: a million rows in seconds, names picked by multiplying the row number by
  // primes (deterministic, so runs are comparable); e-mails folded like the search folds them.
  const list = (values: readonly (string | number)[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  await db.execute(sql`
    insert into users (name, paternal, maternal, email, phone, password_hash, role, branch_id,
      email_verified, enabled)
    select n, p, m, iris_fold(n) || '.' || iris_fold(p) || '.' || i || '@bench.iris.local',
      (5500000000 + i)::text, ${admin.passwordHash},
      (case when i % 10 < 3 then 'doctor' else 'receptionist' end)::role,
      (array[${list(branchIds)}]::int[])[1 + (i % ${branchIds.length})::int], true, i % 20 <> 0
    from (
      select i,
        (array[${list(NAMES)}])[1 + ((i * 7919) % ${NAMES.length})::int] as n,
        (array[${list(SURNAMES)}])[1 + ((i * 104729 + 7) % ${SURNAMES.length})::int] as p,
        (array[${list(SURNAMES)}])[1 + ((i * 1299709 + 3) % ${SURNAMES.length})::int] as m
      from generate_series(1, ${options.users}::bigint) as i
    ) as picked`);
  // Patients the same way: unique phones per branch, an e-mail for two in three.
  await db.execute(sql`
    insert into customers (name, paternal, maternal, phone, email, branch_id, vat_required, vat)
    select n, p, m, (3300000000 + i)::text,
      case when i % 3 = 0 then null else iris_fold(n) || '.' || iris_fold(p) || '.' || i || '@paciente.local' end,
      (array[${list(branchIds)}]::int[])[1 + (i % ${branchIds.length})::int], i % 5 = 0,
      case when i % 5 = 0 then 16 end
    from (
      select i,
        (array[${list(NAMES)}])[1 + ((i * 6007) % ${NAMES.length})::int] as n,
        (array[${list(SURNAMES)}])[1 + ((i * 86969 + 5) % ${SURNAMES.length})::int] as p,
        (array[${list(SURNAMES)}])[1 + ((i * 15485863 + 11) % ${SURNAMES.length})::int] as m
      from generate_series(1, ${options.customers}::bigint) as i
    ) as picked`);
  // The calendar's month: every day of it, an event every 5 minutes from 06:00, each start unique.
  if (branchIds[0] !== CALENDAR_MONTH.branchId) throw new Error('the first branch is not id 1');
  const [type] = await db
    .insert(appointmentTypes)
    .values({ name: 'CONSULTA' })
    .returning({ id: appointmentTypes.id });
  await db.execute(sql`
    insert into calendar_events (name, description, start_date, start_time, end_date, end_time,
      color, branch_id, type_id)
    select 'CITA ' || i, '', d, t, d, t + interval '20 minutes', 'blue', ${CALENDAR_MONTH.branchId},
      ${type!.id}
    from (
      select i,
        make_date(${CALENDAR_MONTH.year}, ${CALENDAR_MONTH.month}, 1 + (i % 31)::int) as d,
        time '06:00' + make_interval(mins => (i / 31)::int * 5) as t
      from generate_series(0, ${CALENDAR_EVENTS - 1}) as i
    ) as slots`);
  await seedStock(db, branchIds, options.stock);
  await generateQuestionnaire(db);
  await db.execute(sql`analyze`);
  return { users: options.users, branches: branchIds.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const database = await openDatabase({
    url: process.env.DATABASE_URL,
    dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  });
  try {
    await database.migrate();
    const seeded = await generate(database.db, {
      users: Number(process.argv[2] ?? 20_000),
      customers: Number(process.argv[2] ?? 20_000),
      stock: Number(process.argv[2] ?? 20_000),
      branches: 2,
      adminEmail: process.env.ADMIN_EMAIL ?? 'admin@iris.local',
      adminPassword: process.env.ADMIN_PASSWORD ?? 'admin-iris-123',
    });
    console.log(`seeded ${seeded.users} users in ${seeded.branches} branches (${database.engine})`);
  } finally {
    await database.close();
  }
}
