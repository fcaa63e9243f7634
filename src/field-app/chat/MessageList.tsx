import { Fragment, ReactNode, useLayoutEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../realtime/port';
import { daysAgo } from '../../common/dates';
import { useChatTime } from './chatTime';
import type { PendingMessage } from '../offline/outbox';

/** Read by screen readers, not shown (who wrote a message). */
const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

type BubbleProps = { message: Pick<ChatMessage, 'id' | 'text' | 'createdAt' | 'readAt'>; mine: boolean; senderName: string; status?: ReactNode };

const Bubble = ({ message, mine, senderName, status }: BubbleProps) => {
  const translate = useTranslate();
  const { messageTime } = useChatTime();
  return (
    <Box
      data-message-id={message.id}
      aria-busy={status ? true : undefined}
      sx={{
        position: 'relative',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        borderBottomRightRadius: mine ? 4 : undefined,
        borderBottomLeftRadius: mine ? undefined : 4,
        bgcolor: mine ? 'primary.main' : 'action.selected',
        color: mine ? 'primary.contrastText' : 'text.primary',
        opacity: status ? 0.85 : 1,
      }}
    >
      <Box component="span" sx={srOnly}>
        {`${senderName}: `}
      </Box>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
      <Typography variant="caption" component="div" sx={{ textAlign: 'right', opacity: 0.9 }}>
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {mine && message.readAt && ` · ${translate('app.chat.read')}`}
        {status}
      </Typography>
    </Box>
  );
};

/** A message written on this device that the server does not have yet: „wird gesendet“, or why it was refused. */
const PendingBubble = ({ item, onRetry, onDiscard }: { item: PendingMessage; onRetry(id: string): void; onDiscard(id: string): void }) => {
  const translate = useTranslate();
  const message = { id: item.clientId, text: item.text, createdAt: item.writtenAt, readAt: null };
  if (!item.failure) return <Bubble message={message} mine senderName={translate('app.chat.you')} status={` · ${translate('app.offline.pending')}`} />;
  return (
    <Box sx={{ alignSelf: 'flex-end', maxWidth: '80%', display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Bubble message={message} mine senderName={translate('app.chat.you')} status={` · ${translate('app.offline.not_sent')}`} />
      <Typography variant="caption" color="error" role="alert" sx={{ mt: 0.5, textAlign: 'right' }}>
        {translate(item.failure, { _: item.failure })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="small" onClick={() => onRetry(item.clientId)}>
          {translate('app.offline.retry')}
        </Button>
        <Button size="small" color="inherit" onClick={() => onDiscard(item.clientId)}>
          {translate('app.offline.discard')}
        </Button>
      </Box>
    </Box>
  );
};

type MessageListProps = {
  messages: ChatMessage[];
  meId: number | null;
  contactName: string;
  /** Written on this device and not yet stored by the server, oldest first: shown after the others. */
  pending?: readonly PendingMessage[];
  onRetry?(clientId: string): void;
  onDiscard?(clientId: string): void;
};

const ignore = () => undefined;

/** The messages of a conversation, oldest first, grouped by day; mine on the right. */
export const MessageList = ({ messages, meId, contactName, pending = [], onRetry = ignore, onDiscard = ignore }: MessageListProps) => {
  const translate = useTranslate();
  const { dayHeading } = useChatTime();
  const scroller = useRef<HTMLDivElement>(null);
  const last = pending.at(-1)?.clientId ?? messages[messages.length - 1]?.id;

  // The newest message in view: on opening and whenever one arrives.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={translate('app.chat.messages')}
      aria-live="polite"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75 }}
    >
      {messages.length === 0 && pending.length === 0 && (
        <Typography color="text.secondary" sx={{ m: 'auto', textAlign: 'center' }}>
          {translate('app.chat.no_messages')}
        </Typography>
      )}
      {messages.map((message, i) => {
        const newDay = i === 0 || daysAgo(messages[i - 1].createdAt) !== daysAgo(message.createdAt);
        const mine = message.senderId === meId;
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center', my: 1 }} component="div">
                {dayHeading(message.createdAt)}
              </Typography>
            )}
            <Bubble message={message} mine={mine} senderName={mine ? translate('app.chat.you') : contactName} />
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <PendingBubble key={item.clientId} item={item} onRetry={onRetry} onDiscard={onDiscard} />
      ))}
    </Box>
  );
};
