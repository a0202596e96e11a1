import { formatDate, formatDateTime } from '@iris/domain/common/dates';
import { personName } from '@iris/domain/common/person-name';
import { RECORD_LABELS } from '@iris/domain/customers/record-labels';
import {
  branchHeader,
  fieldBlocks,
  finish,
  heading,
  note,
  openPdf,
  table,
  type DocumentBranch,
  type Pdf,
} from '../../lib/pdf-layout.js';
import type { ExportRow } from './privacy-export-sections.js';

/*
 * The access export's readable half (docs/rules.md, Privacy and accounts): the patient's personal
 * data, then every section of the record as a table of date, record and detail, in Spanish, in the
 * house's layout. The JSON beside it carries every column; this PDF says what a person reads.
 */

type Line = [when: string, what: string, detail: string];

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  // numbers and booleans read as they are; an object (a jsonb) as its JSON.
  return JSON.stringify(value);
};
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(' · ');

export interface PdfSection {
  title: string;
  line(row: ExportRow, timeZone: string): Line;
}

const at = (value: unknown, timeZone: string) =>
  value instanceof Date ? formatDateTime(value, timeZone) : value ? formatDate(text(value)) : '';
const day = (value: unknown) => (value ? formatDate(text(value)) : '');
const deleted = (row: ExportRow) => (row.deletedAt ? ' (eliminado)' : '');

const ACCESS = RECORD_LABELS.es;
const SEXES = { F: 'Femenino', M: 'Masculino', X: 'Otro/No especifica' };
/** A stored code in words, or the code itself when it has none. */
const label = (words: Record<string, string>, value: unknown) =>
  (typeof value === 'string' && Object.hasOwn(words, value) ? words[value] : undefined) ??
  text(value);

/** Each section's heading and line, by the section's key; a section without one is not printed. */
export const PDF_SECTIONS: Record<string, PdfSection> = {
  appointments: {
    title: 'Citas',
    line: (r) => [
      `${day(r.startDate)} ${text(r.startTime).slice(0, 5)}`,
      joined(r.typeName, r.name),
      joined(r.status, r.doctorName, r.description),
    ],
  },
  appointmentStatuses: {
    title: 'Cambios de estado de las citas',
    line: (r, tz) => [at(r.changedAt, tz), text(r.status), joined(r.userName, r.via)],
  },
  notes: {
    title: 'Notas de recepción y notas médicas',
    line: (r, tz) => [
      at(r.createdAt, tz),
      `${r.kind === 'doctor' ? 'Nota médica' : 'Nota de recepción'} ${text(r.code)}: ${text(r.title)}${deleted(r)}`,
      joined(r.description, r.userName),
    ],
  },
  documents: {
    title: 'Documentos',
    line: (r, tz) => [at(r.createdAt, tz), `${text(r.name)}${deleted(r)}`, text(r.mime)],
  },
  answers: {
    title: 'Respuestas del cuestionario',
    line: (r, tz) => [
      at(r.createdAt, tz),
      `${text(r.question)}${deleted(r)}`,
      r.text ? text(r.text) : text(r.answer),
    ],
  },
  prescriptions: {
    title: 'Graduaciones',
    line: (r) => [
      day(r.date),
      `${text(r.kind)}${deleted(r)}`,
      joined(
        `OD ${joined(r.odSphere, r.odCylinder, r.odAxis, r.odAdd)}`,
        `OI ${joined(r.oiSphere, r.oiCylinder, r.oiAxis, r.oiAdd)}`,
        r.doctorName,
        r.notes,
      ),
    ],
  },
  labOrders: {
    title: 'Órdenes de laboratorio',
    line: (r, tz) => [at(r.createdAt, tz), `Orden ${text(r.serial)}`, joined(r.status, r.notes)],
  },
  labOrderStages: {
    title: 'Etapas de las órdenes de laboratorio',
    line: (r, tz) => [at(r.at, tz), `Orden ${text(r.orderId)}`, text(r.status)],
  },
  sales: {
    title: 'Ventas',
    line: (r) => [
      `${day(r.date)} ${text(r.time).slice(0, 5)}`,
      `Venta ${text(r.serial)}`,
      joined(`Total $${text(r.total)}`, `Pagado $${text(r.paid)}`, r.status, r.paymentStatus),
    ],
  },
  saleLines: {
    title: 'Productos vendidos',
    line: (r) => [
      '',
      `Venta ${text(r.saleId)}: ${text(r.product)}`,
      `${text(r.qty)} × $${text(r.price)}`,
    ],
  },
  payments: {
    title: 'Pagos y devoluciones',
    line: (r) => [
      day(r.date),
      `${text(r.kind)} de la venta ${text(r.saleId)}${deleted(r)}`,
      joined(`$${text(r.total)}`, r.method),
    ],
  },
  invoices: {
    title: 'Facturas (CFDI)',
    line: (r, tz) => [
      at(r.issuedAt, tz),
      `${text(r.series)}-${text(r.folio)} (${text(r.kind)})`,
      joined(r.status, r.rfc, r.name, `Total $${text(r.total)}`, r.uuid),
    ],
  },
  reminders: {
    title: 'Recordatorios',
    line: (r) => [day(r.dueDate), text(r.kind), joined(r.channel, r.status, r.reason)],
  },
  whatsappMessages: {
    title: 'Mensajes de WhatsApp',
    line: (r, tz) => [at(r.createdAt, tz), text(r.kind), joined(r.status, r.answer)],
  },
  accessLog: {
    title: 'Registro de accesos al expediente',
    line: (r, tz) => [
      at(r.at, tz),
      joined(label(ACCESS.actions, r.action), label(ACCESS.subjects, r.subject)),
      joined(r.userName, r.ip, r.detail),
    ],
  },
};

