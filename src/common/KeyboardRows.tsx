import type { KeyboardEvent } from 'react';
import { DatagridBody, DatagridRow, type DatagridBodyProps, type DatagridRowProps } from 'react-admin';

/** Enter on a focused row does what a click on it does (react-admin's rowClick). */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key === 'Enter' && event.target === event.currentTarget) {
    event.preventDefault();
    event.currentTarget.click();
  }
};

/** A row that opens on click is also reachable with Tab and opens with Enter. */
const KeyboardRow = (props: DatagridRowProps) => {
  const opens = props.rowClick != null && props.rowClick !== false;
  return <DatagridRow {...props} {...(opens ? { tabIndex: 0, onKeyDown: openOnEnter } : {})} />;
};

/**
 * The body of a `<Datagrid body={KeyboardDatagridBody}>`: its rows work with the keyboard alone,
 * where react-admin's rows open only with a mouse.
 */
export const KeyboardDatagridBody = (props: DatagridBodyProps) => <DatagridBody {...props} row={<KeyboardRow />} />;
