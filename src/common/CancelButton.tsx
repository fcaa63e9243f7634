import { Link } from 'react-router-dom';
import { Button } from 'react-admin';

/**
 * „Abbrechen“ in a form's toolbar: back to where the form was opened from (unsaved changes ask first).
 * In the darker blue: the primary one on the grey form toolbar (#e0e0e0) is 4.35:1, below AA.
 */
export const CancelButton = ({ to }: { to: string }) => <Button component={Link} to={to} label="ra.action.cancel" sx={{ ml: 1, color: 'primary.dark' }} />;
