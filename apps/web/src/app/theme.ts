import { createTheme } from '@mui/material/styles';
import { materialEs } from './material-es';

/** A person who asked their system for less motion gets no sliding or fading at all. */
const reducedMotion =
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const still = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

// MUI's own texts in Spanish (material-es.ts); the DataGrid's locale is applied by data-table.tsx, which follows the
// chosen language and keeps the grid's code off the public pages.
export const theme = createTheme(
  {
    ...(reducedMotion ? { transitions: still } : {}),
    palette: {
      primary: { main: '#1f5f8b' },
      secondary: { main: '#3a9d9b' },
      success: { main: '#2e7d32' },
      // docs/spec.md §8: failures are notified in orange; this one keeps white text legible (5.2:1).
      warning: { main: '#c2410c' },
      background: { default: '#f4f6f8' },
    },
    shape: { borderRadius: 8 },
  },
  materialEs,
);
