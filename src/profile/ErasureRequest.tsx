import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { formatDate } from '../common/dates';

const KEY = ['erasure-request'];

/**
 * „Konto löschen lassen“ in „Mein Profil“ (DSGVO Art. 17): the person asks for the erasure of their
 * account, which an operator confirms, and may withdraw the request until then.
 */
export const ErasureRequest = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const { data: requestedAt, isPending } = useQuery({ queryKey: KEY, queryFn: () => dataProvider.getErasureRequest() });
  const change = useMutation({
    mutationFn: async (ask: boolean) => (ask ? dataProvider.requestErasure() : dataProvider.withdrawErasureRequest().then(() => null)),
    onSuccess: (value, ask) => {
      queryClient.setQueryData(KEY, value);
      setAsking(false);
      notify(ask ? 'app.erasure.request_sent' : 'app.erasure.withdrawn', { type: 'info' });
    },
    onError: (error) => notify(error instanceof HttpError && error.message ? error.message : 'app.erasure.failed', { type: 'error' }),
  });
  if (isPending) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" fontWeight={600}>
        {translate('app.erasure.profile_title')}
      </Typography>
      {requestedAt ? (
        <>
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate('app.erasure.requested', { date: formatDate(requestedAt) })}
          </Alert>
          <Button variant="outlined" disabled={change.isPending} onClick={() => change.mutate(false)}>
            {translate('app.erasure.withdraw')}
          </Button>
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {translate('app.erasure.profile_hint')}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            {translate('app.erasure.request')}
          </Button>
          <Confirm
            isOpen={asking}
            loading={change.isPending}
            title="app.erasure.request_confirm_title"
            content="app.erasure.request_confirm_content"
            confirm="app.erasure.request"
            onConfirm={() => change.mutate(true)}
            onClose={() => setAsking(false)}
          />
        </>
      )}
    </Box>
  );
};
