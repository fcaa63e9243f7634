import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { downloadFile, exportFileName } from './listCsv';

/**
 * The export of a large list: the server writes the whole filtered list as it reads it
 * (GET /exports/<list>), so no row passes through react-admin's store. `file`: the catalog key of its name.
 */
export const ServerExportButton = ({ file, meta }: { file: string; meta?: Record<string, unknown> }) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      downloadFile(await dataProvider.exportList(resource, { filter: filterValues, sort, meta }), exportFileName(translate(file)));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="ra.action.export" onClick={start} disabled={busy || total === 0} startIcon={<DownloadIcon />} />;
};
