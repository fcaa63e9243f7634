import { useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SendIcon from '@mui/icons-material/Send';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAgain } from '../providers/queryClient';
import { Form, HttpError, RadioButtonGroupInput, TextInput, email, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AppDataProvider } from '../providers/dataProvider';
import type { BrandRoleType, Invitation } from '@markenportal/contract';
import { roleChoices } from './roleChoices';
import { CopyLinkField } from './CopyLinkField';
import { formatDateTime } from './dates';

interface InviteButtonProps {
  /** The roles the invitee may get; the first is preselected, one role needs no choice. */
  roles: BrandRoleType[];
  /** Catalog keys of the button, the dialog title and its intro. */
  label: string;
  title: string;
  intro: string;
  /** The brand to invite to (a documentId); without it, the current brand or the `brandInput`'s. */
  brand?: string;
  /** An input for the form's `brand`, when the inviting person chooses the brand. */
  brandInput?: ReactNode;
  size?: 'small' | 'medium';
}

type InviteValues = { email: string; role: BrandRoleType; brand?: string };

// Not the page's record: on a brand's page the form would start with the brand's e-mail and fields.
const NO_RECORD = {};

/** The server's German messages by field (email, role, brand), shown at the fields; none for other refusals. */
const fieldErrorsOf = (error: unknown): Record<string, string> | undefined => {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return errors && Object.keys(errors).length ? errors : undefined;
};

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

/** "Einladen": a dialog asking for the e-mail (and role, and brand) that invites someone to a brand. */
export const InviteButton = ({ roles, label, title, intro, brand, brandInput, size = 'small' }: InviteButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const invite = useMutation({
    mutationFn: ({ email, role, brand: chosen }: InviteValues) => {
      const target = brand ?? chosen;
      return dataProvider.inviteToBrand(target ? { email, role, brand: target } : { email, role });
    },
    // The pending invitations beside the list (PendingInvitations) show the new one.
    onSuccess: () => void readAgain(queryClient, { queryKey: ['invitations'] }),
  });
  const submit = async (values: FieldValues) => {
    try {
      await invite.mutateAsync(values as InviteValues);
    } catch (error) {
      // Returned to the form, field messages appear at their fields (react-admin's submission errors).
      const fields = fieldErrorsOf(error);
      notify(fields ? 'app.errors.validation' : (error as Error).message || 'app.errors.server', { type: 'error' });
      return fields;
    }
  };
  const close = () => {
    setOpen(false);
    invite.reset();
  };
  return (
    <>
      <Button startIcon={<PersonAddIcon />} onClick={() => setOpen(true)} size={size}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
        {invite.data ? (
          <InvitationResult invitation={invite.data} onAnother={() => invite.reset()} onClose={close} />
        ) : (
          <Form record={NO_RECORD} defaultValues={{ email: '', role: roles[0] }} onSubmit={submit}>
            <DialogContent>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate(intro)}
              </Typography>
              <TextInput source="email" type="email" label="app.team.invite.email" validate={[required(), email()]} autoFocus />
              {brandInput}
              {roles.length > 1 && <RadioButtonGroupInput source="role" label="app.team.invite.role" choices={roleChoices(roles)} validate={required()} />}
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
