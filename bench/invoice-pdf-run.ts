// `npm run bench:invoice-pdf`: the printed CFDI of a global invoice with BENCH_INVOICE_CONCEPTS
// concepts (default 10,000; one per sale of the period), made in this process as invoices/getPdf
// makes it: the XML read, the PDF laid out and streamed to its last byte, three times (the first
// cold). Reports each run's wall and CPU time, the pages and bytes, the time of reading the XML alone
// and the process's peak RSS before the first run and after each. Writes
// bench/results/invoice-pdf.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCfdi } from '../apps/api/src/modules/invoicing/cfdi-read.js';
import { invoicePdf } from '../apps/api/src/modules/invoicing/invoice-pdf.js';
import { globalInvoiceXml } from '../apps/api/src/testing/stamped-cfdi.js';

const CONCEPTS = Number(process.env.BENCH_INVOICE_CONCEPTS ?? 10_000);
const RESULTS = path.join(import.meta.dirname, 'results');

const xml = globalInvoiceXml(CONCEPTS);
const startRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
const runs = [];
for (let run = 1; run <= 3; run++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const doc = await invoicePdf({
    xml,
    branch: {
      name: 'Óptica Iris Centro',
      address: 'Av. Álvaro Obregón 121',
      phone: null,
      logo: null,
    },
    production: true,
    status: 'VIGENTE',
    generatedAt: new Date(),
    timeZone: 'America/Mexico_City',
  });
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  const used = process.cpuUsage(cpu);
  const readStarted = performance.now();
  readCfdi(xml);
  runs.push({
    run,
    wallMs: Math.round(readStarted - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
    readXmlMs: Math.round(performance.now() - readStarted),
    pages: pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length,
    bytes: pdf.length,
    // The process's peak so far: after the first run, that of one document made from cold.
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  });
  console.log(runs.at(-1));
}
const result = { concepts: CONCEPTS, xmlBytes: Buffer.byteLength(xml), startRssMb, runs };
console.log(result);
mkdirSync(RESULTS, { recursive: true });
writeFileSync(path.join(RESULTS, 'invoice-pdf.json'), JSON.stringify(result, null, 2));
