import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ChatContact } from '../realtime/port';
import { useRealtimeEvents } from '../realtime/RealtimeProvider';
import { targetLabel } from './contacts/contact';
import { readAgain } from '../providers/queryClient';

/**
 * 'Ihnen wurde ein neuer Arzt zugewiesen!' (the spec's "Screens and routes"): shown live when a doctor or PTA
 * connects through the rep's link; its one action opens the new contact's profile.
 */
export const NewContactDialog = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Several may arrive at once: shown one after the other.
  const [queue, setQueue] = useState<ChatContact[]>([]);

  useRealtimeEvents((event) => {
    if (event.type !== 'contact-added') return;
    void readAgain(queryClient, { queryKey: ['contacts'] });
    setQueue((q) => (q.some((c) => c.id === event.contact.id) ? q : [...q, event.contact]));
  });

  const contact = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  const toProfile = () => {
    if (!contact) return;
    close();
    navigate(`/contacts/${contact.id}`);
  };
  const target = targetLabel(contact?.target);

  return (
    <Dialog open={!!contact} onClose={close} aria-labelledby="new-contact-title" fullWidth maxWidth="xs">
      <DialogTitle id="new-contact-title">{translate('app.contacts.new_contact_title')}</DialogTitle>
      {contact && (
        <DialogContent>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar src={contact.imageUrl ?? undefined} alt="">
              {contact.name?.[0]}
            </Avatar>
            <div>
              <Typography fontWeight={600}>{contact.name}</Typography>
              {target && <Typography color="text.secondary">{translate(target)}</Typography>}
            </div>
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={toProfile} autoFocus>
          {translate('app.contacts.to_profile')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
