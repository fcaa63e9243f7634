import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, useDataProvider, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { downloadFile, exportFileName, listCsv } from '../common/export/listCsv';
import { LIST_EXPORT_LIMIT } from '../common/export/ListExportButton';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { AUDIT_EXPORT } from './auditExport';

/** Rows per request: the server answers at most this many per page (server/config/api.ts, `maxLimit`). */
export const EXPORT_PAGE_SIZE = 1000;

type Page<T> = { data: T[]; total?: number };

/**
 * Reads a list page by page, up to `limit` rows: the server caps each page, and the audit log is
 * larger than one. Stops at the last page, at the limit, or when a page comes back short; `total`
 * is what the server counted, so a cut export can say so.
 */
export const readPages = async <T,>(read: (page: number, perPage: number) => Promise<Page<T>>, limit = LIST_EXPORT_LIMIT, pageSize = EXPORT_PAGE_SIZE) => {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < limit; page += 1) {
    const answer = await read(page, pageSize);
    rows.push(...answer.data);
    total = answer.total ?? rows.length;
    if (answer.data.length < pageSize || rows.length >= total) break;
  }
  return { rows: rows.slice(0, limit), total: Math.max(total, rows.length) };
};

/**
 * „Exportieren“ of „Protokoll“: the whole filtered list as German CSV, like the other lists
 * (docs/decisions/0021-list-exports-and-bulk-actions.md), read in pages; beyond the bound it
 * exports the first rows in the list's order and says how many there were.
 */
export const AuditExportButton = () => {
  const { resource, filter, filterValues, sort, total } = useListContext();
  const { role } = useSession();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!canAccess(role, resource, 'export')) return null;
  const run = async () => {
    setBusy(true);
    try {
      const { rows, total: counted } = await readPages((page, perPage) =>
        dataProvider.getList<RaRecord>(resource, { filter: { ...filterValues, ...filter }, sort, pagination: { page, perPage } }),
      );
      downloadFile(listCsv(rows as never[], AUDIT_EXPORT, translate), exportFileName(translate('app.exports.files.audit_log')));
      if (counted > rows.length)
        notify('app.audit_log.export_cut', {
          type: 'warning',
          messageArgs: { n: rows.length.toLocaleString('de-DE'), total: counted.toLocaleString('de-DE') },
        });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="ra.action.export" startIcon={<DownloadIcon />} disabled={busy || total === 0} onClick={run} />;
};
