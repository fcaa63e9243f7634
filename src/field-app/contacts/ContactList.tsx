import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, Card, InputAdornment, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Skeleton, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Title, useTranslate } from 'react-admin';
import { PersonAvatar } from '../../common/PersonAvatar';
import { useMyContacts } from '../workspace/useWorkspace';
import { Contact, contactName, matchesSearch, targetLabel } from './contact';

/** "Ärztin/Arzt · Praxis am Dom · Köln" */
const ContactLine = ({ contact }: { contact: Contact }) => {
  const translate = useTranslate();
  const target = targetLabel(contact.profile?.target);
  return <>{[target && translate(target), contact.profile?.practice, contact.profile?.city].filter(Boolean).join(' · ')}</>;
};

export const ContactRow = ({ contact }: { contact: Contact }) => {
  const name = contactName(contact);
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`/contacts/${contact.id}`}>
        <ListItemAvatar>
          <PersonAvatar name={name} imageUrl={contact.image?.url} />
        </ListItemAvatar>
        <ListItemText
          primary={name}
          secondary={<ContactLine contact={contact} />}
          sx={{ minWidth: 0 }}
          slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
        />
      </ListItemButton>
    </ListItem>
  );
};

/** /contacts: the rep's doctors and PTAs, searchable by name, practice and city. */
export const ContactList = () => {
  const translate = useTranslate();
  const { contacts, isPending, error } = useMyContacts();
  const [query, setQuery] = useState('');
  // All contacts are loaded once: the search answers as one types, also on a slow connection.
  const shown = useMemo(() => contacts.filter((c) => matchesSearch(c, query)), [contacts, query]);

  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.contacts.title" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('app.contacts.title')}
      </Typography>
      <TextField
        type="search"
        fullWidth
        size="small"
        label={translate('app.contacts.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      {error ? (
        <Alert severity="error">{translate('app.contacts.load_error')}</Alert>
      ) : isPending ? (
        <Card>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rectangular" height={64} sx={{ m: 1 }} />
          ))}
        </Card>
      ) : contacts.length === 0 ? (
        <Alert severity="info">{translate('app.contacts.empty')}</Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {shown.length ? translate('app.contacts.count', { smart_count: shown.length }) : translate('app.contacts.no_match')}
          </Typography>
          {shown.length > 0 && (
            <Card>
              <List aria-label={translate('app.contacts.title')} disablePadding>
                {shown.map((contact) => (
                  <ContactRow key={contact.id} contact={contact} />
                ))}
              </List>
            </Card>
          )}
        </>
      )}
    </Box>
  );
};
