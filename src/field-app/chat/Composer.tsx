import { KeyboardEvent, useState } from 'react';
import { Alert, Box, CircularProgress, IconButton, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { HttpError, useTranslate } from 'react-admin';

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line, empty text is not sent. The text
 * is only cleared once the message is sent; a failure keeps it and says so in German. A refusal of
 * the server (too many messages: 429) shows the server's German text, which says when to try again.
 */
export const Composer = ({ onSend, disabled = false }: { onSend: (text: string) => Promise<unknown>; disabled?: boolean }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  /** The catalog key or the server's text of the last failure. */
  const [failed, setFailed] = useState<string | null>(null);
  const canSend = !disabled && !sending && text.trim().length > 0;

  const send = async () => {
    if (!canSend) return;
    const sent = text;
    setSending(true);
    setFailed(null);
    try {
      await onSend(sent.trim());
      // What was typed while sending stays.
      setText((current) => (current === sent ? '' : current));
    } catch (error) {
      const refused = error instanceof HttpError && error.status >= 400 && error.status < 500;
      setFailed(refused ? error.message : 'app.chat.send_failed');
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // An IME composition ends with Enter too: that Enter is not "send".
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, bgcolor: 'background.paper' }}>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }} onClose={() => setFailed(null)}>
          {translate(failed, { _: failed })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <TextField
          multiline
          maxRows={5}
          fullWidth
          size="small"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={translate('app.chat.composer_placeholder')}
          disabled={disabled}
          slotProps={{ htmlInput: { 'aria-label': translate('app.chat.composer'), title: translate('app.chat.composer_hint'), enterKeyHint: 'send' } }}
        />
        <IconButton color="primary" onClick={send} disabled={!canSend} aria-label={translate('app.chat.send')} title={translate('app.chat.send')}>
          {sending ? <CircularProgress size={22} /> : <SendIcon />}
        </IconButton>
      </Box>
    </Box>
  );
};
