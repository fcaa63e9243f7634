import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAgain } from '../providers/queryClient';
import { Form, RadioButtonGroupInput, TextInput, email, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BrandRoleType, Invitation } from '@markenportal/contract';
import { CopyLinkField } from './CopyLinkField';
import { formatDateTime } from './dates';

interface InviteButtonProps {
  /** The roles the invitee may get; the first is preselected, one role needs no choice. */
  roles: BrandRoleType[];
  /** Catalog keys of the button, the dialog title and its intro. */
  label: string;
  title: string;
  intro: string;
}

type InviteValues = { email: string; role: BrandRoleType };

/** After sending: the invitation link to pass on, since development mail only reaches the server log. */
const InvitationResult = ({ invitation, onAnother, onClose }: { invitation: Invitation; onAnother: () => void; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="success">{translate('app.team.invite.sent', { email: invitation.email })}</Alert>
          <CopyLinkField value={invitation.link} label="app.team.invite.link" />
          {invitation.expiresAt && (
            <Typography variant="body2" color="text.secondary">
              {translate('app.team.invite.expires', { date: formatDateTime(invitation.expiresAt) })}
            </Typography>
          )}
          <Alert severity="info">{translate('app.team.invite.mail_hint')}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onAnother}>{translate('app.team.invite.another')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </>
  );
};

/** "Einladen": a dialog asking for the e-mail (and role) that invites someone to the current brand. */
export const InviteButton = ({ roles, label, title, intro }: InviteButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: (values: InviteValues) => dataProvider.inviteToBrand({ email: values.email, role: values.role }),
    // The pending invitations beside the list (PendingInvitations) show the new one.
    onSuccess: () => void readAgain(queryClient, { queryKey: ['invitations'] }),
    onError: (error: Error) => notify(error.message || 'app.errors.server', { type: 'error' }),
  });
  const close = () => {
    setOpen(false);
    invite.reset();
  };
  return (
    <>
      <Button startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        {invite.data ? (
          <InvitationResult invitation={invite.data} onAnother={() => invite.reset()} onClose={close} />
        ) : (
          <Form defaultValues={{ email: '', role: roles[0] }} onSubmit={(values: FieldValues) => invite.mutate(values as InviteValues)}>
            <DialogContent>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate(intro)}
              </Typography>
              <TextInput source="email" type="email" label="app.team.invite.email" validate={[required(), email()]} autoFocus />
              {roles.length > 1 && (
                <RadioButtonGroupInput
                  source="role"
                  label="app.team.invite.role"
                  choices={roles.map((role) => ({ id: role, name: `app.roles.${role}` }))}
                  validate={required()}
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={invite.isPending}>
                {translate('app.team.invite.submit')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Dialog>
    </>
  );
};
