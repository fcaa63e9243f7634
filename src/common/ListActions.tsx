import { useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Link } from 'react-router-dom';
import { Button, TopToolbar, useTranslate } from 'react-admin';
import { SavedViewsButton } from './SavedViews';
import { ColumnsButton } from './ColumnGrid';

/** A page a list's toolbar leads to without being the list's own work (another list, a setting). */
export interface SecondaryAction {
  label: string;
  to: string;
  icon: ReactElement;
}

/** The secondary actions behind one button („Weitere Aktionen“), so that the primary ones stay in sight. */
const MoreActions = ({ actions }: { actions: SecondaryAction[] }) => {
  const translate = useTranslate();
  const anchor = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button ref={anchor} label="app.lists.more_actions" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <MoreVertIcon />
      </Button>
      <Menu anchorEl={anchor.current} open={open} onClose={() => setOpen(false)}>
        {actions.map((action) => (
          <MenuItem key={action.to} component={Link} to={action.to} onClick={() => setOpen(false)}>
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{translate(action.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};

export type ListActionsProps = {
  /** The list's own actions (export, create), last and always shown. */
  children?: ReactNode;
  /** The saved views' button (common/SavedViews.tsx). */
  savedViews?: boolean;
  /** The column chooser of a list shown with `ColumnGrid`. */
  columns?: boolean;
  /** Actions that lead elsewhere, behind „Weitere Aktionen“ (none: no button). */
  more?: SecondaryAction[];
};

/**
 * A list's toolbar (react-admin's `actions`): saved views, column chooser, the secondary actions in a
 * menu and the list's own actions. It wraps rather than runs past the window (src/theme.ts: list
 * toolbars), and below the filters when both do not fit in one row.
 */
export const ListActions = ({ children, savedViews, columns, more = [] }: ListActionsProps) => (
  <TopToolbar>
    {savedViews && <SavedViewsButton />}
    {columns && <ColumnsButton />}
    {more.length > 0 && <MoreActions actions={more} />}
    {children}
  </TopToolbar>
);
