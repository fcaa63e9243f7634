import { useMediaQuery, type Theme } from '@mui/material';
import { DatagridConfigurable, SelectColumnsButton, useResourceContext, type DatagridProps } from 'react-admin';
import { KeyboardDatagridBody } from './KeyboardRows';

/**
 * Where a laptop's window ends (1280–1440 px, issue 35): below MUI's `xl` (1536 px) a list shows its
 * main columns, the secondary ones are a click away in the column chooser.
 */
const useNarrow = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'), { noSsr: true });

/**
 * The store key of a list's chosen columns, one per window class: on a laptop the secondary columns
 * start hidden, on a wide screen all are shown, and what the user chooses in either is kept for it
 * (per browser; reset at sign-out with the rest of react-admin's store).
 */
const useColumnsKey = () => `${useResourceContext()}.columns.${useNarrow() ? 'narrow' : 'wide'}`;

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
