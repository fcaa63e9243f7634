import { defaultTheme } from 'react-admin';
import { deDE } from '@mui/material/locale';

// MUI's German texts (pagination, pickers) on top of react-admin's theme; the back office and
// the light sign-in entry (login/AuthApp.tsx) share it.
export const theme = { ...defaultTheme, components: { ...defaultTheme.components, ...deDE.components } };
