import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '@iris/domain/i18n/messages';
import type { Role } from '@iris/domain/users/roles';
import type { Db } from '../../db/client.js';

/**
 * docs/api.md's CSV: money with two decimals and no `$`, read from the exact decimal text the database
 * answers (never through a float); dates DD/MM/YYYY; times HH:mm.
 */
export interface CsvContext {
  lang: Language;
  /** The clinic's time zone, for an instant (a timestamp) written as the clinic's day and hour. */
  timeZone: string;
}

type CsvValue = string | number | null | undefined;

/**
 * A column of the file: its header and how a row's cell is written, as text of its own (`text`)
 * or from a field in one of docs/api.md's formats. Methods, so that a resource's typed columns are
 * columns of any resource (AnyResource).
 */
export type CsvColumn<TRow> = { header: string } & (
  | { text(row: TRow, context: CsvContext): CsvValue }
  | { money(row: TRow): CsvValue }
  | { date(row: TRow): CsvValue }
  | { time(row: TRow): CsvValue }
);

/**
 * A table's CSV (`POST {resource}/getCsv` unless renamed): the rows of its getTable for the same
 * body, its page ignored, streamed (table-rows.ts) with a header row in the caller's language.
 */
export interface CsvSpec<TRow> {
  /** `getCsv` by default; a path starting with `/` is outside the resource's prefix. */
  path?: string;
  /** Who may download it; default the resource's readers. */
  roles?: readonly Role[];
  /** The file's name, or how its filters name it (the branch's and method's names, read). */
  filename: string | ((filters: Record<string, unknown>, context: { db: Db }) => Promise<string>);
  columns(lang: Language): CsvColumn<TRow>[];
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const CENTS = /^-?\d+\.\d\d$/;

/** '1234.5' -> '1234.50', '-20' -> '-20.00': decimal text, never a float. */
export function csvMoney(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  // What a numeric(12, 2) column answers already (the common case, a million times a file).
  if (text.charCodeAt(text.length - 3) === 46 && CENTS.test(text)) return text;
  const match = DECIMAL.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  return `${sign}${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** '2031-05-10' -> '10/05/2031'. */
export function csvDate(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}`;
}

/** '09:05:30' -> '09:05'. */
export const csvTime = (value: CsvValue): string =>
  value === null || value === undefined ? '' : String(value).slice(0, 5);

/** Each column as a function of the row, decided once per file rather than once per cell. */
function writers<TRow>(columns: CsvColumn<TRow>[], context: CsvContext) {
  return columns.map((column): ((row: TRow) => CsvValue) => {
    if ('text' in column) return (row) => column.text(row, context);
    if ('money' in column) return (row) => csvMoney(column.money(row));
    if ('date' in column) return (row) => csvDate(column.date(row));
    return (row) => csvTime(column.time(row));
  });
}

/** What makes csv-stringify quote a field, with the options the files use (its defaults). */
const QUOTED = /[,"\r\n]/;

/**
 * A record of the file, as csv-stringify writes it: fields that need no quotes (nearly all) are
 * joined here, and a record with one that does is written by csv-stringify itself. Its per-field
 * work (a context object, a pair and the options read again for each cell) allocated 7 KB a
 * payment row: over 200,000 rows 1.45 GB and 715 ms, against 0.29 GB and 241 ms this way.
 */
function csvRecord(cells: string[]): string {
  for (const cell of cells) if (QUOTED.test(cell)) return stringify([cells]);
  return `${cells.join(',')}\n`;
}

/**
 * Rows per chunk written: some 25 KB of text, which the young generation allocates and frees. A
 * whole batch as one string (half a megabyte) is a large object V8 allocates among the old ones,
 * and a million rows of them grew the server by 150 MB before a full collection (measured).
 */
const CHUNK_ROWS = 200;

/**
 * The file: UTF-8 with a byte-order mark (Excel in es-MX opens accents only with it), the header
 * row, then the rows, a batch after the other as the client reads (a slow client holds at most a
 * batch or two; a chunk per record would cost a million small writes through the reply and its
 * compression). A failure half-way ends the download instead of leaving it hanging.
 *
 * The next batch is asked for while this one is written out, so that the database and the writing
 * overlap, and each batch is turned into the file's bytes the moment it arrives: what waits for
 * a slow client is two batches of bytes (outside V8's heap), never rows, five times their size.
 */
export function csvFile<TRow>(
  batches: AsyncIterable<readonly TRow[]> | Iterable<readonly TRow[]>,
  columns: CsvColumn<TRow>[],
  context: CsvContext,
  onError: (error: Error) => void,
): Readable {
  const write = writers(columns, context);
  const record = (row: TRow) => csvRecord(write.map((cell) => String(cell(row) ?? '')));
  const bytesOf = (batch: readonly TRow[]) => {
    const chunks: Buffer[] = [];
    for (let start = 0; start < batch.length; start += CHUNK_ROWS) {
      let text = '';
      for (const row of batch.slice(start, start + CHUNK_ROWS)) text += record(row);
      chunks.push(Buffer.from(text));
    }
    return chunks;
  };
  async function* chunks() {
    yield stringify([columns.map((column) => column.header)], { bom: true });
    const source = (async function* () {
      yield* batches;
    })();
    const read = () =>
      source.next().then((result) => (result.done === true ? undefined : bytesOf(result.value)));
    let next: Promise<Buffer[] | undefined> = read();
    try {
      for (;;) {
        const bytes: Buffer[] | undefined = await next;
        if (!bytes) return;
        next = read();
        // Swallowed here only until awaited above: a reader that stops early must not leave it
        // rejected and unhandled.
        next.catch(() => undefined);
        yield* bytes;
      }
    } finally {
      // The client went away (or a batch failed): the source gives back what it holds (a
      // cursor's connection) once the read under way is answered.
      await next.catch(() => undefined);
      await source.return(undefined);
    }
  }
  const file = Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
  file.once('error', onError);
  return file;
}
