import { Box, Button, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useTranslate } from 'react-admin';
import { formatTime } from '../../common/dates';
import type { SendState } from '../offline/outbox';

// The state of one of my messages, as the messengers reps know show it (issue 35 item 2,
// docs/decisions/0030-message-states.md): a clock while it is on its way, one check when the server
// has it, two when the contact has read it; when it is not sent, why, and what happens next.

const ICON_SX = { fontSize: 16, verticalAlign: 'text-bottom', ml: 0.5 } as const;

export type MessageState = SendState | { kind: 'sent' } | { kind: 'read' };

/** The icon in my bubble beside its time; its name is the state in words (a screen reader says it, a mouse shows it). */
export const StatusIcon = ({ state }: { state: MessageState }) => {
  const translate = useTranslate();
  switch (state.kind) {
    case 'sending':
      return <ScheduleIcon sx={ICON_SX} titleAccess={translate('app.chat.status.sending')} />;
    case 'sent':
      return <DoneIcon sx={ICON_SX} titleAccess={translate('app.chat.status.sent')} />;
    case 'read':
      return <DoneAllIcon sx={ICON_SX} titleAccess={translate('app.chat.status.read')} />;
    default:
      return <ErrorOutlineIcon sx={ICON_SX} titleAccess={translate('app.chat.status.not_sent')} />;
  }
};

type NotSentProps = { state: SendState; text: string; onRetry(): void; onDelete(): void };

/** A message's beginning, to tell its buttons apart from another message's. */
const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/**
 * Below a message that is not sent: why, when it goes by itself (a 429's Retry-After, in the
 * product's zone), and the rep's choice — retry (when only a tap can send it) or delete. Nothing is
 * deleted without the tap.
 */
export const NotSentLine = ({ state, text, onRetry, onDelete }: NotSentProps) => {
  const translate = useTranslate();
  if (state.kind === 'sending') return null;
  const reason = state.kind === 'failed' ? state.reason : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', mt: 0.25 }}>
      {reason && (
        <Typography variant="caption" color="error" role="alert" sx={{ textAlign: 'right' }}>
          {translate(reason, { _: reason })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {state.kind === 'failed' ? (
          <Button
            size="small"
            color="error"
            onClick={onRetry}
            aria-label={translate('app.chat.status.retry_label', { text: excerpt(text) })}
            sx={{ textTransform: 'none', py: 0 }}
          >
            {translate('app.chat.status.failed')}
          </Button>
        ) : (
          <Typography variant="caption" color="error" sx={{ textAlign: 'right' }}>
            {state.kind === 'session-ended'
              ? translate('app.chat.status.session_ended')
              : translate('app.chat.status.rate_limited', { time: formatTime(state.retryAt) })}
          </Typography>
        )}
        <Button
          size="small"
          color="inherit"
          onClick={onDelete}
          aria-label={translate('app.chat.status.delete_label', { text: excerpt(text) })}
          sx={{ textTransform: 'none', py: 0 }}
        >
          {translate('app.chat.status.delete')}
        </Button>
      </Box>
    </Box>
  );
};
