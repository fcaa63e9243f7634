import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Box, Button, Card, Chip, Stack, Theme, Typography, useMediaQuery } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { PersonAvatar } from '../../common/PersonAvatar';
import { targetLabel } from '../contacts/contact';
import { useMyChats } from '../workspace/useWorkspace';
import { useWorkspaceUi } from '../workspace/WorkspaceProvider';
import { ChatList } from './ChatList';
import { Conversation } from './Conversation';

/** The contact beside the conversation (desktop, when shown). */
const ContactPanel = ({ chatId }: { chatId: string }) => {
  const translate = useTranslate();
  const contact = useMyChats().data?.find((c) => c.id === chatId)?.contact;
  if (!contact) return null;
  const target = targetLabel(contact.target);
  return (
    <Card component="aside" aria-label={translate('app.chat.contact_details')} sx={{ width: 260, flexShrink: 0, p: 2 }}>
      <Stack spacing={1.5} alignItems="center" textAlign="center">
        <PersonAvatar name={contact.name} imageUrl={contact.imageUrl} size={80} />
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {contact.name}
        </Typography>
        {target && <Chip size="small" label={translate(target)} />}
        <Button component={Link} to={`/contacts/${contact.id}`} variant="outlined" size="small">
          {translate('app.chat.open_profile')}
        </Button>
      </Stack>
    </Card>
  );
};

/**
 * /chat and /chat/{chatId} (also /chat?chat={id}): on phones the list and a conversation are two
 * screens; on larger screens they stand side by side.
 */
export const ChatPage = () => {
  const translate = useTranslate();
  const { chatId } = useParams();
  const [search] = useSearchParams();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { showSidebar } = useWorkspaceUi();
  const fromQuery = search.get('chat');
  if (!chatId && fromQuery) return <Navigate to={`/chat/${encodeURIComponent(fromQuery)}`} replace />;

  if (isSmall)
    return chatId ? (
      // Below the app bar, the whole screen: the bottom navigation gives way to the composer.
      <Box sx={{ height: { xs: 'calc(100dvh - 56px)', sm: 'calc(100dvh - 48px)' }, mx: -1, bgcolor: 'background.paper' }}>
        <Title title="app.chat.title" />
        <Conversation key={chatId} chatId={chatId} backTo="/chat" />
      </Box>
    ) : (
      <Box sx={{ mt: 2 }}>
        <Title title="app.chat.title" />
        <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
          {translate('app.chat.title')}
        </Typography>
        <Card>
          <ChatList />
        </Card>
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2, height: 'calc(100dvh - 48px - 32px)', minHeight: 400 }}>
      <Title title="app.chat.title" />
      <Card component="nav" aria-label={translate('app.chat.title')} sx={{ width: 340, flexShrink: 0, overflowY: 'auto' }}>
        <ChatList activeId={chatId} />
      </Card>
      <Card sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {chatId ? (
          <Conversation key={chatId} chatId={chatId} />
        ) : (
          <Typography color="text.secondary" sx={{ m: 'auto', p: 2 }}>
            {translate('app.chat.choose')}
          </Typography>
        )}
      </Card>
      {chatId && showSidebar && <ContactPanel chatId={chatId} />}
    </Box>
  );
};
