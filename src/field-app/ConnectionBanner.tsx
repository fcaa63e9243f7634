import { useEffect, useRef, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDeviceOnline } from './offline/useDeviceOnline';
import { useSessionEnd } from './offline/sessionEnd';

/**
 * Says in German when the connection to the server is back after it was lost (a restart, no
 * network); the port reconnects by itself and the lists are read again, no reload needed. While it
 * is lost, the page's notice says so (offline/OfflineNotice): one message, not two.
 */
export const ConnectionBanner = () => {
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
  return (
    <Snackbar open={restored && !ended} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={4000} onClose={() => setRestored(false)}>
      <Alert severity="success" variant="filled" role="status">
        {translate('app.workspace.restored')}
      </Alert>
    </Snackbar>
  );
};
