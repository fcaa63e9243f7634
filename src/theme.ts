import { defaultTheme } from 'react-admin';
import { deDE } from '@mui/material/locale';
import { grey } from '@mui/material/colors';

// MUI's German texts (pagination, pickers) on top of react-admin's theme; the back office and
// the light sign-in entry (login/AuthApp.tsx) share it. The colours are darker than MUI's
// defaults so that white text on them and they on white meet WCAG 2.1 AA (4.5:1): the app bar
// (secondary), text buttons and links (primary), the state chips (info, warning) and avatars.
export const theme = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    info: { main: '#0277bd' },
    warning: { main: '#b34700' },
    // Also on the grey form toolbar (#e0e0e0).
    error: { main: '#b71c1c' },
  },
  components: {
    ...defaultTheme.components,
    ...deDE.components,
    // Rows that open with Enter (common/KeyboardRows.tsx) show where the keyboard is.
    MuiTableRow: { styleOverrides: { root: { '&:focus-visible': { outline: '2px solid #1565c0', outlineOffset: -2 } } } },
    MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: grey[700] } } },
    // A read-only field's hint is still read: not in the disabled grey.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
  },
};
