import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { csvFile, type CsvColumn } from './table-csv.js';

/*
 * A table's file writes the records that need no quotes itself and gives csv-stringify the rest:
 * byte for byte what csv-stringify alone writes, whatever a cell holds.
 */
interface Row {
  name: string | null;
  n: number | null;
  amount: string;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Nombre', text: (row) => row.name },
  { header: 'Número', text: (row) => row.n },
  { header: 'Importe', money: (row) => row.amount },
];

const cells = [
  'LÓPEZ',
  'GARCÍA, ANA',
  'dice "hola"',
  'línea\nnueva',
  'retorno\rsolo',
  '',
  null,
  ' espacios ',
  '=1+1',
  "o'brien",
  '"',
];

async function text(batches: Row[][]) {
  const file = csvFile(batches, columns, { lang: 'es', timeZone: 'America/Mexico_City' }, () => {
    throw new Error('no error expected');
  });
  const parts: Buffer[] = [];
  for await (const chunk of file) parts.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(parts).toString('utf8');
}

describe('csvFile', () => {
  it('writes every cell as csv-stringify does, over batches and chunks', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => ({
      name: cells[i % cells.length] ?? null,
      n: i % 7 === 0 ? null : i * 1.5,
      amount: i % 2 ? '-20' : '1234.5',
    }));
    const expected =
      stringify([['Nombre', 'Número', 'Importe']], { bom: true }) +
      stringify(
        rows.map((row) => [
          row.name ?? '',
          row.n ?? '',
          row.amount === '-20' ? '-20.00' : '1234.50',
        ]),
      );
    expect(await text([rows.slice(0, 300), [], rows.slice(300)])).toBe(expected);
  });

  it('writes only the header of a table without rows', async () => {
    expect(await text([])).toBe('\ufeffNombre,Número,Importe\n');
  });
});
