import { createTheme } from '@mui/material/styles';
import { esES as materialEsES } from '@mui/material/locale';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';

// Both locale objects are theme fragments: MUI components and the DataGrid speak Spanish.
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#3a9d9b' },
      success: { main: '#2e7d32' },
      warning: { main: '#ed6c02' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 8 },
  },
  materialEsES,
  dataGridEsES,
);
