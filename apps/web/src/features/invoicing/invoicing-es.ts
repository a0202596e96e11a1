/**
 * Strings of invoicing's pages: the fiscal issuers (`/fiscalIssuers`) and their CSD, the CFDIs
 * (`/invoices`), and "Facturar" and the CFDI on a sale's page.
 */
export const invoicingEs = {
  issuers: {
    intro:
      'Las razones sociales que emiten los CFDI de la cadena. Cada sucursal factura con el emisor que se le asigne en su ficha.',
    new: 'Nuevo emisor',
    edit: 'Editar emisor',
    editNamed: 'Editar {{name}}',
    uploadNamed: 'Subir CSD de {{name}}',
    empty: 'Aún no hay emisores fiscales: agrega el primero con «Nuevo emisor».',
    rfc: 'RFC',
    name: 'Razón social',
    nameHint: 'En mayúsculas, como en la Constancia de Situación Fiscal, sin «S.A. de C.V.»',
    regime: 'Régimen fiscal',
    series: 'Serie',
    globalPeriodicity: 'Periodicidad de la factura global',
    certificate: 'No. de certificado',
    validTo: 'Vigente hasta',
    noCsd: 'Sin CSD',
    expiresSoon: 'Vence pronto',
    expired: 'Vencido',
  },
  csd: {
    title: 'Subir CSD de {{name}}',
    intro:
      'El Certificado de Sello Digital (no la e.firma): el archivo .cer, su llave privada .key y la contraseña de la llave.',
    current: 'CSD actual: {{number}}, vigente del {{from}} al {{to}}. Subir otro lo reemplaza.',
    certificate: 'Certificado (.cer)',
    key: 'Llave privada (.key)',
    password: 'Contraseña de la llave privada',
    choose: 'Elegir archivo',
    noFile: 'Ningún archivo elegido',
    upload: 'Subir',
  },
  /** `/invoices`: the CFDIs of the branch. */
  invoices: {
    title: 'Facturas',
    intro:
      'Los CFDI de la sucursal, los más recientes primero: descárguelos en XML o PDF y envíelos de nuevo por correo.',
    empty: 'Aún no hay facturas.',
    emptyFiltered: 'No hay facturas con estos filtros.',
    newGlobal: 'Factura global',
    columns: {
      folio: 'Folio',
      invoice: 'Factura',
      branch: 'Sucursal',
      issuedAt: 'Fecha',
      receiver: 'Receptor',
      sale: 'Venta',
      total: 'Total',
      method: 'Método',
      status: 'Estado',
    },
    saleLink: 'Venta {{serial}}',
    globalPeriod_one: 'Global {{from}}–{{to}} ({{count}} venta)',
    globalPeriod_other: 'Global {{from}}–{{to}} ({{count}} ventas)',
    methods: {
      PUE: 'Pago en una sola exhibición',
      PPD: 'Pago en parcialidades o diferido',
    },
    statuses: {
      VIGENTE: 'VIGENTE',
      EN_PROCESO: 'EN PROCESO',
      CANCELADA: 'CANCELADA',
      RECHAZADA: 'CANCELACIÓN RECHAZADA',
    },
    statusHints: {
      VIGENTE: 'El CFDI está vigente ante el SAT.',
      EN_PROCESO:
        'Cancelación solicitada: el receptor tiene hasta 3 días hábiles para aceptarla o rechazarla. Mientras tanto el CFDI sigue vigente; Iris consulta al SAT cada 15 minutos.',
      CANCELADA: 'El CFDI está cancelado ante el SAT.',
      RECHAZADA:
        'El receptor rechazó la cancelación: el CFDI sigue vigente y puede pedirse cancelarlo de nuevo.',
    },
    kinds: {
      invoice: 'Facturas de pacientes',
      global: 'Facturas globales',
      payment: 'Complementos de pago',
      credit: 'Notas de crédito',
    },
    kindShort: {
      I: 'Factura',
      P: 'Complemento de pago',
      E: 'Nota de crédito',
    },
    test: 'SIN VALIDEZ FISCAL',
    testHint: 'Timbrado por el timbrador de prueba de Iris: no tiene validez ante el SAT.',
    filters: {
      label: 'Filtros de facturas',
      branch: 'Sucursal',
      allBranches: 'Todas las sucursales',
      from: 'Desde',
      to: 'Hasta',
      status: 'Estado',
      all: 'Todos',
      kind: 'Tipo',
      kindAll: 'Todos',
      customer: 'Paciente',
      search: 'Buscar RFC, UUID, folio o nombre',
    },
    actions: {
      menu: 'Acciones de la factura {{folio}}',
      xml: 'Descargar el XML de {{folio}}',
      pdf: 'Ver el PDF de {{folio}}',
      send: 'Enviar de nuevo {{folio}}',
      cancel: 'Cancelar el CFDI {{folio}}',
    },
  },
  /** The CFDI of a sale, on the sale's page. */
  invoice: {
    title: 'Factura',
    globalTitle: 'Factura global',
    loading: 'Cargando la factura…',
    folio: 'Folio',
    total: 'Total',
    receiver: 'Receptor',
    uuid: 'Folio fiscal (UUID)',
    xml: 'XML',
    pdf: 'PDF',
    preparing: 'Preparando la factura…',
    send: 'Enviar por correo',
    xmlOf: 'XML de {{folio}}',
    pdfOf: 'PDF de {{folio}}',
    laterTitle: 'Complementos de pago y notas de crédito',
    laterLoading: 'Cargando los complementos de pago…',
    laterEmpty:
      'Aún no hay complementos: cada pago posterior a la factura recibe el suyo, timbrado por la cola.',
  },
  /** "Facturar" a sale. */
  invoiceDialog: {
    open: 'Facturar',
    title: 'Facturar la venta {{serial}}',
    submit: 'Facturar',
    loading: 'Cargando los datos fiscales del paciente…',
    walkIn:
      'La venta se hizo a PÚBLICO EN GENERAL: elija al paciente que pide la factura. La venta quedará a su nombre.',
    whoAsks: 'Paciente que pide la factura',
    inGlobal:
      'La venta está en la factura global de su periodo: al facturarla, la global se cancela (motivo 04) y se emite de nuevo sin esta venta.',
    fiscalTitle: 'Datos fiscales de {{name}}',
    name: 'Nombre o razón social',
    missing:
      'Faltan datos fiscales del paciente. Complételos como vienen en su Constancia de Situación Fiscal: se guardan en su expediente antes de facturar.',
    correcting:
      'Corrija los datos como vienen en la Constancia de Situación Fiscal: se guardan en el expediente del paciente antes de facturar.',
    correct: 'Corregir datos fiscales',
    method: 'Método de pago',
    pue: 'PUE — Pago en una sola exhibición',
    ppd: 'PPD — Pago en parcialidades o diferido (cada pago posterior llevará su complemento)',
    preview: 'Importes de la factura',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    vat: 'IVA',
    total: 'Total',
    deductible:
      'Una persona física deduce los lentes graduados (uso D01) solo si los pagó con tarjeta o transferencia, no en efectivo.',
  },
  sendDialog: {
    title: 'Enviar la factura {{folio}}',
    intro: 'Se envían el PDF y el XML al correo para facturas del paciente, o al que escriba aquí.',
    email: 'Otro correo (opcional)',
    submit: 'Enviar',
  },
  cancelDialog: {
    title: 'Cancelar el CFDI {{folio}}',
    intro: '{{name}} ({{rfc}}) · Total {{total}} · UUID {{uuid}}',
    reason: 'Motivo de cancelación',
    reasons: {
      r01: 'Comprobante emitido con errores con relación',
      r02: 'Comprobante emitido con errores sin relación',
      r03: 'No se llevó a cabo la operación',
      r04: 'Operación nominativa relacionada en una factura global',
    },
    consequences: {
      r01: 'Primero se emite automáticamente un CFDI sustituto con los datos fiscales actuales del paciente, relacionado con este; después este se cancela. La venta queda cubierta por el sustituto.',
      r02: 'Se cancela sin sustituto. La venta queda sin factura y puede facturarse de nuevo.',
      r03: 'Para una operación que no se realizó. La venta queda sin factura; después puede cancelarse.',
      r04: 'Se cancela la factura global: sus ventas quedan sin factura hasta que se emita de nuevo la global del periodo.',
    },
    acceptance:
      'El receptor debe aceptar esta cancelación: tiene hasta 3 días hábiles para aceptarla o rechazarla (si no responde, el SAT la da por aceptada). Mientras tanto el CFDI sigue vigente y la venta sigue facturada.',
    submit: 'Cancelar CFDI',
    confirmTitle: '¿Cancelar el CFDI {{folio}}?',
    confirmText: 'Motivo: {{reason}}. La cancelación se envía al SAT y no se puede deshacer.',
  },
  globalDialog: {
    title: 'Factura global',
    intro:
      'Las ventas ejecutadas de la sucursal que nadie facturó en un periodo, a PÚBLICO EN GENERAL. El periodo debe ser uno completo y ya cerrado de la periodicidad del emisor.',
    branch: 'Sucursal',
    from: 'Desde',
    to: 'Hasta',
    submit: 'Emitir factura global',
    noIssuer: 'La sucursal no tiene emisor fiscal: asígnelo en su ficha antes de facturar.',
    lastPeriod:
      'Periodicidad {{periodicity}}: el último periodo cerrado es del {{from}} al {{to}}.',
  },
};

export type InvoicingMessages = typeof invoicingEs;
