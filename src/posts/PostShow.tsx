import { Link, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardMedia, Chip, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useQuery } from '@tanstack/react-query';
import { DeleteWithConfirmButton, Loading, RecordContextProvider, ShowBase, Title, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { SafeHtml } from '../common/SafeHtml';
import { hasUnpublishedChanges as changedSinceLive, PublicationState } from '../common/PublicationState';
import { SchedulePanel } from './SchedulePanel';
import { NotificationPanel } from './NotificationPanel';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { PublicationActions, planDate } from '../common/PublicationActions';
import { PublicationLog } from '../common/PublicationLog';
import { PublishAudience } from './PublishAudience';
import { AuditHistory } from '../audit-log/AuditHistory';

const PostDetail = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { role } = useSession();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The list's state needs the schedule too; the panel below reads the same query.
  const { data: schedules = [] } = useQuery({
    queryKey: ['posts', 'schedule', record?.id],
    queryFn: () => dataProvider.getScheduledPublications([record!.id]),
    enabled: !!record && canAccess(role, 'post-schedules', 'list'),
  });
  if (!record) return null;
  const canWrite = canAccess(role, 'posts', 'edit');
  const scheduledAt = schedules.find((s) => s.mode === 'publish')?.executeAt ?? null;
  // The draft comes with `livePublishedAt` (the published version's date, or null), read without a 404.
  const livePublishedAt: string | null = record.livePublishedAt ?? null;
  const isLive = livePublishedAt !== null;
  const withLive: RaRecord = { ...record, scheduledAt };
  return (
    <Box sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={record.title} />
      <PageBreadcrumbs list="/posts" listLabel="app.posts.title" />
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <PostStateFor record={withLive} />
        <Chip size="small" label={translate(`app.posts.types.${record.type}`)} />
        <Box sx={{ flex: 1 }} />
        {canWrite && (
          <>
            <Button component={Link} to={`/posts/${record.id}/edit`} startIcon={<EditIcon />}>
              {translate('ra.action.edit')}
            </Button>
            <PublicationActions
              resource="posts"
              isLive={isLive}
              hasUnpublishedChanges={changedSinceLive(withLive)}
              plannedAt={scheduledAt}
              publishDetails={<PublishAudience postId={record.id} />}
            />
            <DeleteWithConfirmButton
              resource="posts"
              redirect="/posts"
              // Undoable: „Rückgängig“ in the notice; the request waits for it (docs/architecture.md).
              mutationMode="undoable"
              // A planned publication goes with the post (decision 0023): the confirmation says so.
              confirmContent={
                scheduledAt
                  ? `${translate('resources.posts.message.delete_content', { recordRepresentation: record.title })} ${translate('app.publication.delete_removes_plan', planDate(scheduledAt))}`
                  : undefined
              }
            />
          </>
        )}
      </Stack>
      <Card>
        {record.teaserImage?.url && <CardMedia component="img" image={record.teaserImage.url} alt="" sx={{ maxHeight: 320, objectFit: 'cover' }} />}
        <CardContent>
          <Typography variant="h4" component="h2" gutterBottom>
            {record.title}
          </Typography>
          <SafeHtml html={record.content} />
        </CardContent>
      </Card>
      {canWrite && !isLive && <SchedulePanel postId={record.id} />}
      {canWrite && <NotificationPanel postId={record.id} />}
      {canWrite && <PublicationLog log={record.log} title="app.posts.log" />}
      <AuditHistory resource="post" recordId={record.id} />
    </Box>
  );
};

const PostStateFor = ({ record }: { record: RaRecord }) => (
  <RecordContextProvider value={record}>
    <PublicationState />
  </RecordContextProvider>
);

/** /posts/{id}: the post as a reader sees it, with state, actions and log for its editors. */
export const PostShow = () => {
  const { id } = useParams();
  return (
    <ShowBase resource="posts" id={id} queryOptions={{ meta: { status: 'draft' } }} loading={<Loading />}>
      <PostDetail />
    </ShowBase>
  );
};
