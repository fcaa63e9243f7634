import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, CreateBase, EditBase, Form, NumberInput, SaveButton, TextInput, maxLength, minValue, required, useNotify, useTranslate } from 'react-admin';
import type { RaRecord, Validator } from 'react-admin';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, TableConfig, tableKey } from './tables';

const notBlank: Validator = (value: unknown) => (typeof value === 'string' && value.length > 0 && !value.trim() ? 'app.tables.validation.blank' : undefined);
const integer: Validator = (value: unknown) =>
  value != null && value !== '' && !Number.isInteger(Number(value)) ? 'app.tables.validation.integer' : undefined;

const validateName = [required(), maxLength(NAME_MAX_LENGTH), notBlank];
const validateDescription = [maxLength(DESCRIPTION_MAX_LENGTH)];
const validateMaxSalesUsers = [minValue(0), integer];

/** The fields of one table's entry; the server validates the same rules again. */
const ReferenceInputs = ({ table }: { table: TableConfig }) => (
  <>
    <TextInput source="name" validate={validateName} fullWidth autoFocus />
    {table.fields.includes('description') && <TextInput source="description" validate={validateDescription} fullWidth multiline minRows={2} />}
    {table.fields.includes('maxSalesUsers') && (
      <NumberInput source="maxSalesUsers" helperText="app.tables.max_sales_users_hint" validate={validateMaxSalesUsers} min={0} step={1} />
    )}
  </>
);

export type DialogState = { mode: 'create' } | { mode: 'edit'; record: RaRecord } | null;

/**
 * Create or edit an entry in a dialog, so that the list stays where it is. Both save
 * pessimistically: server refusals (a name already taken) land at the field.
 */
export const ReferenceDialog = ({ table, state, onClose }: { table: TableConfig; state: DialogState; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = `${table.id}-dialog-title`;
  const done = (key: 'created' | 'updated') => () => {
    notify(tableKey(table.id, key), { type: 'info' });
    onClose();
  };
  const content = (title: string) => (
    <Form warnWhenUnsavedChanges>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <ReferenceInputs table={table} />
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <SaveButton variant="contained" />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog open={state !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {state?.mode === 'create' && (
        <CreateBase resource={table.id} redirect={false} mutationOptions={{ onSuccess: done('created') }}>
          {content(translate(tableKey(table.id, 'create_title')))}
        </CreateBase>
      )}
      {state?.mode === 'edit' && (
        <EditBase resource={table.id} id={state.record.id} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess: done('updated') }}>
          {content(translate(tableKey(table.id, 'edit_title'), { name: state.record.name }))}
        </EditBase>
      )}
    </Dialog>
  );
};
