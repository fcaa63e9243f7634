import { Fragment, useLayoutEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../realtime/port';
import { daysAgo } from '../../common/dates';
import { useChatTime } from './chatTime';

/** Read by screen readers, not shown (who wrote a message). */
const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const Bubble = ({ message, mine, senderName }: { message: ChatMessage; mine: boolean; senderName: string }) => {
  const translate = useTranslate();
  const { messageTime } = useChatTime();
  return (
    <Box
      data-message-id={message.id}
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
      </Typography>
    </Box>
  );
};

/** The messages of a conversation, oldest first, grouped by day; mine on the right. */
export const MessageList = ({ messages, meId, contactName }: { messages: ChatMessage[]; meId: number | null; contactName: string }) => {
  const translate = useTranslate();
  const { dayHeading } = useChatTime();
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1]?.id;

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
      {messages.length === 0 && (
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
    </Box>
  );
};
