import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { alpha, type Theme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';
import { grey } from '@mui/material/colors';

// Markenportal's look in one place: a calm, dense back office in the brand's blue, light and dark
// (react-admin's toggle in the app bar; the choice is kept in this browser). Built on react-admin's
// own themes, which already make inputs and tables dense. In light mode the colours are darker than
// MUI's defaults so that white text on them, and they on white, meet WCAG 2.1 AA (4.5:1): the app bar,
// text buttons and links, the state chips (info, warning) and avatars. In dark mode MUI's light tones
// are used on dark surfaces for the same reason.

const BRAND_BLUE = '#1565c0';
const FONT = ['"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(',');

type Mode = 'light' | 'dark';

const palettes = {
  light: {
    mode: 'light' as const,
    primary: { main: BRAND_BLUE },
    // The app bar.
    secondary: { light: '#5e92f3', main: BRAND_BLUE, dark: '#003c8f', contrastText: '#fff' },
    info: { main: '#0277bd' },
    warning: { main: '#b34700' },
    // Also on the form toolbar.
    error: { main: '#b71c1c' },
    background: { default: '#f4f6f9', paper: '#fff' },
  },
  dark: {
    mode: 'dark' as const,
    primary: { main: '#90caf9' },
    secondary: { light: '#4b6a91', main: '#1d3557', dark: '#0d1b2e', contrastText: '#fff' },
    info: { main: '#4fc3f7' },
    warning: { main: '#ffb74d' },
    error: { main: '#ef9a9a' },
    background: { default: '#121417', paper: '#1c1f24' },
  },
};

const components = (mode: Mode) => ({
  ...deDE.components,
  // Calm surfaces: cards are outlined rather than lifted.
  MuiCard: { defaultProps: { variant: 'outlined' as const } },
  // Rows that open with Enter (common/KeyboardRows.tsx) show where the keyboard is.
  MuiTableRow: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }),
    },
  },
  MuiAvatar: { styleOverrides: { colorDefault: { backgroundColor: grey[700], color: '#fff' } } },
  // A read-only field's hint is still read: not in the disabled grey.
  MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
  RaDatagrid: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaDatagrid-headerCell': { fontWeight: 600, backgroundColor: theme.palette.background.paper },
        // A long word (an e-mail address, an error) wraps rather than widen the table past the window.
        '& .RaDatagrid-rowCell': { overflowWrap: 'anywhere' },
      }),
    },
  },
  // The open page's menu item stands out by more than its colour.
  RaMenuItemLink: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.RaMenuItemLink-active': { backgroundColor: alpha(theme.palette.primary.main, mode === 'light' ? 0.1 : 0.16), fontWeight: 600 },
      }),
    },
  },
  RaToolbar: { styleOverrides: { root: { backgroundColor: mode === 'light' ? '#e8ecf1' : '#23272e' } } },
  // A list fits a laptop's window (issue 35): filters and actions share a row where there is room,
  // else the actions go below the filters, at the right, and wrap among themselves; react-admin
  // keeps both in one row on any window wider than a tablet, past its edge.
  RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap' as const } } },
  RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' as const, marginLeft: 'auto' } } },
  // The bulk actions' bar grows to a second row rather than cut its buttons off.
  RaBulkActionsToolbar: {
    styleOverrides: {
      root: { '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { height: 'auto', flexWrap: 'wrap' as const } },
    },
  },
});

const themeFor = (mode: Mode): RaThemeOptions => {
  const base = mode === 'light' ? defaultLightTheme : defaultDarkTheme;
  return {
    ...base,
    palette: { ...base.palette, ...palettes[mode] },
    shape: { borderRadius: 8 },
    // Wide enough for „Mitarbeiterverwaltung“.
    sidebar: { width: 260, closedWidth: 50 },
    typography: { ...base.typography, fontFamily: FONT },
    components: { ...base.components, ...components(mode) },
  };
};

export const lightTheme = themeFor('light');
export const darkTheme = themeFor('dark');
