import { Alert, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvitationPreview } from '@markenportal/contract';
import { formatDate } from '../common/dates';

/** Who invites to what; or why the invitation cannot be used (the server's German message). */
export const InvitationSummary = ({
  invitation,
  error,
  isPending,
  code,
}: {
  invitation?: InvitationPreview;
  error: Error | null;
  isPending: boolean;
  code: string;
}) => {
  const translate = useTranslate();
  if (!code) return <Alert severity="error">{translate('app.invitations.no_code')}</Alert>;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending || !invitation) return <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  return (
    <Typography sx={{ mb: 2 }}>
      {translate('app.invitations.summary', {
        brand: invitation.brand.name,
        role: translate(`app.roles.${invitation.role}`),
        email: invitation.email,
        date: formatDate(invitation.expiresAt),
      })}
    </Typography>
  );
};
