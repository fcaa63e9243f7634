import { useEffect, useRef, useState } from 'react';
import { Box, Popover } from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { useLocation } from 'react-router-dom';
import { Button, SavedQueriesList, useTranslate } from 'react-admin';

/**
 * A list's saved views: the current filters saved under a name, kept per user
 * (providers/userViewsStore.ts); the filters themselves live in the URL. A button of the list's
 * toolbar (common/ListActions.tsx) opens react-admin's own list of them, so that they take no
 * column from the filters and the table on a laptop (issue 35). Opening a view closes it.
 */
export const SavedViewsButton = () => {
  const translate = useTranslate();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const { search } = useLocation();
  // A view opened (or the filters changed) puts its filters into the URL: the list is what matters now.
  useEffect(() => setOpen(false), [search]);
  return (
    <>
      <Button ref={anchor} label="ra.saved_queries.label" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <BookmarksIcon />
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate('ra.saved_queries.label') } }}
      >
        <Box sx={{ p: 1, pt: 2, width: 280 }}>
          <SavedQueriesList />
        </Box>
      </Popover>
    </>
  );
};
