import { createTheme, useMediaQuery, type Theme, type ThemeOptions } from '@mui/material';
import { DatagridConfigurable, SelectColumnsButton, useResourceContext, type DatagridProps, type Store } from 'react-admin';
import { KeyboardDatagridBody } from './KeyboardRows';
import { lightTheme } from '../theme';

/**
 * Where a laptop's window ends (1280–1440 px, issue 35): below MUI's `xl` (1536 px) a list shows its
 * main columns, the secondary ones are a click away in the column chooser.
 */
const NARROW = (theme: Theme) => theme.breakpoints.down('xl');
const useNarrow = () => useMediaQuery(NARROW, { noSsr: true });

/**
 * The store key of a list's chosen columns, one per window class: on a laptop the secondary columns
 * start hidden, on a wide screen all are shown, and what the user chooses in either is kept for it
 * (per browser; reset at sign-out with the rest of react-admin's store).
 */
const columnsKey = (resource: string, narrow: boolean) => `${resource}.columns.${narrow ? 'narrow' : 'wide'}`;
const useColumnsKey = () => columnsKey(useResourceContext() ?? '', useNarrow());

/** The toolbar's column chooser („Spalten“) of the list's `ColumnGrid`. */
export const ColumnsButton = () => <SelectColumnsButton preferenceKey={useColumnsKey()} />;

export type ColumnGridProps = DatagridProps & {
  /** The sources of the columns a narrow window hides at first (each column needs its `source`). */
  secondary?: string[];
};

/**
 * A list's table whose columns the user chooses (react-admin's configurable datagrid, with the
 * toolbar's `ColumnsButton`): dense, its rows work with the keyboard (KeyboardRows.tsx), and on a
 * narrow window the `secondary` columns start hidden instead of running past its edge.
 */
export const ColumnGrid = ({ secondary, ...props }: ColumnGridProps) => {
  const key = useColumnsKey();
  const narrow = key.endsWith('.narrow');
  // A new key is a new table: react-admin reads the default columns once per key.
  return <DatagridConfigurable key={key} preferenceKey={key} omit={narrow ? secondary : undefined} size="small" body={KeyboardDatagridBody} {...props} />;
};

/** A column of a `ColumnGrid`, in its order: its `source`, and its `label` where it names one. */
export type GridColumn = { source: string; label?: string };

/**
 * Puts a list's columns into react-admin's store as its configurable datagrid registers them on its
 * first render (tests/unit/columnGrid.test.tsx holds the two equal), unless they are there. That
 * first render knows no column yet and shows its rows without cells; the next one fills them: with
 * the landing list's data already in (read ahead at the sign-in) a second render of every row, about
 * 25 ms (bench/REPORT.md, "Content first"). Called by a landing list's read ahead (brands/index.tsx).
 */
export const registerColumns = (
  store: Store,
  resource: string,
  columns: readonly GridColumn[],
  secondary: readonly string[] = [],
  narrow = window.matchMedia(NARROW(createTheme(lightTheme as ThemeOptions)).replace(/^@media\s*/, '')).matches,
) => {
  const key = `preferences.${columnsKey(resource, narrow)}`;
  if (store.getItem(`${key}.availableColumns`)) return;
  store.setItem(
    `${key}.availableColumns`,
    columns.map(({ source, label }, index) => ({ index: String(index), source, label })),
  );
  store.setItem(`${key}.omit`, narrow ? [...secondary] : undefined);
};
