import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ListBase, Pagination, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { AuditEntry } from '@markenportal/contract';
import { formatDateTime } from '../common/dates';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { AUDIT_LOG } from './auditLogParams';
import { actionName } from './auditNames';
import { AuditChanges } from './AuditChanges';

type Entry = AuditEntry & RaRecord;

/** Entries of one record per page of the section. */
export const HISTORY_PAGE_SIZE = 10;

const EntryItem = ({ entry }: { entry: Entry }) => {
  const translate = useTranslate();
  const who = entry.actorName ?? translate('app.audit_log.system');
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="strong" sx={{ mr: 1 }}>
            {actionName(entry.action, translate)}
          </Box>
          {`${formatDateTime(entry.occurredAt)} · ${who}`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <AuditChanges resource={entry.resource} changes={entry.changes} />
        <Button component={Link} to={`/${AUDIT_LOG}/${entry.id}/show`} size="small" sx={{ mt: 1 }}>
          {translate('app.audit_log.open_entry')}
        </Button>
      </AccordionDetails>
    </Accordion>
  );
};

const Entries = () => {
  const translate = useTranslate();
  const { data, isPending, error, total } = useListContext<Entry>();
  if (isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (error) return <Alert severity="error">{translate('app.audit_log.history_error')}</Alert>;
  if (!data?.length) return <Typography color="text.secondary">{translate('app.audit_log.history_empty')}</Typography>;
  return (
    <>
      {data.map((entry) => (
        <EntryItem key={entry.id} entry={entry} />
      ))}
      {(total ?? 0) > HISTORY_PAGE_SIZE && <Pagination rowsPerPageOptions={[]} />}
    </>
  );
};

/**
 * „Verlauf“ on a record's page (issue 37, item 1): its audit entries, newest first, paged, each
 * with who, when and what, its changes to unfold. Only for roles that read the audit log; the
 * server decides which entries they get. `resource` is the entry's (the access table's name:
 * 'post', 'event', 'brand', 'user'); `recordId` the record's documentId, a user's numeric id.
 */
export const AuditHistory = ({ resource, recordId }: { resource: string; recordId: string | number | null | undefined }) => {
  const { role } = useSession();
  const translate = useTranslate();
  const titleId = useId();
  if (recordId === null || recordId === undefined || recordId === '' || !canAccess(role, AUDIT_LOG, 'list')) return null;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ mt: 2 }}>
      <CardHeader title={translate('app.audit_log.history')} slotProps={{ title: { id: titleId, component: 'h2', variant: 'subtitle1', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>
        <ListBase
          resource={AUDIT_LOG}
          filter={{ resource, recordId: String(recordId) }}
          sort={{ field: 'occurredAt', order: 'DESC' }}
          perPage={HISTORY_PAGE_SIZE}
          disableSyncWithLocation
          storeKey={false}
        >
          <Entries />
        </ListBase>
      </CardContent>
    </Card>
  );
};

/** „Verlauf“ of the record in context (a form's or a detail page's). */
export const RecordAuditHistory = ({ resource }: { resource: string }) => {
  const record = useRecordContext();
  return <AuditHistory resource={resource} recordId={record?.id} />;
};
