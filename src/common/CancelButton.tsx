import { Link } from 'react-router-dom';
import { Button } from 'react-admin';

/** „Abbrechen“ in a form's toolbar: back to where the form was opened from (unsaved changes ask first). */
export const CancelButton = ({ to }: { to: string }) => <Button component={Link} to={to} label="ra.action.cancel" color="inherit" sx={{ ml: 1 }} />;
