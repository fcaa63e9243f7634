import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatIcon from '@mui/icons-material/Chat';
import PhoneIcon from '@mui/icons-material/Phone';
import MailIcon from '@mui/icons-material/Mail';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import type { ChatSummary } from '../../realtime/port';
import { useRealtime } from '../../realtime/RealtimeProvider';
import { PersonAvatar } from '../../common/PersonAvatar';
import { CHATS_KEY, withChat } from '../workspace/chatCache';
import { applyLive } from '../../providers/queryClient';
import { useMyContacts } from '../workspace/useWorkspace';
import { Contact, contactName, targetLabel, telHref, zipCity } from './contact';

const BackToContacts = () => {
  const translate = useTranslate();
  return (
    <Button component={Link} to="/contacts" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {translate('app.contacts.back')}
    </Button>
  );
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }} component="div">
        {children}
      </Typography>
    </Box>
  );
};

/** Opens (or creates) the chat with the contact, then shows it. */
const StartChatButton = ({ contact }: { contact: Contact }) => {
  const translate = useTranslate();
  const port = useRealtime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutate, isPending, isError } = useMutation({
    mutationFn: () => port.openChat(contact.id),
    onSuccess: (chat) => {
      // Only a loaded list is extended: an unloaded one must still load in full.
      applyLive<ChatSummary[]>(queryClient, CHATS_KEY, (old) => old && withChat(old, chat));
      navigate(`/chat/${encodeURIComponent(chat.id)}`);
    },
  });
  return (
    <>
      <Button
        variant="contained"
        startIcon={isPending ? <CircularProgress size={18} color="inherit" /> : <ChatIcon />}
        disabled={isPending}
        onClick={() => mutate()}
      >
        {translate('app.contacts.start_chat')}
      </Button>
      {isError && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {translate('app.contacts.chat_failed')}
        </Alert>
      )}
    </>
  );
};

const ContactProfile = ({ contact }: { contact: Contact }) => {
  const translate = useTranslate();
  const name = contactName(contact);
  const { profile, email } = contact;
  const target = targetLabel(profile?.target);
  const address = [profile?.street, zipCity(contact)].filter(Boolean);
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ xs: 'flex-start', sm: 'center' }} sx={{ mb: 3 }}>
          <PersonAvatar name={name} imageUrl={contact.image?.url} size={88} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {target && <Chip size="small" label={translate(target)} sx={{ mt: 0.5 }} />}
          </Box>
        </Stack>
        <Stack spacing={1.5} sx={{ mb: 3 }}>
          {profile?.practice && <Field label="app.contacts.fields.practice">{profile.practice}</Field>}
          {address.length > 0 && (
            <Field label="app.contacts.fields.address">
              {address.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Field>
          )}
          {profile?.phone && <Field label="app.contacts.fields.phone">{profile.phone}</Field>}
          {email && <Field label="app.contacts.fields.email">{email}</Field>}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
          <StartChatButton contact={contact} />
          {profile?.phone && (
            <Button variant="outlined" startIcon={<PhoneIcon />} href={telHref(profile.phone)}>
              {translate('app.contacts.call')}
            </Button>
          )}
          {email && (
            <Button variant="outlined" startIcon={<MailIcon />} href={`mailto:${email}`}>
              {translate('app.contacts.write_mail')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** /contacts/{userId}: one of the rep's contacts; anyone else is "not found". */
export const ContactShow = () => {
  const translate = useTranslate();
  const { userId } = useParams();
  const { contacts, isPending, isFetching, error } = useMyContacts();
  const contact = contacts.find((c) => String(c.id) === userId);
  let body: ReactNode;
  if (contact) body = <ContactProfile contact={contact} />;
  else if (error) body = <Alert severity="error">{translate('app.contacts.load_error')}</Alert>;
  // A contact added a moment ago appears once the list is loaded again.
  else if (isPending || isFetching) body = <Loading />;
  else
    body = (
      <Alert severity="warning" role="alert">
        <Typography fontWeight={600} component="h2">
          {translate('app.contacts.not_found')}
        </Typography>
        {translate('app.contacts.not_found_hint')}
      </Alert>
    );
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={contact ? contactName(contact) : 'app.contacts.title'} />
      <BackToContacts />
      {body}
    </Box>
  );
};
