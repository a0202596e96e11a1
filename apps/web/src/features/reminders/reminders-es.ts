/**
 * Strings of the reminders' page `/reminders` (docs/rules.md, Reminders and recalls): what was sent,
 * is to be sent, failed or was skipped, and super_admin's "Enviar pendientes ahora".
 */
export const remindersEs = {
  reminders: {
    title: 'Recordatorios',
    intro:
      'Los correos que recuerdan a los pacientes su cita del día siguiente y los que los invitan a su revisión anual.',
    kinds: { CITA: 'Cita', REVISION: 'Revisión anual' },
    statuses: {
      PENDIENTE: 'Pendiente',
      ENVIADO: 'Enviado',
      FALLIDO: 'Fallido',
      OMITIDO: 'Omitido',
    },
    reasons: {
      NO_EMAIL: 'El paciente no tiene correo',
      OPTED_OUT: 'El paciente no recibe recordatorios',
      APPOINTMENT_MOVED: 'La cita cambió de horario',
      APPOINTMENT_DELETED: 'La cita se eliminó',
      APPOINTMENT_CLOSED: 'La cita ya no está programada',
      SMTP_REJECTED: 'El servidor de correo lo rechazó',
      SMTP_UNREACHABLE: 'No se pudo conectar con el servidor de correo',
      SMTP_ERROR: 'Error al enviar el correo',
    },
    /** SMTP_REJECTED with the server's reply code (the reminder's detail). */
    rejectedWithCode: 'El servidor de correo lo rechazó (código {{code}})',
    columns: {
      dueDate: 'Envío',
      kind: 'Tipo',
      customer: 'Paciente',
      branch: 'Sucursal',
      appointment: 'Cita',
      status: 'Estado',
      reason: 'Motivo',
      attempts: 'Intentos',
      sentAt: 'Enviado',
    },
    openCustomer: 'Abrir el expediente de {{name}}',
    filters: {
      label: 'Filtros de recordatorios',
      kind: 'Tipo',
      status: 'Estado',
      from: 'Desde',
      to: 'Hasta',
      search: 'Buscar paciente',
      branch: 'Sucursal',
      all: 'Todos',
      allBranches: 'Todas',
    },
    empty: 'Aún no hay recordatorios.',
    emptyFiltered: 'No hay recordatorios con estos filtros.',
    run: {
      button: 'Enviar pendientes ahora',
      title: '¿Enviar ahora los recordatorios pendientes?',
      text: 'Se enviarán ahora los recordatorios de las citas de mañana y las invitaciones a la revisión anual que correspondan. Lo que ya se envió no se vuelve a enviar.',
      none: 'No había recordatorios pendientes por programar.',
      appointments_one: 'Se programó {{count}} recordatorio de cita.',
      appointments_other: 'Se programaron {{count}} recordatorios de citas.',
      recalls_one: 'Se programó {{count}} recordatorio de revisión.',
      recalls_other: 'Se programaron {{count}} recordatorios de revisión.',
      /** Both kinds: "Se programaron 3 recordatorios de citas y 1 de revisión." */
      both: 'Se programaron {{appointments}} y {{recalls}}.',
      bothAppointments_one: '{{count}} recordatorio de cita',
      bothAppointments_other: '{{count}} recordatorios de citas',
      bothRecalls_one: '{{count}} de revisión',
      bothRecalls_other: '{{count}} de revisión',
    },
  },
};

export type RemindersMessages = typeof remindersEs;
