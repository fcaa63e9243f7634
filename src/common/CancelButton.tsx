import { Link } from 'react-router-dom';
import { Button } from 'react-admin';

/**
 * „Abbrechen“ in a form's toolbar: back to where the form was opened from (unsaved changes ask first).
 * In light mode in the darker blue, which keeps AA (4.5:1) on the tinted form toolbar.
 */
export const CancelButton = ({ to }: { to: string }) => (
  <Button
    component={Link}
    to={to}
    label="ra.action.cancel"
    sx={{ ml: 1, color: (theme) => (theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.main) }}
  />
);
