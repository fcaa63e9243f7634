import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { AUDIT_LIST_PARAMS, AUDIT_LOG, actorSearch } from './auditLogParams';

const pages = () => import('./pages');

/**
 * /audit-log („Protokoll“) and /audit-log/{id}/show (issue 37, item 1): the audit entries the server
 * writes with every write, read-only (GET /api/audit-entries). The section „Verlauf“ of a record's
 * page is `AuditHistory.tsx`, imported by the pages of brands, users, posts and events.
 */
export default defineFeature({
  name: AUDIT_LOG,
  icon: ManageSearchIcon,
  label: 'app.menu.audit_log',
  data: { endpoint: 'audit-entries', kind: 'content', search: actorSearch, listParams: AUDIT_LIST_PARAMS },
  resource: { list: lazyPage(pages, 'AuditLogList'), show: lazyPage(pages, 'AuditEntryShow') },
});
