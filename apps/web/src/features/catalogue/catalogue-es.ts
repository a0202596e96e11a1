/**
 * Strings of the catalogue screens. Kept apart from ui-es so that they travel with the catalogue
 * pages (their routes' `messages`) instead of weighing on the login page's bundle.
 */
export const catalogueEs = {
  catalogue: {
    new: 'Nuevo',
    edit: 'Editar {{name}}',
    view: 'Ver {{name}}',
    delete: 'Eliminar {{name}}',
    deleteTitle: 'Eliminar registro',
    deleteText: '¿Deseas eliminar «{{name}}»? Esta acción no se puede deshacer.',
    readOnly: 'Solo lectura: únicamente un administrador puede modificar este registro.',
    loadError: 'No se pudo cargar el registro.',
    chooseFile: 'Seleccionar archivo',
    fileHint: 'Una imagen (JPG, PNG, WebP) o PDF de hasta 10 MB.',
    noFile: 'Sin archivo',
    openDocument: 'Abrir documento',
    pdfDocument: 'Documento PDF',
    latest: 'Más reciente',
    noChoice: 'Sin clave',
    none: 'Ninguno',
    fields: {
      name: 'Nombre',
      country: 'País',
      state: 'Estado',
      municipality: 'Municipio',
      duration: 'Duración',
      address: 'Dirección',
      zipCode: 'Código postal',
      openTime: 'Apertura',
      closeTime: 'Cierre',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      category: 'Categoría',
      subcategory: 'Subcategoría',
      image: 'Imagen',
      version: 'Versión',
      description: 'Descripción',
      isCash: 'Cuenta en caja',
      satProductKey: 'Clave de producto o servicio SAT',
      satUnitKey: 'Clave de unidad SAT',
      satPaymentForm: 'Forma de pago SAT',
      leadDays: 'Días de entrega',
      fiscalIssuer: 'Emisor fiscal',
    },
  },
};

export type CatalogueMessages = typeof catalogueEs;
