import type { Localization } from '@mui/material/locale';

/** es-ES numbers, as Material UI's own locale writes them; the formatter is made on first use. */
let numbers: Intl.NumberFormat | null = null;
function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  numbers ??= new Intl.NumberFormat('es-ES');
  return numbers.format(value);
}

function pageAriaLabel(type: string): string {
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
}

/**
 * Material UI's own texts in Spanish: the same as its `esES` locale, whose module makes an
 * Intl.NumberFormat as it loads (the pagination's "1–25 de 1.234"). A phone spends a while on
 * that first formatter, before the first page is drawn and for a text no such page shows; here it
 * is made when a table's pagination first writes its figures.
 */
export const materialEs: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAriaLabel,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${
            count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`
          }`,
      },
    },
    MuiRating: {
      defaultProps: {
        getLabelText: (value) => `${value} Estrella${value !== 1 ? 's' : ''}`,
        emptyLabelText: 'Vacío',
      },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abierto',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : pageAriaLabel(type),
      },
    },
  },
};
