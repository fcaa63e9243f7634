import { useCallback, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useRecordContext, useRegisterMutationMiddleware, useResourceContext, useTranslate } from 'react-admin';
import type { DataProvider, UpdateParams } from 'react-admin';

type Update = DataProvider['update'];

/**
 * Inside an edit form: when the save is refused because someone else saved in between (409, docs/
 * decisions/0019-conditional-saves.md), the form keeps the user's text and this offers to load the
 * other version. The server's message shows as react-admin's error notification.
 */
export const EditConflict = () => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const resource = useResourceContext();
  const record = useRecordContext();
  const [conflict, setConflict] = useState(false);

  const watchConflict = useCallback(async (res: string, params: UpdateParams, next: Update) => {
    try {
      return await next(res, params);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(true);
      throw error;
    }
  }, []);
  useRegisterMutationMiddleware<Update>(watchConflict as Parameters<typeof useRegisterMutationMiddleware<Update>>[0]);

  // A new version of the record resets the form to it (react-admin's Form), and with it the version saves send.
  const reload = async () => {
    await queryClient.refetchQueries({ queryKey: [resource, 'getOne', { id: String(record?.id) }], exact: false, type: 'active' });
    setConflict(false);
  };

  if (!conflict) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" onClick={reload}>
          {translate('app.edit_conflict.reload')}
        </Button>
      }
    >
      {translate('app.edit_conflict.hint')}
    </Alert>
  );
};
