import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { customers, noteDocuments, notes } from '../db/schema/customers.schema.js';
import type { FileStorage } from '../lib/files/file-storage.js';
import { NAMES, SURNAMES } from './names.js';

/** A few hundred patients a branch: enough to page, sort and search the list for real. */
export const DEMO_CUSTOMERS_PER_BRANCH = 300;
/** The first patients of a branch carry notes; the first one also a doctor note with documents. */
const CUSTOMERS_WITH_NOTES = 40;

const RECEPTION_NOTES = [
  {
    title: 'Llamada de confirmación',
    description: 'Confirma su cita y pide llegar 10 minutos antes.',
  },
  {
    title: 'Entrega de lentes',
    description: 'Se entregan los lentes; el paciente se los prueba y quedan bien.',
  },
  {
    title: 'Reprogramación',
    description: 'Solicita mover su cita a la siguiente semana por trabajo.',
  },
];
const DOCTOR_NOTES = [
  {
    title: 'Examen de la vista',
    description:
      'Agudeza visual 20/40 en ambos ojos. Miopía leve; se indica graduación y revisión en un año.',
  },
  {
    title: 'Revisión de presión ocular',
    description: 'Presión intraocular normal. Sin datos de glaucoma.',
  },
];

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * One INSERT … SELECT per branch, names picked by multiplying the row number by primes, phones
 * unique per branch: running it again inserts nothing (ON CONFLICT DO NOTHING). Birth dates spread
 * from 1940 to 2019; the sex follows the name (NAMES alternate male, female), a few say X; one
 * patient in eleven has neither, as those registered before they were asked.
 */
async function seedCustomers(db: Db, branchId: number, index: number) {
  await db.execute(sql`
    insert into ${customers} (name, paternal, maternal, phone, email, address, branch_id,
      vat_required, vat, birth_date, sex)
    select n, p, m, (${3330000000 + index * 10_000}::bigint + i)::text,
      case when i % 3 = 0 then null
        else iris_fold(n) || '.' || iris_fold(p) || i || '@correo.demo' end,
      'CALLE ' || p || ' ' || (100 + i), ${branchId}, i % 5 = 0,
      case when i % 5 = 0 then 16 end,
      case when i % 11 <> 0 then date '1940-01-01' + ((i * 7727) % 29200)::int end,
      case when i % 11 = 0 then null when i % 23 = 0 then 'X'
        when k % 2 = 0 then 'M' else 'F' end
    from (
      select i, k,
        (array[${list(NAMES)}])[1 + k] as n,
        (array[${list(SURNAMES)}])[1 + ((i * 104729 + 7) % ${SURNAMES.length})::int] as p,
        (array[${list(SURNAMES)}])[1 + ((i * 1299709 + 3) % ${SURNAMES.length})::int] as m
      from generate_series(1, ${DEMO_CUSTOMERS_PER_BRANCH}) as i,
        lateral (select ((i * 7919 + ${index}) % ${NAMES.length})::int as k) as name_pick
    ) as picked
    on conflict do nothing`);
}

async function seedNotes(db: Db, customerIds: number[]) {
  const rows = customerIds.flatMap((customerId, position) => [
    ...RECEPTION_NOTES.slice(0, 1 + (position % RECEPTION_NOTES.length)).map((note, code) => ({
      ...note,
      kind: 'reception' as const,
      customerId,
      code: code + 1,
    })),
    ...DOCTOR_NOTES.slice(0, 1 + (position % 2)).map((note, code) => ({
      ...note,
      kind: 'doctor' as const,
      customerId,
      code: code + 1,
    })),
  ]);
  await db.insert(notes).values(rows).onConflictDoNothing();
}

function prescriptionPdf(customerName: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 54 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.font('Helvetica-Bold').fontSize(18).text('Receta de lentes');
    doc.moveDown().font('Helvetica').fontSize(11).text(`Paciente: ${customerName}`);
    doc.moveDown().text('Ojo derecho: esfera -1.25, cilindro -0.50, eje 180.');
    doc.text('Ojo izquierdo: esfera -1.00, cilindro -0.25, eje 170.');
    doc.moveDown().text('Uso: permanente. Antirreflejante recomendado.');
    doc.end();
  });
}

/** A picture of a retina, drawn: a warm disc with a pale optic nerve head. */
function retinaImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
    <rect width="640" height="640" fill="#111"/>
    <circle cx="320" cy="320" r="300" fill="#b3441e"/>
    <circle cx="420" cy="300" r="55" fill="#f2c27a"/>
    <circle cx="250" cy="330" r="25" fill="#7a2a12"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The first patient's first doctor note gets a prescription PDF and a retina picture, once. */
async function seedDocuments(db: Db, files: FileStorage, branchId: number, customerId: number) {
  const [note] = await db
    .select({ id: notes.id })
    .from(notes)
    .where(and(eq(notes.customerId, customerId), eq(notes.kind, 'doctor'), eq(notes.code, 1)));
  if (!note) return;
  const [existing] = await db
    .select({ id: noteDocuments.id })
    .from(noteDocuments)
    .where(eq(noteDocuments.noteId, note.id));
  if (existing) return;
  const [customer] = await db
    .select({ name: sql<string>`concat_ws(' ', ${customers.name}, ${customers.paternal})` })
    .from(customers)
    .where(eq(customers.id, customerId));
  const folder = `branch/${branchId}/customer/${customerId}`;
  for (const document of [
    {
      name: 'receta.pdf',
      mime: 'application/pdf',
      extension: 'pdf',
      body: await prescriptionPdf(customer?.name ?? ''),
    },
    { name: 'fondo-de-ojo.jpg', mime: 'image/jpeg', extension: 'jpg', body: await retinaImage() },
  ]) {
    const key = `${folder}/${randomUUID()}.${document.extension}`;
    await files.put(key, document.body, document.mime);
    await db
      .insert(noteDocuments)
      .values({ noteId: note.id, fileKey: key, mime: document.mime, name: document.name });
  }
}

/** Patients for every demo branch, notes for the first of them, documents for the very first. */
export async function seedDemoCustomers(db: Db, files: FileStorage, branchIds: number[]) {
  for (const [index, branchId] of branchIds.entries()) {
    await seedCustomers(db, branchId, index);
    const first = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.branchId, branchId))
      .orderBy(asc(customers.id))
      .limit(CUSTOMERS_WITH_NOTES);
    const ids = first.map((row) => row.id);
    await seedNotes(db, ids);
    if (ids[0] !== undefined) await seedDocuments(db, files, branchId, ids[0]);
  }
}
