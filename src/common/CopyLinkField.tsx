import type { FocusEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

/** A link to pass on: shown read-only, copied with one click. */
export const CopyLinkField = ({ value, label }: { value: string; label: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.team.copied', { type: 'success' });
    } catch {
      // No clipboard (insecure origin, denied permission): the field stays selectable.
      notify('app.team.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <TextField
        label={translate(label)}
        value={value}
        size="small"
        fullWidth
        slotProps={{ input: { readOnly: true }, htmlInput: { onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
      />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ flexShrink: 0 }}>
        {translate('app.team.copy')}
      </Button>
    </Stack>
  );
};
