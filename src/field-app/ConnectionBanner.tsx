import { useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRealtimeEvents } from '../realtime/RealtimeProvider';
import { useDeviceOnline } from './offline/useDeviceOnline';

/**
 * Says in German when the live connection to the server is lost (a restart, no network) and when
 * it is back; the port reconnects by itself and the lists are read again, no reload needed. While
 * the device itself is offline, the page's offline notice says so instead (offline/OfflineNotice).
 */
export const ConnectionBanner = () => {
  const translate = useTranslate();
  const [state, setState] = useState<'online' | 'offline' | 'restored'>('online');
  const deviceOnline = useDeviceOnline();
  useRealtimeEvents((event) => {
    if (event.type !== 'connection') return;
    if (event.state === 'offline') setState('offline');
    else setState((before) => (before === 'offline' ? 'restored' : before));
  });
  return (
    <Snackbar
      open={state === 'restored' || (state === 'offline' && deviceOnline)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={state === 'restored' ? 4000 : null}
      onClose={() => setState((s) => (s === 'restored' ? 'online' : s))}
    >
      <Alert severity={state === 'offline' ? 'warning' : 'success'} variant="filled" role="status">
        {translate(state === 'offline' ? 'app.workspace.offline' : 'app.workspace.restored')}
      </Alert>
    </Snackbar>
  );
};
