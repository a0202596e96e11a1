// Large-data generator: branches (with their geography) and many staff users, inserted in batches
// through the server's own Drizzle schema. Deterministic (seeded PRNG), so runs are comparable.
//
// Standalone: DATABASE_URL=postgres://… or DATA_DIR=./data  node --import tsx bench/generate.ts [users]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ensureFirstAdmin } from '../apps/api/src/bootstrap/first-admin.js';
import { openDatabase, type Db } from '../apps/api/src/db/client.js';
import { users } from '../apps/api/src/db/schema/accounts.schema.js';
import {
  branches,
  countries,
  municipalities,
  states,
} from '../apps/api/src/db/schema/geography.schema.js';

const BATCH = 1000;

const NAMES = [
  'JOSÉ',
  'MARÍA',
  'JUAN',
  'GUADALUPE',
  'FRANCISCO',
  'ANA',
  'LUIS',
  'FERNANDA',
  'CARLOS',
  'SOFÍA',
  'JAVIER',
  'VALERIA',
  'MIGUEL',
  'XIMENA',
  'ALEJANDRO',
  'DANIELA',
  'RICARDO',
  'LUCÍA',
  'JESÚS',
  'PAULA',
  'ANTONIO',
  'ELENA',
  'MANUEL',
  'CARMEN',
  'PEDRO',
  'ISABEL',
  'RAÚL',
  'ANDREA',
  'SERGIO',
  'NATALIA',
];
const SURNAMES = [
  'GARCÍA',
  'HERNÁNDEZ',
  'LÓPEZ',
  'MARTÍNEZ',
  'GONZÁLEZ',
  'RODRÍGUEZ',
  'PÉREZ',
  'SÁNCHEZ',
  'RAMÍREZ',
  'CRUZ',
  'FLORES',
  'GÓMEZ',
  'MORALES',
  'VÁZQUEZ',
  'JIMÉNEZ',
  'REYES',
  'DÍAZ',
  'TORRES',
  'GUTIÉRREZ',
  'RUIZ',
  'MENDOZA',
  'AGUILAR',
  'ORTIZ',
  'CASTILLO',
  'ROMERO',
  'NÚÑEZ',
  'MUÑOZ',
  'ÁLVAREZ',
  'CHÁVEZ',
];
const PLACES = [
  { state: 'JALISCO', municipality: 'GUADALAJARA', branch: 'CENTRO', zip: '44100' },
  { state: 'NUEVO LEÓN', municipality: 'MONTERREY', branch: 'CUMBRES', zip: '64610' },
  { state: 'CIUDAD DE MÉXICO', municipality: 'COYOACÁN', branch: 'COYOACÁN', zip: '04000' },
  { state: 'PUEBLA', municipality: 'PUEBLA', branch: 'ANGELÓPOLIS', zip: '72830' },
];

export interface GenerateOptions {
  users: number;
  branches: number;
  adminEmail: string;
  adminPassword: string;
}

/** mulberry32: small, fast, good enough to pick names. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

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

/** Seeds an already-migrated database; creates the administrator first, as the server would. */
export async function generate(
  db: Db,
  options: GenerateOptions,
): Promise<{ users: number; branches: number }> {
  const silent = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
  await ensureFirstAdmin(
    db,
    { email: options.adminEmail, password: options.adminPassword },
    silent,
  );
  const [admin] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, options.adminEmail));
  if (!admin)
    throw new Error(`no administrator ${options.adminEmail} to copy the password hash from`);

  const branchIds = await seedBranches(db, options.branches);
  const random = prng(20_240_601);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  for (let start = 0; start < options.users; start += BATCH) {
    const rows: (typeof users.$inferInsert)[] = [];
    for (let i = start; i < Math.min(start + BATCH, options.users); i++) {
      const [name, paternal, maternal] = [pick(NAMES), pick(SURNAMES), pick(SURNAMES)];
      rows.push({
        name,
        paternal,
        maternal,
        email: `${ascii(name)}.${ascii(paternal)}.${i + 1}@bench.iris.local`,
        phone: String(5500000000 + i),
        passwordHash: admin.passwordHash,
        role: random() < 0.3 ? 'doctor' : 'receptionist',
        branchId: branchIds[i % branchIds.length] ?? null,
        emailVerified: true,
        enabled: random() > 0.05,
      });
    }
    await db.insert(users).values(rows);
  }
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
      branches: 2,
      adminEmail: process.env.ADMIN_EMAIL ?? 'admin@iris.local',
      adminPassword: process.env.ADMIN_PASSWORD ?? 'admin-iris-123',
    });
    console.log(`seeded ${seeded.users} users in ${seeded.branches} branches (${database.engine})`);
  } finally {
    await database.close();
  }
}
