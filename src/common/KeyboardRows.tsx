import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
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
export const KeyboardDatagridBody = (props: DatagridBodyProps) => {
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => nameRowCheckboxes(body.current));
  return <DatagridBody {...props} ref={body} row={<KeyboardRow />} />;
};

/**
 * react-admin gives a row's selection checkbox its name („Diese Zeile auswählen“) on the
 * checkbox's outer element, where screen readers do not find it and axe reports the input as
 * unlabelled: the name moves to the input itself. React does not set an unchanged prop again, so
 * the move holds; rows added later are named on the next render.
 */
const nameRowCheckboxes = (body: HTMLElement | null) =>
  body?.querySelectorAll<HTMLElement>('.select-item[aria-label]').forEach((box) => {
    box.querySelector('input')?.setAttribute('aria-label', box.getAttribute('aria-label')!);
    box.removeAttribute('aria-label');
  });
