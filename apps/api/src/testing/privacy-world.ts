import { eq } from 'drizzle-orm';
import { calendarEventStatuses, calendarEvents } from '../db/schema/calendar.schema.js';
import { customers, notes } from '../db/schema/customers.schema.js';
import { invoiceSales, invoiceTaxes, invoices } from '../db/schema/invoices.schema.js';
import { fiscalIssuers } from '../db/schema/invoicing.schema.js';
import { labOrders } from '../db/schema/lab-orders.schema.js';
import { questions, customerAnswers } from '../db/schema/questionnaire.schema.js';
import { reminders } from '../db/schema/reminders.schema.js';
import { whatsappMessages } from '../db/schema/whatsapp.schema.js';
import { seedLaboratory, seedClinic } from './lab-orders-world.js';
import { patchFiles } from './multipart.js';
import { seedAppointmentType, seedNote } from './seed-records.js';
import { seedUser, type TestApp } from './test-app.js';

/** What a patient's record holds in the privacy tests: their identity, written in many places. */
export const PATIENT = {
  name: 'ROSALBA',
  paternal: 'QUINTERO',
  maternal: 'ZAVALETA',
  email: 'rosalba.quintero@correo.test',
  phone: '3312345678',
  address: 'Calle Jacarandas 12, Guadalajara',
};

/** A small PDF as a document of the patient (the bytes the export must carry back). */
export const DOCUMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let counter = 0;

/**
 * A branch with its staff and super_admin, and one patient with a row in every part of the record:
 * reception and doctor notes (the doctor's with a document), an attended appointment and its status,
 * an answer, a prescription, a paid sale with its line, a lab order with its stage, a reminder and a
 * WhatsApp message. `dated(years)` moves every clinical act that many years back.
 */
export async function seedPrivacyWorld(t: TestApp, name = 'PRIVACIDAD') {
  const clinic = await seedClinic(t, name);
  const tag = `${name.toLowerCase().replace(/\W/g, '')}${++counter}`;
  await seedUser(t.database, { email: `admin@${tag}.test` });
  const admin = await t.login(`admin@${tag}.test`);
  const { customerId, prescriptionId, saleId } = await clinic.sale();
  await t.database.db
    .update(customers)
    .set({ ...PATIENT, birthDate: '1980-02-03' })
    .where(eq(customers.id, customerId));
  const paid = await clinic.calls.pay(clinic.desk, saleId, clinic.methodId, 300);
  if (paid.status !== 201 && paid.status !== 200)
    throw new Error(`payment: ${JSON.stringify(paid.body)}`);

  const reception = await seedNote(t.database, customerId, 'reception');
  const doctorNote = await seedNote(t.database, customerId, 'doctor');
  await t.database.db
    .update(notes)
    .set({ title: `Consulta de ${PATIENT.name}`, description: 'Refiere visión borrosa de lejos' })
    .where(eq(notes.id, doctorNote));
  const upload = await patchFiles(
    t,
    `/api/notes-doctor/uploadDocument/${doctorNote}`,
    clinic.doctor,
    [{ name: 'estudio.pdf', content: DOCUMENT_PDF, type: 'application/pdf' }],
  );
  if (upload.status >= 300) throw new Error(`upload: ${JSON.stringify(upload.body)}`);

  const typeId = await seedAppointmentType(t.database);
  const [event] = await t.database.db
    .insert(calendarEvents)
    .values({
      name: `${PATIENT.name} ${PATIENT.paternal}`,
      description: 'Revisión anual',
      startDate: '2024-05-01',
      startTime: '10:00',
      endDate: '2024-05-01',
      endTime: '10:30',
      color: 'blue',
      branchId: clinic.branchId,
      typeId,
      customerId,
      status: 'ATENDIDA',
    })
    .returning({ id: calendarEvents.id });
  await t.database.db
    .insert(calendarEventStatuses)
    .values({ eventId: event!.id, status: 'ATENDIDA' });
  const [question] = await t.database.db
    .insert(questions)
    .values({ question: `¿Usa lentes? ${tag}`, description: '', type: 'ABIERTA' })
    .returning({ id: questions.id });
  await t.database.db
    .insert(customerAnswers)
    .values({ customerId, questionId: question!.id, text: `Desde niña, dice ${PATIENT.name}` });
  await t.database.db.insert(labOrders).values({
    branchId: clinic.branchId,
    serial: counter,
    saleId,
    prescriptionId,
    customerId,
    laboratoryId: await seedLaboratory(t),
    promisedDate: '2024-06-01',
    notes: `Entregar a ${PATIENT.name}`,
  });
  const [reminder] = await t.database.db
    .insert(reminders)
    .values({
      kind: 'REVISION',
      key: `REVISION:${tag}`,
      branchId: clinic.branchId,
      customerId,
      prescriptionId,
      dueDate: '2025-05-01',
    })
    .returning({ id: reminders.id });
  await t.database.db.insert(whatsappMessages).values({
    key: `wa-${tag}`,
    kind: 'REVISION',
    category: 'UTILITY',
    branchId: clinic.branchId,
    customerId,
    reminderId: reminder!.id,
    status: 'ENVIADO',
  });
  const invoiceId = await seedInvoice(t, clinic.branchId, customerId, saleId, tag);
  return {
    ...clinic,
    admin,
    customerId,
    saleId,
    invoiceId,
    reception,
    doctorNote,
    reminderId: reminder!.id,
  };
}

/** The patient's stamped invoice of the sale, as the database keeps it (its XML names them). */
async function seedInvoice(
  t: TestApp,
  branchId: number,
  customerId: number,
  saleId: number,
  tag: string,
) {
  const [issuer] = await t.database.db
    .insert(fiscalIssuers)
    .values({
      rfc: `EKU9003173C${counter % 10}`,
      name: `ÓPTICAS ${tag}`,
      regime: '601',
      series: 'F',
      globalPeriodicity: '04',
    })
    .returning({ id: fiscalIssuers.id });
  const receiver = `${PATIENT.name} ${PATIENT.paternal} ${PATIENT.maternal}`;
  const [invoice] = await t.database.db
    .insert(invoices)
    .values({
      issuerId: issuer!.id,
      branchId,
      series: 'F',
      folio: 1,
      status: 'VIGENTE',
      saleId,
      customerId,
      rfc: 'QUZR800203AB1',
      name: receiver,
      cfdiUse: 'D01',
      paymentMethod: 'PUE',
      paymentForm: '01',
      subtotal: '258.62',
      discount: '0.00',
      vat: '41.38',
      total: '300.00',
      issuedAt: new Date('2024-05-01T16:00:00Z'),
      sealedXml: `<cfdi:Comprobante><cfdi:Receptor Nombre="${receiver}"/></cfdi:Comprobante>`,
      xml: `<cfdi:Comprobante><cfdi:Receptor Nombre="${receiver}"/><tfd:TimbreFiscalDigital/></cfdi:Comprobante>`,
      uuid: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    })
    .returning({ id: invoices.id });
  await t.database.db.insert(invoiceSales).values({ invoiceId: invoice!.id, saleId });
  await t.database.db
    .insert(invoiceTaxes)
    .values({ invoiceId: invoice!.id, rate: '0.160000', base: '258.62', amount: '41.38' });
  return invoice!.id;
}
