import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { deDE } from '@mui/x-date-pickers/locales';
import { de } from 'date-fns/locale';

const GERMAN_PICKER_TEXTS = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

/** German date pickers (date-fns, de, German texts): set once around the app. */
export const PickersProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={GERMAN_PICKER_TEXTS}>
    {children}
  </LocalizationProvider>
);
