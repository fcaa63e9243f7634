import { useId, useState } from 'react';
import { Box, Card, CardContent, Chip, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BrandRoleType } from '@markenportal/contract';
import type { AppDataProvider } from '../providers/dataProvider';
import type { PendingInvitation } from '../providers/invitations';
import { useSession } from '../providers/useSession';
import { readAgain } from '../providers/queryClient';
import { formatDateTime } from '../common/dates';

const isExpired = (invitation: PendingInvitation, now = Date.now()) => !!invitation.expiresAt && new Date(invitation.expiresAt).getTime() < now;

interface PendingInvitationsProps {
  roles: BrandRoleType[];
  /** The brand (a documentId); the current brand when not given. */
  brandId?: string;
  /** Inside a card of its own page (the brand's detail) rather than a card of its own. */
  embedded?: boolean;
}

/**
 * A brand's invitations nobody has accepted yet, for the roles of a team list (/sales,
 * /brand-admins, the admins on /brand-management/{id}), each with its state; a brand admin or an
 * operator sends one again (a new link) or withdraws it.
 */
export const PendingInvitations = ({ roles, brandId, embedded = false }: PendingInvitationsProps) => {
  const session = useSession();
  const currentBrandId = brandId ?? session.currentBrandId;
  const headingId = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const { data: invitations = [] } = useQuery({
    queryKey: ['invitations', currentBrandId, roles],
    queryFn: () => dataProvider.getPendingInvitations(currentBrandId!, roles),
    enabled: !!currentBrandId,
  });
  const refresh = () => void readAgain(queryClient, { queryKey: ['invitations'] });
  const onError = (error: Error) => notify(error.message, { type: 'error' });
  const resend = useMutation({
    mutationFn: (invitation: PendingInvitation) => dataProvider.resendInvitation(invitation.documentId),
    onSuccess: (sent) => {
      notify('app.team.pending.resent', { type: 'success', messageArgs: { email: sent.email } });
      refresh();
    },
    onError,
  });
  const revoke = useMutation({
    mutationFn: (invitation: PendingInvitation) => dataProvider.revokeInvitation(invitation.documentId),
    onSuccess: () => {
      notify('app.team.pending.revoked', { type: 'info', messageArgs: { email: revoking?.email } });
      setRevoking(null);
      refresh();
    },
    onError,
  });
  if (!invitations.length) return null;
  const content = (
    <>
      <Typography id={headingId} variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
        {translate('app.team.pending.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.team.invite.email')}</TableCell>
            <TableCell>{translate('resources.users.fields.brand_role')}</TableCell>
            <TableCell>{translate('app.team.pending.state')}</TableCell>
            <TableCell align="right">{translate('app.team.pending.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invitations.map((invitation) => (
            <TableRow key={invitation.documentId}>
              <TableCell>{invitation.email}</TableCell>
              <TableCell>{translate(`app.roles.${invitation.role}`)}</TableCell>
              <TableCell>
                {isExpired(invitation) ? (
                  <Chip size="small" color="warning" variant="outlined" label={translate('app.team.pending.expired')} />
                ) : (
                  <Chip size="small" variant="outlined" label={translate('app.team.pending.open', { date: formatDateTime(invitation.expiresAt) })} />
                )}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                  <Tooltip title={translate('app.team.pending.resend')}>
                    <IconButton
                      aria-label={translate('app.team.pending.resend_to', { email: invitation.email })}
                      onClick={() => resend.mutate(invitation)}
                      disabled={resend.isPending}
                    >
                      <ReplayIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={translate('app.team.pending.revoke')}>
                    <IconButton aria-label={translate('app.team.pending.revoke_to', { email: invitation.email })} onClick={() => setRevoking(invitation)}>
                      <CancelScheduleSendIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={!!revoking}
        loading={revoke.isPending}
        title={translate('app.team.pending.revoke_title', { email: revoking?.email ?? '' })}
        content="app.team.pending.revoke_content"
        confirm="app.team.pending.revoke"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </>
  );
  return embedded ? (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, overflowX: 'auto' }}>
      {content}
    </Box>
  ) : (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby={headingId}>
      <CardContent sx={{ overflowX: 'auto' }}>{content}</CardContent>
    </Card>
  );
};
