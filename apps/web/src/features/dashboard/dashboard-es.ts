/**
 * Strings of the dashboard's tiles and charts (the page everyone lands on). Its welcome line is
 * the shell's (ui-es `dashboard`); these travel in the shell's chunk too (vite.config.ts), so the
 * first page asks for no file more.
 */
export const dashboardEs = {
  home: {
    today: 'Hoy, {{date}}',
    branch: 'Sucursal',
    allBranches: 'Todas las sucursales',
    loadFailed: 'No se pudo cargar el tablero.',
    retry: 'Reintentar',
    loading: 'Cargando el tablero…',
    appointments: {
      title: 'Citas de hoy',
      summary_one: '{{count}} cita, {{upcoming}} por atender',
      summary_other: '{{count}} citas, {{upcoming}} por atender',
      empty: 'No hay citas para hoy.',
      more_one: 'y {{count}} más',
      more_other: 'y {{count}} más',
      open: 'Ver el día en el calendario',
      status: {
        PROGRAMADA: 'Programada',
        CONFIRMADA: 'Confirmada',
        LLEGO: 'Llegó',
        ATENDIDA: 'Atendida',
        NO_ASISTIO: 'No asistió',
      },
    },
    sales: {
      title: 'Ventas de hoy',
      count_one: '{{count}} venta',
      count_other: '{{count}} ventas',
      cancelled_one: '{{count}} cancelada',
      cancelled_other: '{{count}} canceladas',
      empty: 'Aún no hay ventas hoy.',
      open: 'Ver las ventas',
    },
    payments: {
      title: 'Pagos de hoy',
      count_one: '{{count}} pago',
      count_other: '{{count}} pagos',
      empty: 'Aún no hay pagos hoy.',
      open: 'Ver el reporte de pagos',
    },
    register: {
      title: 'Caja',
      openTitle: 'Caja abierta',
      open: 'Desde el {{date}} a las {{time}}',
      openedBy: 'Por {{user}} · fondo {{amount}}',
      closed: 'Caja cerrada',
      openAction: 'Abrir caja',
      closeAction: 'Cerrar caja',
      branches_one: '{{count}} caja abierta',
      branches_other: '{{count}} cajas abiertas',
      noneOpen: 'Ninguna caja abierta.',
      openSales: 'Ver las ventas de {{branch}}',
    },
    lowStock: {
      title: 'Existencias bajas',
      summary_one: '{{count}} producto con {{threshold}} o menos',
      summary_other: '{{count}} productos con {{threshold}} o menos',
      empty: 'Ningún producto con {{threshold}} o menos en el almacén principal.',
      noStorage: 'La sucursal no tiene almacén principal.',
      qty: '{{qty}} en existencia',
      open: 'Ver el almacén',
      more_one: 'y {{count}} más',
      more_other: 'y {{count}} más',
    },
    charts: {
      sales: 'Ventas de los últimos 30 días',
      salesSummary_one: '{{total}} en {{count}} venta, del {{from}} al {{to}}',
      salesSummary_other: '{{total}} en {{count}} ventas, del {{from}} al {{to}}',
      salesEmpty: 'Sin ventas en los últimos 30 días.',
      salesSeries: 'Ventas',
      day: 'Día',
      salesTooltip_one: '{{total}} · {{count}} venta',
      salesTooltip_other: '{{total}} · {{count}} ventas',
      payments: 'Pagos por método (30 días)',
      paymentsEmpty: 'Sin pagos en los últimos 30 días.',
      paymentsSummary: '{{total}} en pagos, del {{from}} al {{to}}',
    },
  },
};

export type DashboardMessages = typeof dashboardEs;
