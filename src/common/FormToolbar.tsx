import type { ReactNode } from 'react';
import { SaveButton, Toolbar } from 'react-admin';
import { CancelButton } from './CancelButton';
import { UnsavedWorkKeeper } from './UnsavedWorkKeeper';

/**
 * A form's toolbar: „Speichern“ and „Abbrechen“ (back to where the form was opened from; unsaved
 * changes ask first), and on the right what else the form offers (a delete button). The form's
 * content outlives an ended session (UnsavedWorkKeeper).
 */
export const FormToolbar = ({ cancelTo, children }: { cancelTo: string; children?: ReactNode }) => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <span>
      <SaveButton />
      <CancelButton to={cancelTo} />
    </span>
    {children}
    <UnsavedWorkKeeper />
  </Toolbar>
);
