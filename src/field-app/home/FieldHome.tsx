import { ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { useGetList, useTranslate } from 'react-admin';
import { formatDate } from '../../common/dates';
import { PersonAvatar } from '../../common/PersonAvatar';
import { ContactRow } from '../contacts/ContactList';
import { newestFirst } from '../contacts/contact';
import { UnreadChip } from '../chat/ChatList';
import { useMyChats, useMyContacts } from '../workspace/useWorkspace';
import { HOME_ITEMS, NEWEST_POSTS } from '../../home/queries';

/** A card of the start page: heading, "Alle anzeigen", and its list or a state message. */
const HomeSection = ({
  title,
  to,
  state,
  children,
}: {
  title: string;
  to: string;
  state: { pending: boolean; error: unknown; empty: string | null };
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const heading = translate(title);
  let body = children;
  if (state.error) body = <Alert severity="error">{translate(`${title}_error`)}</Alert>;
  else if (state.pending) body = [0, 1, 2].map((i) => <Skeleton key={i} height={48} />);
  else if (state.empty) body = <Typography color="text.secondary">{translate(state.empty)}</Typography>;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography variant="h6" component="h2" id={headingId}>
            {heading}
          </Typography>
        }
        action={
          <Button component={Link} to={to} size="small" aria-label={`${translate('app.sales_home.show_all')}: ${heading}`}>
            {translate('app.sales_home.show_all')}
          </Button>
        }
        sx={{ pb: 0 }}
      />
      <CardContent sx={{ px: state.pending || state.error || state.empty ? 2 : 0 }}>{body}</CardContent>
    </Card>
  );
};

type PostItem = { id: string; title?: string; publishedAt?: string | null; teaserImage?: { url?: string } | null };

/** The newest published posts of the current brand (the posts resource scopes to it). */
const NewestPosts = () => {
  const translate = useTranslate();
  const { data = [], isPending, error } = useGetList<PostItem>('posts', NEWEST_POSTS);
  return (
    <HomeSection title="app.sales_home.posts" to="/posts" state={{ pending: isPending, error, empty: data.length ? null : 'app.sales_home.posts_empty' }}>
      <List disablePadding>
        {data.map((post) => (
          <ListItem key={post.id} disablePadding>
            <ListItemButton component={Link} to={`/posts/${post.id}`}>
              <ListItemAvatar>
                <Avatar variant="rounded" src={post.teaserImage?.url} alt="">
                  <ArticleIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={post.title}
                secondary={post.publishedAt ? translate('app.sales_home.published', { date: formatDate(post.publishedAt) }) : undefined}
                sx={{ minWidth: 0 }}
                slotProps={{ primary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </HomeSection>
  );
};

/** Chats with unread messages, newest activity first. */
const UnreadChats = () => {
  const { data, isPending, error } = useMyChats();
  const unread = (data ?? []).filter((c) => c.unread > 0).slice(0, HOME_ITEMS);
  return (
    <HomeSection title="app.sales_home.chats" to="/chat" state={{ pending: isPending, error, empty: unread.length ? null : 'app.sales_home.chats_empty' }}>
      <List disablePadding>
        {unread.map((chat) => (
          <ListItem key={chat.id} disablePadding>
            <ListItemButton component={Link} to={`/chat/${encodeURIComponent(chat.id)}`}>
              <ListItemAvatar>
                <PersonAvatar name={chat.contact.name} imageUrl={chat.contact.imageUrl} />
              </ListItemAvatar>
              <ListItemText
                primary={chat.contact.name}
                secondary={chat.lastMessage?.text}
                sx={{ minWidth: 0 }}
                slotProps={{ primary: { noWrap: true, fontWeight: 600 }, secondary: { noWrap: true } }}
              />
              <UnreadChip count={chat.unread} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </HomeSection>
  );
};

/** The contacts the rep won most recently. */
const NewestContacts = () => {
  const { contacts, isPending, error } = useMyContacts();
  const newest = [...contacts].sort(newestFirst).slice(0, HOME_ITEMS);
  return (
    <HomeSection
      title="app.sales_home.contacts"
      to="/contacts"
      state={{ pending: isPending, error, empty: newest.length ? null : 'app.sales_home.contacts_empty' }}
    >
      <List disablePadding>
        {newest.map((contact) => (
          <ContactRow key={contact.id} contact={contact} />
        ))}
      </List>
    </HomeSection>
  );
};

/** The sales rep's start page (docs/decisions/0008-start-pages.md): newest posts, unread chats, newest contacts. */
export const FieldHome = () => (
  <Grid container spacing={2}>
    <Grid size={12}>
      <NewestPosts />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <UnreadChats />
    </Grid>
    <Grid size={{ xs: 12, md: 6 }}>
      <NewestContacts />
    </Grid>
  </Grid>
);
