import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema/geography.schema.js';
import { logAccess } from '../../lib/access-log.js';
import type { FileStorage } from '../../lib/files/file-storage.js';
import { logoOf } from '../../lib/pdf-layout.js';
import type { ResourceContext } from '../../lib/recipe/resource.js';
import { zipStream, type ZipWriter } from '../../lib/zip-stream.js';
import { reachPatient } from './customer-privacy.repository.js';
import {
  CUSTOMER_SECTION,
  EXPORT_SECTIONS,
  type ExportRow,
  type ExportSection,
} from './privacy-export-sections.js';
import {
  finishExportPdf,
  openExportPdf,
  PDF_SECTIONS,
  writeSection,
} from './privacy-export-pdf.js';

/*
 * A patient's access export (docs/api.md privacy; docs/rules.md, Privacy and accounts): one ZIP with
 * the whole record as JSON (every column of every table that holds the patient's rows), as a PDF a
 * person reads, and the files of their documents. Streamed: the JSON goes out a page of rows at a
 * time and each document straight from the storage; the PDF is laid out whole (its pages say "n de
 * N") with at most PDF_MAX_LINES rows a section, the JSON holding the rest.
 */

const PAGE = 500;
export const PDF_MAX_LINES = 2000;

/** A section's rows, a page at a time. */
async function* pagesOf(section: ExportSection, db: Db, customerId: number) {
  let after = 0;
  for (;;) {
    const rows = await section.read(db, customerId, after, PAGE);
    if (rows.length > 0) yield rows;
    if (!section.paged || rows.length < PAGE) return;
    after = (rows.at(-1) as { id: number }).id;
  }
}

/** The JSON file: one object, the patient under `customer`, each other section an array. */
async function* exportJson(db: Db, customerId: number, generatedAt: Date) {
  yield `{"format":"iris-expediente/1","generatedAt":${JSON.stringify(generatedAt)},"customerId":${customerId}`;
  for (const section of EXPORT_SECTIONS) {
    yield `,${JSON.stringify(section.key)}:`;
    if (section.key === 'customer') {
      const [row] = await section.read(db, customerId, 0, 1);
      yield JSON.stringify(row ?? null);
      continue;
    }
    let first = true;
    yield '[';
    for await (const rows of pagesOf(section, db, customerId)) {
      yield (first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(',');
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

async function exportPdf(
  db: Db,
  files: FileStorage,
  customer: ExportRow,
  timeZone: string,
  generatedAt: Date,
) {
  const [branch] = await db
    .select({
      name: branches.name,
      address: branches.address,
      phone: branches.phone,
      logo: branches.logo,
    })
    .from(branches)
    .where(eq(branches.id, Number(customer.branchId)));
  const doc = await openExportPdf(
    {
      name: branch?.name ?? '',
      address: branch?.address ?? '',
      phone: branch?.phone ?? null,
      logo: await logoOf(files, branch?.logo ?? null),
    },
    customer,
  );
  for (const section of EXPORT_SECTIONS) {
    const printed = Object.hasOwn(PDF_SECTIONS, section.key)
      ? PDF_SECTIONS[section.key]
      : undefined;
    if (!printed) continue;
    const lines: ReturnType<typeof printed.line>[] = [];
    let more = 0;
    for await (const rows of pagesOf(section, db, Number(customer.id))) {
      for (const row of rows) {
        if (lines.length < PDF_MAX_LINES) lines.push(printed.line(row, timeZone));
        else more++;
      }
    }
    writeSection(doc, printed, lines, more);
  }
  return finishExportPdf(doc, timeZone, generatedAt);
}

/** A stored file's name inside the ZIP: its own name without folders or control characters. */
const entryName = (id: unknown, name: unknown) =>
  `documentos/${String(id)}-${String(name).replace(/[\\/]|\p{Cc}/gu, '_')}`;

async function writeExport(
  zip: ZipWriter,
  db: Db,
  files: FileStorage,
  customer: ExportRow,
  timeZone: string,
) {
  const generatedAt = new Date();
  const customerId = Number(customer.id);
  await zip.file('expediente.json', exportJson(db, customerId, generatedAt));
  await zip.file('expediente.pdf', await exportPdf(db, files, customer, timeZone, generatedAt));
  const documents = EXPORT_SECTIONS.find((section) => section.key === 'documents');
  for await (const rows of documents ? pagesOf(documents, db, customerId) : []) {
    for (const row of rows) {
      const file = await files.get(String(row.fileKey)).catch(() => undefined);
      // A file missing from the storage stays listed in the JSON; the ZIP has what exists.
      if (file) await zip.file(entryName(row.id, row.name), file.body);
    }
  }
  await zip.end();
}

/**
 * Checks the patient is within reach, logs the export, and answers the ZIP's stream while it is
 * being written. An error once the download has started breaks it off (the file is incomplete).
 */
export async function patientExport(
  context: ResourceContext,
  files: FileStorage,
  timeZone: string,
  customerId: number,
) {
  await reachPatient(context, customerId);
  await logAccess(context, { action: 'export', subject: 'customer', customerId });
  const [customer] = await CUSTOMER_SECTION.read(context.db, customerId, 0, 1);
  const zip = zipStream();
  writeExport(zip, context.db, files, customer ?? {}, timeZone).catch((error: unknown) =>
    zip.fail(error instanceof Error ? error : new Error(String(error))),
  );
  return zip.stream;
}
