/**
 * Strings of the patients' screens (customers tab, the patient's area, notes, documents, history)
 * and of the access log. They travel with those pages, not with the login page.
 */
export const clinicalEs = {
  customers: {
    tab: 'Clientes',
    new: 'Nuevo cliente',
    edit: 'Editar cliente',
    open: 'Abrir el expediente de {{name}}',
    empty: 'Esta sucursal aún no tiene clientes registrados.',
    address: 'Domicilio',
    vatRequired: 'Requiere factura con IVA',
    vat: 'IVA',
    vatRate: '{{rate}} %',
    emailOptional: 'Correo electrónico (opcional)',
  },
  patient: {
    tabsLabel: 'Expediente del paciente',
    tabs: { notes: 'Notas de recepción', history: 'Historial', doctorNotes: 'Notas médicas' },
    branch: 'Sucursal {{name}}',
    editData: 'Editar datos',
  },
  notes: {
    code: 'Folio',
    title: 'Título',
    description: 'Descripción',
    createdAt: 'Fecha',
    documents: 'Documentos',
    new: 'Nueva nota',
    newDoctor: 'Nueva nota médica',
    edit: 'Editar nota {{code}}',
    delete: 'Eliminar nota {{code}}',
    deleteTitle: 'Eliminar nota',
    deleteText:
      '¿Deseas eliminar la nota {{code}} «{{title}}»? Dejará de mostrarse, pero se conserva en el expediente.',
    empty: 'Este paciente aún no tiene notas de recepción.',
    emptyDoctor: 'Este paciente aún no tiene notas médicas.',
    openDocuments: 'Documentos de la nota {{code}} ({{count}})',
  },
  documents: {
    title: 'Documentos de la nota {{code}}',
    empty: 'La nota aún no tiene documentos.',
    upload: 'Adjuntar documento',
    hint: 'Una imagen (JPG, PNG, WebP) o un PDF de hasta 10 MB.',
    viewAll: 'Ver como imágenes',
    viewerTitle: 'Documentos de la nota {{code}}',
    previous: 'Documento anterior',
    next: 'Documento siguiente',
    position: 'Documento {{index}} de {{count}}',
    delete: 'Eliminar documento {{name}}',
    deleteTitle: 'Eliminar documento',
    deleteText:
      '¿Deseas eliminar «{{name}}»? Dejará de mostrarse, pero se conserva en el expediente.',
    page: 'Página {{page}} de {{pages}} de {{name}}',
    rendering: 'Preparando {{name}}…',
    unreadable: 'No se pudo mostrar {{name}}.',
    open: 'Abrir {{name}}',
  },
  history: {
    date: 'Fecha',
    kind: 'Tipo',
    empty: 'Este paciente aún no tiene eventos en su historial.',
    download: 'Descargar PDF',
  },
  accessLog: {
    title: 'Bitácora de accesos',
    intro:
      'Cada consulta y cada cambio del expediente de un paciente queda registrado aquí; nadie puede modificar ni borrar la bitácora.',
    patient: 'Paciente',
    user: 'Usuario',
    action: 'Acción',
    subject: 'Registro',
    from: 'Desde',
    to: 'Hasta',
    any: 'Todas',
    download: 'Descargar CSV',
    empty: 'No hay accesos con estos filtros.',
    searchPatient: 'Escribe el nombre o teléfono del paciente',
    searchUser: 'Escribe el nombre o correo del usuario',
    noOptions: 'Sin coincidencias',
  },
};

export type ClinicalMessages = typeof clinicalEs;
