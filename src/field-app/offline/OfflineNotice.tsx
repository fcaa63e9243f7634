import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../common/dates';
import { useDeviceOnline, useShownDataTime } from './useDeviceOnline';

/**
 * On top of the rep's page while the device is offline: that it is, and how old the data shown is
 * (a notice, not an error; the pages show what was saved on the device).
 */
export const OfflineNotice = () => {
  const translate = useTranslate();
  const online = useDeviceOnline();
  const shownTime = useShownDataTime();
  if (online) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 1 }}>
      {shownTime === null ? translate('app.offline.notice_no_data') : translate('app.offline.notice', { when: formatDateTime(new Date(shownTime)) })}
    </Alert>
  );
};

/**
 * The back office is online only (issue 23 item 5): offline, its lists cannot be current, and it
 * says so instead of showing what it read before as if it were.
 */
export const BackOfficeOfflineNotice = () => {
  const translate = useTranslate();
  const online = useDeviceOnline();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 1 }}>
      {translate('app.offline.back_office')}
    </Alert>
  );
};
