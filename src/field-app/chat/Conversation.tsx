import { useCallback, useEffect, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Box, CircularProgress, IconButton, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ChatMessage, ChatSummary } from '../../realtime/port';
import { useRealtime, useRealtimeEvents } from '../../realtime/RealtimeProvider';
import { PersonAvatar } from '../../common/PersonAvatar';
import { useSession } from '../../providers/useSession';
import { CHATS_KEY, markChatRead, mergeMessages, messagesKey } from '../workspace/chatCache';
import { usePendingMessages } from '../offline/OutboxProvider';
import { useOptionalOutbox } from '../offline/outboxContext';
import { sessionExpiredError } from '../../providers/strapi/errors';
import { useOpenChat, useWorkspaceUi } from '../workspace/WorkspaceProvider';
import { useMyChats } from '../workspace/useWorkspace';
import { Composer } from './Composer';
import { MessageList } from './MessageList';

const Header = ({ chat, onBack }: { chat: ChatSummary; onBack?: string }) => {
  const translate = useTranslate();
  const { showSidebar, setShowSidebar } = useWorkspaceUi();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      {onBack && (
        <IconButton component={Link} to={onBack} aria-label={translate('app.chat.back')} edge="start">
          <ArrowBackIcon />
        </IconButton>
      )}
      <PersonAvatar name={chat.contact.name} imageUrl={chat.contact.imageUrl} size={36} />
      <Typography variant="subtitle1" component="h2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 600 }}>
        {chat.contact.name}
      </Typography>
      {!onBack && (
        <IconButton
          onClick={() => setShowSidebar(!showSidebar)}
          aria-label={translate(showSidebar ? 'app.chat.hide_details' : 'app.chat.show_details')}
          aria-pressed={showSidebar}
          color={showSidebar ? 'primary' : 'default'}
        >
          <InfoOutlinedIcon />
        </IconButton>
      )}
    </Box>
  );
};

/**
 * One conversation: messages live from the port, read as they arrive while it is open. `backTo`
 * (phones) shows a back button; on phones the bottom navigation gives way to the composer.
 */
export const Conversation = ({ chatId, backTo }: { chatId: string; backTo?: string }) => {
  const translate = useTranslate();
  const port = useRealtime();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const meId = user?.id ?? null;
  const { setShowMenu } = useWorkspaceUi();
  const chats = useMyChats();
  const chat = chats.data?.find((c) => c.id === chatId);
  const messages = useQuery<ChatMessage[]>({
    queryKey: messagesKey(chatId),
    queryFn: async () => mergeMessages([], await port.listMessages(chatId)),
    // Only chats of the user: an unknown id asks the server nothing.
    enabled: !!chat,
  });

  useOpenChat(chat ? chatId : null);

  useEffect(() => {
    if (!backTo) return;
    setShowMenu(false);
    return () => setShowMenu(true);
  }, [backTo, setShowMenu]);

  const markRead = useCallback(() => {
    queryClient.setQueryData<ChatSummary[]>(CHATS_KEY, (old) => (old ? markChatRead(old, chatId) : old));
    // The badge is cleared at once; a failed call is repeated with the next message or visit.
    port.markRead(chatId).catch(() => undefined);
  }, [chatId, port, queryClient]);
  const hasUnread = (chat?.unread ?? 0) > 0;
  useEffect(() => {
    if (hasUnread) markRead();
  }, [hasUnread, markRead]);
  // A message from the contact while the chat is on screen is read at once.
  useRealtimeEvents((event) => {
    if (event.type === 'message' && event.chatId === chatId && event.message.senderId !== meId) markRead();
  });

  // A message is kept on the device first and sent from there (offline too), once (offline/outbox.ts).
  // None for the moment between a session's end and the sign-in page: the composer keeps the text and says why.
  const outbox = useOptionalOutbox();
  const send = (text: string) => (outbox ? outbox.write(chatId, text) : Promise.reject(sessionExpiredError('POST')));
  const waiting = usePendingMessages(chatId);
  const pending = useMemo(() => {
    const stored = new Set((messages.data ?? []).map((m) => m.clientId).filter(Boolean));
    return waiting.filter((item) => !stored.has(item.clientId));
  }, [waiting, messages.data]);

  if (chats.error) return <Alert severity="error">{translate('app.chat.load_error')}</Alert>;
  if (chats.isPending) return <CircularProgress sx={{ m: 'auto' }} aria-label={translate('ra.page.loading')} />;
  if (!chat)
    return (
      <Box sx={{ p: 2 }}>
        {backTo && (
          <IconButton component={Link} to={backTo} aria-label={translate('app.chat.back')}>
            <ArrowBackIcon />
          </IconButton>
        )}
        <Alert severity="warning">{translate('app.chat.not_found')}</Alert>
      </Box>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, minWidth: 0 }} aria-label={chat.contact.name} role="region">
      <Header chat={chat} onBack={backTo} />
      {messages.error ? (
        <Alert severity="error" sx={{ m: 1 }}>
          {translate('app.chat.messages_error')}
        </Alert>
      ) : messages.isPending ? (
        <CircularProgress sx={{ m: 'auto' }} aria-label={translate('ra.page.loading')} />
      ) : (
        <MessageList
          messages={messages.data}
          meId={meId}
          contactName={chat.contact.name}
          pending={pending}
          onRetry={(id) => void outbox?.retry(id)}
          onDiscard={(id) => void outbox?.discard(id)}
        />
      )}
      <Composer onSend={send} disabled={!messages.data} />
    </Box>
  );
};
