import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { postState, type PostStateFacts } from '@markenportal/contract';
import type { RaRecord } from 'react-admin';
import { formatDateTime } from './dates';

/**
 * Entwurf, Geplant or Veröffentlicht with the date (docs/decisions/0009-post-states-and-log.md): posts and events,
 * by the contract's postState, which the dashboard counts by too.
 */
/** A list row's or record's state facts: lists mark `livePublishedAt` on draft rows; a published row carries its own publishedAt. */
export const publicationFacts = (record: RaRecord): PostStateFacts => ({
  livePublishedAt: record.livePublishedAt ?? record.publishedAt ?? null,
  scheduledAt: record.scheduledAt ?? null,
});

export const PublicationState = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const { livePublishedAt, scheduledAt } = publicationFacts(record);
  switch (postState({ livePublishedAt, scheduledAt })) {
    case 'live':
      return <Chip size="small" color="success" label={translate('app.posts.state.published', { date: formatDateTime(livePublishedAt) })} />;
    case 'scheduled':
      return <Chip size="small" color="info" label={translate('app.posts.state.scheduled', { date: formatDateTime(scheduledAt) })} />;
    case 'draft':
      return <Chip size="small" variant="outlined" label={translate('app.posts.state.draft')} />;
  }
};
