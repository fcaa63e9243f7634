import { Link } from 'react-router-dom';
import { Alert, Box, Button, Chip, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatSummary } from '../../realtime/port';
import { PersonAvatar } from '../../common/PersonAvatar';
import { useSession } from '../../providers/useSession';
import { useMyChats } from '../workspace/useWorkspace';
import { useChatTime } from './chatTime';

/** The unread count of one chat, with its German name for screen readers. */
export const UnreadChip = ({ count }: { count: number }) => {
  const translate = useTranslate();
  if (count <= 0) return null;
  const label = translate('app.chat.unread', { count });
  return <Chip size="small" color="primary" label={count > 99 ? '99+' : count} aria-label={label} title={label} sx={{ height: 20, minWidth: 20 }} />;
};

const ChatRow = ({ chat, active }: { chat: ChatSummary; active: boolean }) => {
  const translate = useTranslate();
  const { listTime } = useChatTime();
  const { user } = useSession();
  const last = chat.lastMessage;
  const preview = last ? (last.senderId === user?.id ? translate('app.chat.you_prefix', { text: last.text }) : last.text) : '';
  const unread = chat.unread > 0;
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={`/chat/${encodeURIComponent(chat.id)}`} selected={active} aria-current={active ? 'page' : undefined}>
        <ListItemAvatar>
          <PersonAvatar name={chat.contact.name} imageUrl={chat.contact.imageUrl} />
        </ListItemAvatar>
        <ListItemText
          primary={chat.contact.name}
          secondary={preview}
          sx={{ minWidth: 0 }}
          slotProps={{
            primary: { noWrap: true, fontWeight: unread ? 700 : undefined },
            secondary: { noWrap: true, color: unread ? 'text.primary' : undefined },
          }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5, ml: 1, flexShrink: 0 }}>
          <Typography variant="caption" color={unread ? 'primary' : 'text.secondary'}>
            {listTime(last?.createdAt)}
          </Typography>
          <UnreadChip count={chat.unread} />
        </Box>
      </ListItemButton>
    </ListItem>
  );
};

/** The rep's conversations, newest activity first, each with its unread count. */
export const ChatList = ({ activeId }: { activeId?: string }) => {
  const translate = useTranslate();
  const { data: chats, isPending, error } = useMyChats();
  if (error) return <Alert severity="error">{translate('app.chat.load_error')}</Alert>;
  if (isPending)
    return (
      <Box>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rectangular" height={64} sx={{ m: 1 }} />
        ))}
      </Box>
    );
  if (!chats.length)
    return (
      <Box sx={{ p: 2 }}>
        <Typography color="text.secondary" gutterBottom>
          {translate('app.chat.empty')}
        </Typography>
        <Button component={Link} to="/contacts" variant="outlined">
          {translate('app.chat.to_contacts')}
        </Button>
      </Box>
    );
  return (
    <List aria-label={translate('app.chat.list_label')} disablePadding>
      {chats.map((chat) => (
        <ChatRow key={chat.id} chat={chat} active={chat.id === activeId} />
      ))}
    </List>
  );
};
