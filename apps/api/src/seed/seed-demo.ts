import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CsdSecrets } from '../config-secrets.js';
import { loadConfigOrExit } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { users } from '../db/schema/accounts.schema.js';
import {
  applicationVersions,
  appointmentTypes,
  categories,
  paymentMethods,
  products,
  subcategories,
} from '../db/schema/catalogue.schema.js';
import { branches, countries, municipalities, states } from '../db/schema/geography.schema.js';
import { storages } from '../db/schema/inventory.schema.js';
import type { FileStorage } from '../lib/files/file-storage.js';
import { createStorage } from '../lib/files/files.plugin.js';
import { insertedRow } from '../lib/recipe/inserted-row.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO } from './demo-data.js';
import { seedDemoAppointments } from './demo-appointments.js';
import { seedDemoInventory } from './demo-inventory.js';
import { seedDemoIssuer } from './demo-issuer.js';
import { seedDemoLabOrders } from './demo-lab-orders.js';
import { seedDemoCustomers } from './demo-customers.js';
import { seedDemoPrescriptions } from './demo-prescriptions.js';
import { seedDemoQuestionnaire } from './demo-questionnaire.js';
import { seedDemoReminders } from './demo-reminders.js';
import { seedDemoSales } from './demo-sales.js';
import { ensureWalkInCustomer } from '../modules/customers/walk-in.repository.js';

/** Inserts the row unless one with the same key exists; answers the id either way (idempotent). */
async function ensure(
  db: Db,
  table: PgTable & { id: PgColumn },
  key: [SQL, ...SQL[]],
  values: Record<string, unknown>,
) {
  const [found] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...key));
  if (found) return found.id as number;
  const inserted = await db.insert(table).values(values).returning({ id: table.id });
  return insertedRow(inserted).id as number;
}

const sameName = (column: PgColumn, name: string) => sql`lower(trim(${column})) = lower(${name})`;

export async function seedDemo(db: Db, files: FileStorage, secrets: CsdSecrets) {
  const countryId = await ensure(
    db,
    countries,
    [sameName(countries.name, DEMO.country.name)],
    DEMO.country,
  );
  const stateId = await ensure(
    db,
    states,
    [eq(states.countryId, countryId), sameName(states.name, DEMO.state)],
    {
      name: DEMO.state,
      countryId,
    },
  );
  const municipalityIds: Record<string, number> = {};
  for (const name of DEMO.municipalities) {
    municipalityIds[name] = await ensure(
      db,
      municipalities,
      [eq(municipalities.stateId, stateId), sameName(municipalities.name, name)],
      { name, stateId },
    );
  }
  const branchIds: Record<string, number> = {};
  for (const { municipality, storages: storageNames, ...branch } of DEMO.branches) {
    const id = await ensure(db, branches, [sameName(branches.name, branch.name)], {
      ...branch,
      countryId,
      stateId,
      municipalityId: municipalityIds[municipality],
    });
    branchIds[branch.name] = id;
    for (const [index, name] of storageNames.entries()) {
      await ensure(db, storages, [eq(storages.branchId, id), sameName(storages.name, name)], {
        name,
        branchId: id,
        isDefault: index === 0,
      });
    }
  }
  for (const [category, subs] of Object.entries(DEMO.catalogue)) {
    const keys = DEMO.satKeys[category];
    const categoryId = await ensure(db, categories, [sameName(categories.name, category)], {
      name: category,
      ...keys,
    });
    // A database seeded before the SAT keys gets them too, on the category and its products.
    if (keys) {
      await db.update(categories).set(keys).where(eq(categories.id, categoryId));
      await db
        .update(products)
        .set(keys)
        .where(and(eq(products.categoryId, categoryId), isNull(products.satProductKey)));
    }
    for (const [subcategory, names] of Object.entries(subs)) {
      const subcategoryId = await ensure(
        db,
        subcategories,
        [eq(subcategories.categoryId, categoryId), sameName(subcategories.name, subcategory)],
        { name: subcategory, categoryId },
      );
      for (const name of names) {
        await ensure(
          db,
          products,
          [eq(products.subcategoryId, subcategoryId), sameName(products.name, name)],
          { name, categoryId, subcategoryId, ...keys },
        );
      }
    }
  }
  const typeIds: number[] = [];
  for (const name of DEMO.appointmentTypes) {
    typeIds.push(
      await ensure(db, appointmentTypes, [sameName(appointmentTypes.name, name)], { name }),
    );
  }
  for (const method of DEMO.paymentMethods) {
    const id = await ensure(
      db,
      paymentMethods,
      [sameName(paymentMethods.name, method.name)],
      method,
    );
    // A database seeded before the methods had isCash or their c_FormaPago gets them too.
    await db
      .update(paymentMethods)
      .set({ isCash: method.isCash, satPaymentForm: method.satPaymentForm })
      .where(eq(paymentMethods.id, id));
  }
  for (const version of DEMO.versions) {
    await ensure(
      db,
      applicationVersions,
      [eq(applicationVersions.version, version.version)],
      version,
    );
  }
  await seedDemoCustomers(db, files, Object.values(branchIds));
  // After the patients, so that the first patient of a branch is still its first customer.
  for (const id of Object.values(branchIds)) await ensureWalkInCustomer(db, id);
  await seedDemoAppointments(db, Object.values(branchIds), typeIds);
  await seedDemoIssuer(db, secrets, Object.values(branchIds));
  await seedDemoInventory(db, Object.values(branchIds));
  await seedDemoQuestionnaire(db, Object.values(branchIds));
  const passwordHash = await hashPassword(DEMO.password);
  for (const { branch, ...user } of DEMO.users) {
    await ensure(db, users, [sameName(users.email, user.email)], {
      ...user,
      passwordHash,
      branchId: branchIds[branch],
      emailVerified: true,
    });
  }
  // Written by each branch's doctor.
  await seedDemoPrescriptions(db, Object.values(branchIds));
  // After the staff: its registers are opened and its sales made by the branches' staff.
  await seedDemoSales(db, Object.values(branchIds));
  // The glasses of those sales, for their patients' graduaciones.
  await seedDemoLabOrders(db, Object.values(branchIds));
  // Yesterday's and the month's reminders of those appointments, as the screen lists them.
  await seedDemoReminders(db);
}

// Run as a script: the database `npm start` uses (DATA_DIR or DATABASE_URL).
if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfigOrExit();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    timeZone: config.timeZone,
  });
  await database.migrate();
  await seedDemo(database.db, createStorage(config), config.csdSecrets);
  await database.close();
  console.log(
    `Datos de demostración listos (${database.engine}). Usuarios: ${DEMO.users.map((u) => u.email).join(', ')} / ${DEMO.password}`,
  );
}
