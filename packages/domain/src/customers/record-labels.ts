import type { AppointmentStatus } from '../calendar/appointment-status.js';
import type { Language } from '../i18n/messages.js';
import type { PrescriptionKind } from '../prescriptions/refraction.js';
import type { AccessAction, AccessSubject } from './access-log.schemas.js';

/**
 * The words of the clinical record's documents (the access log's CSV, the history PDF) and of the
 * access log's screen: one place for the API and the web, in both languages.
 */
export interface RecordLabels {
  actions: Record<AccessAction, string>;
  subjects: Record<AccessSubject, string>;
  accessLogColumns: {
    at: string;
    user: string;
    action: string;
    subject: string;
    customer: string;
    recordId: string;
    ip: string;
    detail: string;
  };
  history: {
    note: string;
    doctorNote: string;
    appointment: string;
    /** A change of an appointment's status: its kind, the status's words, and the line. */
    appointmentStatus: string;
    statuses: Record<AppointmentStatus, string>;
    statusChange: string;
    /** A sale, a payment and a refund: their kinds, then their lines' words. */
    sale: string;
    payment: string;
    refund: string;
    saleTitle: string;
    saleDescription: string;
    paymentTitle: string;
    refundTitle: string;
    paymentDescription: string;
    /** A prescription: its kind, then its line's words (the summary is its description). */
    prescription: string;
    prescriptionKinds: Record<PrescriptionKind, string>;
    prescriptionTitle: string;
    title: string;
    generatedAt: string;
    customer: string;
    phone: string;
    email: string;
    address: string;
    entries: string;
    empty: string;
    page: string;
  };
}

export const RECORD_LABELS: Record<Language, RecordLabels> = {
  es: {
    actions: {
      read: 'Consulta',
      create: 'Alta',
      update: 'Cambio',
      delete: 'Baja',
      export: 'Exportación',
      block: 'Bloqueo',
      anonymize: 'Anonimización',
    },
    subjects: {
      customer: 'Datos del paciente',
      note: 'Nota de recepción',
      doctorNote: 'Nota médica',
      document: 'Documento',
      history: 'Historial',
      historyPdf: 'Historial en PDF',
      answers: 'Cuestionario',
      prescription: 'Graduación',
      prescriptionPdf: 'Receta en PDF',
    },
    accessLogColumns: {
      at: 'Fecha y hora',
      user: 'Usuario',
      action: 'Acción',
      subject: 'Registro',
      customer: 'Paciente',
      recordId: 'Folio del registro',
      ip: 'Dirección IP',
      detail: 'Detalle',
    },
    history: {
      note: 'Nota de recepción',
      doctorNote: 'Nota médica',
      appointment: 'Cita',
      appointmentStatus: 'Estado de la cita',
      statuses: {
        PROGRAMADA: 'Programada',
        CONFIRMADA: 'Confirmada',
        LLEGO: 'Llegó',
        ATENDIDA: 'Atendida',
        NO_ASISTIO: 'No asistió',
      },
      statusChange: '{{status}} · cita del {{date}} · por {{user}}',
      sale: 'Venta',
      payment: 'Pago',
      refund: 'Devolución',
      saleTitle: 'Venta folio {{serial}} · {{total}} · {{status}}',
      saleDescription: 'Estado de pago: {{paymentStatus}} · Vendedor: {{user}}',
      paymentTitle: 'Pago {{total}} {{method}}, venta folio {{serial}}',
      refundTitle: 'Devolución {{total}} {{method}}, venta folio {{serial}}',
      paymentDescription: 'Registró {{user}}',
      prescription: 'Graduación',
      prescriptionKinds: { LENTES: 'Lentes', CONTACTO: 'Lentes de contacto' },
      prescriptionTitle: '{{kind}} · por {{doctor}}',
      title: 'Historial del paciente',
      generatedAt: 'Generado el {{date}}',
      customer: 'Paciente',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      address: 'Domicilio',
      entries: 'Eventos',
      empty: 'El paciente aún no tiene eventos registrados.',
      page: 'Página {{page}} de {{pages}}',
    },
  },
  en: {
    actions: {
      read: 'Read',
      create: 'Created',
      update: 'Changed',
      delete: 'Deleted',
      export: 'Exported',
      block: 'Blocked',
      anonymize: 'Anonymised',
    },
    subjects: {
      customer: 'Patient data',
      note: 'Reception note',
      doctorNote: 'Doctor note',
      document: 'Document',
      history: 'History',
      historyPdf: 'History PDF',
      answers: 'Questionnaire',
      prescription: 'Prescription',
      prescriptionPdf: 'Prescription PDF',
    },
    accessLogColumns: {
      at: 'Date and time',
      user: 'User',
      action: 'Action',
      subject: 'Record',
      customer: 'Patient',
      recordId: 'Record number',
      ip: 'IP address',
      detail: 'Detail',
    },
    history: {
      note: 'Reception note',
      doctorNote: 'Doctor note',
      appointment: 'Appointment',
      appointmentStatus: 'Appointment status',
      statuses: {
        PROGRAMADA: 'Scheduled',
        CONFIRMADA: 'Confirmed',
        LLEGO: 'Arrived',
        ATENDIDA: 'Seen',
        NO_ASISTIO: 'No-show',
      },
      statusChange: '{{status}} · appointment of {{date}} · by {{user}}',
      sale: 'Sale',
      payment: 'Payment',
      refund: 'Refund',
      saleTitle: 'Sale no. {{serial}} · {{total}} · {{status}}',
      saleDescription: 'Payment status: {{paymentStatus}} · Salesperson: {{user}}',
      paymentTitle: 'Payment {{total}} {{method}}, sale no. {{serial}}',
      refundTitle: 'Refund {{total}} {{method}}, sale no. {{serial}}',
      paymentDescription: 'Recorded by {{user}}',
      prescription: 'Prescription',
      prescriptionKinds: { LENTES: 'Glasses', CONTACTO: 'Contact lenses' },
      prescriptionTitle: '{{kind}} · by {{doctor}}',
      title: 'Patient history',
      generatedAt: 'Generated on {{date}}',
      customer: 'Patient',
      phone: 'Phone',
      email: 'E-mail',
      address: 'Address',
      entries: 'Events',
      empty: 'The patient has no events yet.',
      page: 'Page {{page}} of {{pages}}',
    },
  },
};
