import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/es-mx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const spanishText = esES.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The pickers' calendar and labels in the interface's language (es-MX month names, Spanish
 * buttons). Each date or time input carries its own provider rather than the app's providers,
 * so that dayjs and the pickers load only with the pages that have a date or a time to enter,
 * never with the login or the dashboard. The shown format does not depend on it: DD/MM/YYYY and
 * HH:mm are fixed by the inputs themselves.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={english ? 'en' : 'es-mx'}
      localeText={english ? undefined : spanishText}
    >
      {children}
    </LocalizationProvider>
  );
}
