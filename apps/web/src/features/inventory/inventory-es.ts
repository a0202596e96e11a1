/**
 * Strings of the storage page, its stock and movements, and the movement page. Kept apart from
 * ui-es so that they travel with those pages, not with the login page.
 */
export const inventoryEs = {
  storage: {
    tabsLabel: 'Secciones del almacén',
    tabs: { stock: 'Existencias', movements: 'Movimientos' },
  },
  stock: {
    title: 'Existencias de la sucursal',
    category: 'Categoría',
    subcategory: 'Subcategoría',
    product: 'Producto',
    storage: 'Almacén',
    stock: 'Existencias',
    price: 'Precio',
    all: 'Todas',
    allProducts: 'Todos',
    empty:
      'Este almacén aún no tiene existencias. Registra una entrada o un inventario físico y ejecútalo.',
    emptyBranch: 'Los almacenes de esta sucursal aún no tienen existencias.',
    emptyFiltered: 'Ningún producto de este filtro tiene existencias aquí.',
  },
  movements: {
    new: 'Nuevo movimiento',
    edit: 'Editar movimiento',
    empty: 'Este almacén aún no tiene movimientos.',
    serial: 'Folio',
    type: 'Tipo',
    status: 'Estado',
    date: 'Fecha',
    time: 'Hora',
    origin: 'Origen',
    originBranch: 'Sucursal de origen',
    originStorage: 'Almacén de origen',
    destination: 'Destino',
    counted: 'Almacén contado',
    kinds: {
      1: 'INVENTARIO FÍSICO',
      2: 'ENTRADA',
      3: 'SALIDA',
      4: 'TRASPASO',
    },
    labels: {
      physical: 'INVENTARIO FÍSICO',
      entry: 'ENTRADA',
      exit: 'SALIDA',
      transferIn: 'TRASPASO (ENTRADA)',
      transferOut: 'TRASPASO (SALIDA)',
    },
    open: 'Ver el movimiento {{serial}}',
    cancel: 'Cancelar movimiento',
    cancelLabel: 'Cancelar el movimiento {{serial}}',
    cancelText:
      '¿Deseas cancelar el movimiento con folio {{serial}}? Ya no podrá ejecutarse ni modificarse.',
    execute: 'Ejecutar',
    executeTitle: 'Ejecutar movimiento',
    executeText:
      '¿Deseas ejecutar el movimiento con folio {{serial}}? Las existencias cambiarán y el movimiento ya no podrá modificarse.',
    back: 'Volver al almacén',
    title: 'Movimiento {{serial}}',
    readOnly: 'Este movimiento ya no admite cambios.',
  },
  details: {
    title: 'Productos del movimiento',
    add: 'Agregar producto',
    edit: 'Editar producto',
    editLabel: 'Editar {{name}}',
    deleteLabel: 'Quitar {{name}}',
    deleteTitle: 'Quitar producto',
    deleteText: '¿Deseas quitar {{name}} del movimiento?',
    empty: 'Este movimiento aún no tiene productos. Agrega el primero.',
    product: 'Producto',
    qty: 'Cantidad',
    price: 'Precio',
    available: 'Disponible en el almacén de origen: {{qty}}',
  },
};

export type InventoryMessages = typeof inventoryEs;