const COLUMNS = [
  { header: 'Fecha', share: 0.2 },
  { header: 'Registro', share: 0.35 },
  { header: 'Detalle', share: 0.45 },
];

/** The document's start: the branch, the title and the patient's personal data. */
export async function openExportPdf(branch: DocumentBranch, customer: ExportRow) {
  const name = personName({
    name: text(customer.name),
    paternal: text(customer.paternal),
    maternal: text(customer.maternal),
  });
  const doc = await openPdf(`Expediente del paciente: ${name}`);
  branchHeader(doc, branch, 'Expediente del paciente (derecho de acceso)');
  const fiscal = customer.fiscal as { rfc?: string; name?: string } | null;
  const fields: [string, string][] = [
    ['Nombre', name],
    ['Teléfono', text(customer.phone)],
    ['Correo electrónico', text(customer.email)],
    ['Domicilio', text(customer.address)],
    ['Fecha de nacimiento', day(customer.birthDate)],
    ['Sexo', label(SEXES, customer.sex)],
    ['RFC', fiscal ? joined(fiscal.rfc, fiscal.name) : ''],
    ['Recibe correos', customer.reminders ? 'Sí' : 'No'],
    ['Consentimiento de WhatsApp', customer.whatsappConsent ? 'Sí' : 'No'],
  ];
  // An empty value would leave its label's line open: the next label would be written over it.
  fieldBlocks(doc, [
    {
      title: 'Datos personales',
      fields: fields.map(([label, value]) => [label, value || '—']),
    },
  ]);
  return doc;
}

/** One section: its heading and its rows as a table, or a line saying it has none. */
export function writeSection(doc: Pdf, section: PdfSection, lines: Line[], more: number) {
  heading(doc, section.title);
  if (lines.length === 0) {
    note(doc, 'Sin registros.');
    return;
  }
  table(doc, COLUMNS, lines);
  if (more > 0) note(doc, `Y ${more} registros más, en el archivo JSON de esta exportación.`);
}

export const finishExportPdf = (doc: Pdf, timeZone: string, generatedAt: Date) =>
  finish(doc, RECORD_LABELS.es.history, timeZone, generatedAt);
