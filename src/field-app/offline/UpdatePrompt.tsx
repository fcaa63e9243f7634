/// <reference types="vite-plugin-pwa/client" />
// (Named here too: the server tests' type check reaches this file through src/features.ts, without src/vite-env.d.ts.)
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { registerSW } from 'virtual:pwa-register';

/**
 * Registers the service worker (pwaConfig.ts) once a rep is in the field app, and offers a new
 * version when one is installed: „Neue Version – neu laden“ activates it and reloads, so no page
 * runs old code against new files.
 */
const UpdatePrompt = () => {
  const translate = useTranslate();
  const [waiting, setWaiting] = useState(false);
  const update = useRef<((reload?: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    update.current ??= registerSW({ immediate: true, onNeedRefresh: () => setWaiting(true) });
  }, []);
  return (
    <Snackbar open={waiting} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        action={
          <Button color="inherit" size="small" onClick={() => void update.current?.(true)}>
            {translate('app.offline.reload')}
          </Button>
        }
      >
        {translate('app.offline.new_version')}
      </Alert>
    </Snackbar>
  );
};

export default UpdatePrompt;
