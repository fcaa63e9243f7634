import { useCallback, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useRecordContext, useRegisterMutationMiddleware, useResourceContext, useTranslate } from 'react-admin';
import type { DataProvider, UpdateParams } from 'react-admin';

type Update = DataProvider['update'];

/** Someone else saved in between: the user's text stays in the form, „Neu laden“ shows the other version. */
export const ConflictAlert = ({ onReload }: { onReload: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, width: '100%' }}
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('app.edit_conflict.reload')}
        </Button>
      }
    >
      {translate('app.edit_conflict.hint')}
    </Alert>
  );
};

/**
 * Inside an edit form: when the save is refused because someone else saved in between (409, docs/
 * decisions/0019-conditional-saves.md), the form keeps the user's text and this offers to load the
 * other version. The server's message shows as react-admin's error notification.
 */
export const EditConflict = () => {
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

  return conflict ? <ConflictAlert onReload={reload} /> : null;
};
