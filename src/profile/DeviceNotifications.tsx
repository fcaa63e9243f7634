import { useEffect, useState } from 'react';
import { Alert, Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { HttpError, useDataProvider, useGetIdentity, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { browserPush, deviceState, disableDevice, enableDevice, ServiceWorkerNotReady, type BrowserPush, type DeviceState } from './webPushDevice';

/**
 * „Benachrichtigungen auf diesem Gerät“: Web Push for this browser (docs/decisions/0027-web-push.md).
 * `push` is the browser's API (a test passes doubles).
 */
export const DeviceNotifications = ({ push = browserPush() }: { push?: BrowserPush }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    deviceState(push)
      .then((found) => current && setState(found))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [push]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      setState(await (on ? enableDevice(push, dataProvider, identity?.id) : disableDevice(push, dataProvider)));
    } catch (error) {
      // The server's refusals are German already (a rate limit says when to try again).
      if (error instanceof HttpError && error.message) setProblem(error.message);
      else setProblem(translate(error instanceof ServiceWorkerNotReady ? 'app.web_push.not_ready' : 'app.web_push.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  const usable = state === 'on' || state === 'off';
  return (
    <Box sx={{ mt: 3 }}>
      <FormControlLabel
        control={<Switch checked={state === 'on'} disabled={!usable || busy} onChange={(event) => void toggle(event.target.checked)} />}
        label={translate('app.web_push.title')}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(usable ? `app.web_push.${state}` : 'app.web_push.hint')}
      </Typography>
      {!usable && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate(`app.web_push.${state}`)}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
};
