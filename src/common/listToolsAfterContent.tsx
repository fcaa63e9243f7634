import type { ReactElement } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Pagination } from 'react-admin';
import { useSecondaryPartsShown } from './contentFirst';

/** A list toolbar's height with one row of filters and one of actions (tests/e2e/landing-first.test.ts measures it). */
const TOOLBAR_HEIGHT = 112;

/** In the toolbar while the tools wait: nothing (react-admin hands `actions` its props). */
const NoTools = () => null;

/**
 * A landing list's filters and actions after its rows (common/contentFirst.ts), its toolbar keeping
 * the height they will take, so that the rows do not move when they come. Only where that height is
 * known: in a window from MUI's `lg` (1200 px) on, where the filters take one row and the actions
 * the next; a narrower window gets them with the rows. Spread into react-admin's `List`.
 */
export const useListToolsAfterContent = ({
  filters,
  actions,
  pagination = <Pagination />,
}: {
  filters: ReactElement[];
  actions: ReactElement;
  /** The list's pagination (react-admin's by default): below the rows, so it comes after them in any window. */
  pagination?: ReactElement;
}) => {
  const shown = useSecondaryPartsShown();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const now = shown || !wide;
  return {
    filters: now ? filters : undefined,
    actions: now ? actions : <NoTools />,
    pagination: shown ? pagination : false,
    sx: { '& .RaList-actions': { minHeight: { lg: TOOLBAR_HEIGHT } } },
  };
};
