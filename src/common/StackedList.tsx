import type { ReactNode } from 'react';
import { Box, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';
import { ListNoResults, RecordContextProvider, SimpleListLoading, useListContext, type RaRecord } from 'react-admin';

type Render = (record: RaRecord) => ReactNode;

export type StackedListProps = {
  /** The page a row opens, or false when the row opens nothing (the own account). */
  to: false | ((record: RaRecord) => string | false);
  primary: Render;
  secondary?: Render;
  /** Below the secondary text: a state chip. */
  tertiary?: Render;
  empty?: ReactNode;
};

const RowText = ({ record, primary, secondary, tertiary }: Omit<StackedListProps, 'to' | 'empty'> & { record: RaRecord }) => (
  <ListItemText
    primary={primary(record)}
    secondary={
      secondary || tertiary ? (
        <>
          {secondary && <Box>{secondary(record)}</Box>}
          {tertiary && <Box sx={{ mt: 0.5 }}>{tertiary(record)}</Box>}
        </>
      ) : undefined
    }
    slotProps={{ primary: { component: 'div', sx: { overflowWrap: 'anywhere' } }, secondary: { component: 'div' } }}
  />
);

/**
 * A list's records one below the other, for phones (below the `sm` breakpoint): each row a link to
 * the page it opens, so it is reached with Tab, opened with Enter and can be opened in a new tab
 * (react-admin's `SimpleList` makes rows with a computed path buttons without an address).
 */
export const StackedList = ({ to, empty, ...text }: StackedListProps) => {
  const { data, isPending } = useListContext();
  if (isPending) return <SimpleListLoading hasSecondaryText={!!text.secondary} hasTertiaryText={!!text.tertiary} />;
  if (!data?.length) return <>{empty ?? <ListNoResults />}</>;
  return (
    <List>
      {data.map((record) => {
        const path = to && to(record);
        return (
          <RecordContextProvider key={record.id} value={record}>
            {path ? (
              <ListItem disablePadding>
                <ListItemButton component={Link} to={path}>
                  <RowText record={record} {...text} />
                </ListItemButton>
              </ListItem>
            ) : (
              <ListItem>
                <RowText record={record} {...text} />
              </ListItem>
            )}
          </RecordContextProvider>
        );
      })}
    </List>
  );
};
