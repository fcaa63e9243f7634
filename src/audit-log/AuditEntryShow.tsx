import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { Loading, RecordContextProvider, ShowBase, Title, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { AuditEntry } from '@markenportal/contract';
import { formatDateTime } from '../common/dates';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { AUDIT_LOG } from './auditLogParams';
import { actionName, resourceName } from './auditNames';
import { NOTHING } from './auditValues';
import { AuditChanges } from './AuditChanges';

type Entry = AuditEntry & RaRecord;

/** One fact of the entry: its German name, then its value (or „–“). */
const Fact = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}>
        {children === null || children === undefined || children === '' ? NOTHING : children}
      </Typography>
    </>
  );
};

const FactCard = ({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
          {translate(title)}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {children}
        </Box>
        {footer}
      </CardContent>
    </Card>
  );
};

const EntryDetail = () => {
  const entry = useRecordContext<Entry>();
  const translate = useTranslate();
  if (!entry) return null;
  const action = actionName(entry.action, translate);
  const resource = resourceName(entry.resource, translate);
  // The breadcrumbs name the entry as the page's title does.
  const labelled = { ...entry, title: `${action}: ${resource}` };
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={translate('app.audit_log.entry_title', { action, resource })} />
      <RecordContextProvider value={labelled}>
        <PageBreadcrumbs list={`/${AUDIT_LOG}`} listLabel="app.audit_log.title" />
      </RecordContextProvider>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <FactCard
            title="app.audit_log.sections.who"
            footer={
              entry.actorId !== null && (
                <Button
                  component={Link}
                  size="small"
                  to={`/${AUDIT_LOG}?${new URLSearchParams({ filter: JSON.stringify({ actorId: String(entry.actorId) }), displayedFilters: JSON.stringify({ actorId: true }) })}`}
                >
                  {translate('app.audit_log.entries_of_actor')}
                </Button>
              )
            }
          >
            <Fact label="resources.audit-log.fields.actorName">{entry.actorName ?? translate('app.audit_log.system')}</Fact>
            <Fact label="resources.audit-log.fields.actorRole">
              {entry.actorRole ? translate(`app.roles.${entry.actorRole}`, { _: entry.actorRole }) : null}
            </Fact>
            <Fact label="resources.audit-log.fields.brandName">{entry.brandName}</Fact>
          </FactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FactCard title="app.audit_log.sections.what">
            <Fact label="resources.audit-log.fields.occurredAt">{formatDateTime(entry.occurredAt)}</Fact>
            <Fact label="resources.audit-log.fields.action">{action}</Fact>
            <Fact label="resources.audit-log.fields.resource">{resource}</Fact>
            <Fact label="resources.audit-log.fields.recordLabel">{entry.recordLabel}</Fact>
            <Fact label="resources.audit-log.fields.recordId">{entry.recordId}</Fact>
          </FactCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FactCard title="app.audit_log.sections.where">
            <Fact label="resources.audit-log.fields.ip">{entry.ip}</Fact>
            <Fact label="resources.audit-log.fields.userAgent">{entry.userAgent}</Fact>
            <Fact label="resources.audit-log.fields.requestId">{entry.requestId}</Fact>
          </FactCard>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
                {translate('app.audit_log.changes')}
              </Typography>
              <AuditChanges resource={entry.resource} changes={entry.changes} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
};

/** /audit-log/{id}/show: who wrote, when, from where, and each changed field before and after. */
export const AuditEntryShow = () => {
  const { id } = useParams();
  return (
    <ShowBase resource={AUDIT_LOG} id={id} loading={<Loading />}>
      <EntryDetail />
    </ShowBase>
  );
};
