import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { Confirm, HttpError, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { personName } from '../common/personName';
import { formatDate } from '../common/dates';

const ITEMS = ['account', 'devices', 'subscriptions', 'favorites', 'mails', 'uploads', 'sessions'] as const;

/** What the erasure does, as the confirmation names it (the server's steps: server/src/privacy/erasure-steps.ts). */
export const ErasureConsequences = ({ requestedAt }: { requestedAt?: string | null }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography gutterBottom>{translate('app.erasure.confirm_intro')}</Typography>
      <Typography>{translate('app.erasure.confirm_deleted')}</Typography>
      <Box component="ul" sx={{ mt: 0.5 }}>
        {ITEMS.map((item) => (
          <li key={item}>{translate(`app.erasure.confirm_items.${item}`)}</li>
        ))}
      </Box>
      <Typography gutterBottom>{translate('app.erasure.confirm_chats')}</Typography>
      <Typography>{translate('app.erasure.confirm_pseudonym')}</Typography>
      {requestedAt && (
        <Typography sx={{ mt: 1 }} fontWeight={600}>
          {translate('app.erasure.confirm_requested', { date: formatDate(requestedAt) })}
        </Typography>
      )}
    </Box>
  );
};

/**
 * „Konto löschen (DSGVO)“ on the operator's user page: after the confirmation the account is erased
 * (POST /api/privacy/erasures/{id}); the server's refusal (the last brand admin of a brand) is shown
 * as it is.
 */
export const EraseAccountButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const erase = async () => {
    setBusy(true);
    try {
      await dataProvider.eraseAccount(record.id);
      setOpen(false);
      notify('app.erasure.done', { type: 'success' });
      redirect('list', 'user-management');
    } catch (error) {
      notify(error instanceof HttpError && error.message ? error.message : 'app.erasure.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<PersonRemoveIcon />} onClick={() => setOpen(true)}>
        {translate('app.erasure.erase')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={translate('app.erasure.confirm_title', { name: personName(record) })}
        content={<ErasureConsequences requestedAt={record.erasureRequestedAt} />}
        confirm="app.erasure.confirm"
        confirmColor="warning"
        onConfirm={() => void erase()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
