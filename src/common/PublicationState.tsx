import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { postState } from '@markenportal/contract';
import { formatDateTime } from './dates';

/**
 * Entwurf, Geplant or Veröffentlicht with the date (docs/decisions/0009-post-states-and-log.md): posts and events,
 * by the contract's postState, which the dashboard counts by too.
 */
export const PublicationState = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  // Lists mark `livePublishedAt` on draft rows; a published row carries its own publishedAt.
  const livePublishedAt: string | null = record.livePublishedAt ?? record.publishedAt ?? null;
  const scheduledAt: string | null = record.scheduledAt ?? null;
  switch (postState({ livePublishedAt, scheduledAt })) {
    case 'live':
      return <Chip size="small" color="success" label={translate('app.posts.state.published', { date: formatDateTime(livePublishedAt) })} />;
    case 'scheduled':
      return <Chip size="small" color="info" label={translate('app.posts.state.scheduled', { date: formatDateTime(scheduledAt) })} />;
    case 'draft':
      return <Chip size="small" variant="outlined" label={translate('app.posts.state.draft')} />;
  }
};
