import { useState } from 'react';
import { Button } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BrandMember } from '../providers/brandTeam';
import { personName } from './personName';
import { useCurrentBrandName } from './useCurrentBrandName';
import { readAgain } from '../providers/queryClient';

/**
 * "Aus der Brand entfernen" with confirmation: the user keeps the account but loses the current
 * brand (brands and per-brand role). The server's German refusal is shown as it is.
 */
export const RemoveFromBrandButton = ({ resource }: { resource: 'sales' | 'brand-admins' }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const brand = useCurrentBrandName();
  const [open, setOpen] = useState(false);
  const name = personName(record);
  const remove = useMutation({
    mutationFn: () => dataProvider.removeFromBrand(record as BrandMember),
    onSuccess: async () => {
      setOpen(false);
      notify('app.team.removed', { type: 'success', messageArgs: { name } });
      await readAgain(queryClient, { queryKey: [resource] });
      redirect('list', resource);
    },
    onError: (error: Error) => {
      setOpen(false);
      notify(error.message || 'app.errors.server', { type: 'error' });
    },
  });
  if (!record) return null;
  return (
    <>
      <Button color="error" startIcon={<PersonRemoveIcon />} onClick={() => setOpen(true)} disabled={remove.isPending}>
        {translate('app.team.remove')}
      </Button>
      <Confirm
        isOpen={open}
        loading={remove.isPending}
        title="app.team.remove_confirm_title"
        content="app.team.remove_confirm_content"
        translateOptions={{ name, brand }}
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
