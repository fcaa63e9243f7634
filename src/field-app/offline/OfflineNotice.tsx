import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../common/dates';
import { useShownDataTime } from './useDeviceOnline';
import { useConnectionLoss } from './useConnectionLoss';
import { useSessionEnd, useSignInAgain } from './sessionEnd';

/**
 * The session ended (sessionEnd.tsx): said at once, with the way back. Not „wird automatisch
 * wiederhergestellt“: only signing in again helps (issue 35 item 2).
 */
const SessionEndedNotice = () => {
  const translate = useTranslate();
  const signInAgain = useSignInAgain();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={signInAgain}>
          {translate('app.offline.session_ended_sign_in')}
        </Button>
      }
    >
      {translate('app.offline.session_ended')}
    </Alert>
  );
};

/**
 * On top of the rep's page while the session has ended or the app has no connection: why (no network, or the server does
 * not answer), and how old the data shown is (a notice, not an error; the pages show what was saved
 * on the device). The one place that says so: ConnectionRestoredNotice only says when it is back.
 */
export const OfflineNotice = () => {
  const translate = useTranslate();
  const loss = useConnectionLoss();
  const shownTime = useShownDataTime();
  const { ended } = useSessionEnd();
  if (ended) return <SessionEndedNotice />;
  if (loss === 'none') return null;
  const prefix = loss === 'device' ? 'app.offline.device' : 'app.offline.server';
  return (
    <Alert severity={loss === 'device' ? 'info' : 'warning'} role="status" sx={{ mb: 1 }}>
      {shownTime === null ? translate(`${prefix}_no_data`) : translate(prefix, { when: formatDateTime(new Date(shownTime)) })}
    </Alert>
  );
};

/**
 * The back office is online only (issue 23 item 5): without a connection its lists cannot be
 * current, and it says so instead of showing what it read before as if it were.
 */
export const BackOfficeOfflineNotice = () => {
  const translate = useTranslate();
  const loss = useConnectionLoss();
  if (loss === 'none') return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 1 }}>
      {translate(loss === 'device' ? 'app.offline.back_office_device' : 'app.offline.back_office_server')}
    </Alert>
  );
};
