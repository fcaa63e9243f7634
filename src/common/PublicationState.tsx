import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from './dates';

/** Entwurf, Geplant or Veröffentlicht with the date (docs/decisions/0009-post-states-and-log.md): posts and events. */
export const PublicationState = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const since = record.livePublishedAt ?? record.publishedAt;
  if (since) return <Chip size="small" color="success" label={translate('app.posts.state.published', { date: formatDateTime(since) })} />;
  return record.scheduledAt ? (
    <Chip size="small" color="info" label={translate('app.posts.state.scheduled', { date: formatDateTime(record.scheduledAt) })} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.posts.state.draft')} />
  );
};
