import { Fragment, useLayoutEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../realtime/port';
import { daysAgo } from '../../common/dates';
import { useChatTime } from './chatTime';
import type { PendingView } from '../offline/outbox';
import { NotSentLine, StatusIcon, type MessageState } from './MessageStatus';

/** Read by screen readers, not shown (who wrote a message). */
const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

type BubbleProps = {
  message: Pick<ChatMessage, 'id' | 'text' | 'createdAt'>;
  mine: boolean;
  senderName: string;
  /** Mine only: where the message is (sending, sent, read, not sent). */
  state?: MessageState;
};

const Bubble = ({ message, mine, senderName, state }: BubbleProps) => {
  const { messageTime } = useChatTime();
  const waiting = !!state && state.kind !== 'sent' && state.kind !== 'read';
  return (
    <Box
      data-message-id={message.id}
      aria-busy={state?.kind === 'sending' ? true : undefined}
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
        opacity: waiting ? 0.85 : 1,
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
        {state && <StatusIcon state={state} />}
      </Typography>
    </Box>
  );
};

/** A message written on this device that the server does not have yet: its state, and when not sent, why and the rep's choice. */
const PendingBubble = ({ item, onRetry, onDiscard }: { item: PendingView; onRetry(id: string): void; onDiscard(id: string): void }) => {
  const translate = useTranslate();
  const message = { id: item.clientId, text: item.text, createdAt: item.writtenAt };
  return (
    <Box data-pending-id={item.clientId} sx={{ alignSelf: 'flex-end', maxWidth: '80%', display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Bubble message={message} mine senderName={translate('app.chat.you')} state={item.state} />
      <NotSentLine state={item.state} text={item.text} onRetry={() => onRetry(item.clientId)} onDelete={() => onDiscard(item.clientId)} />
    </Box>
  );
};

type MessageListProps = {
  messages: ChatMessage[];
  meId: number | null;
  contactName: string;
  /** Written on this device and not yet stored by the server, oldest first: shown after the others. */
  pending?: readonly PendingView[];
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
            <Bubble
              message={message}
              mine={mine}
              senderName={mine ? translate('app.chat.you') : contactName}
              // The server keeps when the contact read my message (ChatMessage.readAt, the live 'read' event).
              state={mine ? { kind: message.readAt ? 'read' : 'sent' } : undefined}
            />
          </Fragment>
        );
      })}
      {pending.map((item) => (
        <PendingBubble key={item.clientId} item={item} onRetry={onRetry} onDiscard={onDiscard} />
      ))}
    </Box>
  );
};
