import { Chip, Stack } from '@mui/material';
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

/**
 * Whether a live document's draft was changed after its published version: readers still get the
 * published one. A publish copies the draft, so the draft's `updatedAt` is then not after it.
 */
export const hasUnpublishedChanges = (record: RaRecord): boolean => {
  const { livePublishedAt } = publicationFacts(record);
  return !!livePublishedAt && !!record.updatedAt && new Date(record.updatedAt).getTime() > new Date(livePublishedAt).getTime();
};

export const PublicationState = (_props: { label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const { livePublishedAt, scheduledAt } = publicationFacts(record);
  switch (postState({ livePublishedAt, scheduledAt })) {
    case 'live': {
      const live = <Chip size="small" color="success" label={translate('app.posts.state.published', { date: formatDateTime(livePublishedAt) })} />;
      if (!hasUnpublishedChanges(record)) return live;
      return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {live}
          <Chip size="small" color="warning" variant="outlined" label={translate('app.publication.changed')} />
        </Stack>
      );
    }
    case 'scheduled':
      return <Chip size="small" color="info" label={translate('app.posts.state.scheduled', { date: formatDateTime(scheduledAt) })} />;
    case 'draft':
      return <Chip size="small" variant="outlined" label={translate('app.posts.state.draft')} />;
  }
};
