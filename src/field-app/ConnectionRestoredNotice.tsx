import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDeviceOnline } from './offline/useDeviceOnline';
import { useSessionEnd } from './offline/sessionEnd';

/** How long „Die Verbindung ist wieder da.“ stays. */
const SHOWN_MS = 4000;

/**
 * Says in German when the connection to the server is back after it was lost (a restart, no
 * network); the port reconnects by itself and the lists are read again, no reload needed. While it
 * is lost, the page's notice says so (offline/OfflineNotice): one message, not two. In the page's
 * flow where that notice was, not over it: a snackbar at the top lay over the app bar's
 * „Benutzermenü“, and, as MUI pauses its timer while the window has no focus, stayed there.
 */
export const ConnectionRestoredNotice = () => {
  const translate = useTranslate();
  const online = useDeviceOnline();
  const wasOffline = useRef(false);
  const [restored, setRestored] = useState(false);
  // With the session ended, the connection alone changes nothing: the notice asks to sign in instead.
  const { ended } = useSessionEnd();
  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setRestored(false);
    } else if (wasOffline.current) {
      wasOffline.current = false;
      setRestored(true);
    }
  }, [online]);
  useEffect(() => {
    if (!restored) return;
    const timer = setTimeout(() => setRestored(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [restored]);
  if (!restored || ended) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 1 }}>
      {translate('app.workspace.restored')}
    </Alert>
  );
};
