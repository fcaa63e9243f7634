import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthCard } from '../login/AuthCard';
import { InvitationSummary } from './InvitationSummary';
import { useInvitation } from './useInvitation';

/** /invite-start?code=…: the invitee chooses a new account or an existing one (docs/decisions/0005-invitations.md). */
export const InviteStartPage = () => {
  const translate = useTranslate();
  const { code, data, error, isPending } = useInvitation();
  const query = `?code=${encodeURIComponent(code)}`;
  return (
    <AuthCard title={translate('app.invitations.start_title')}>
      <InvitationSummary invitation={data} error={error} isPending={isPending} code={code} />
      {data && (
        <Stack spacing={1.5}>
          <Button variant="contained" component={RouterLink} to={`/register-add-brand${query}`}>
            {translate('app.invitations.register')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={`/login-add-brand${query}`}>
            {translate('app.invitations.login')}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
};
