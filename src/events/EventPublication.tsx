import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';
import { Box, Stack } from '@mui/material';
import { TopToolbar, useRecordContext } from 'react-admin';
import type { PostLogEntry } from '@markenportal/contract';
import { PublicationActions } from '../common/PublicationActions';
import { PublicationLog } from '../common/PublicationLog';
import { hasUnpublishedChanges, PublicationState } from '../common/PublicationState';

/**
 * The event page's state and publication: the edit form changes the draft, readers keep the
 * published version until Änderungen veröffentlichen (as for posts, decision 0009).
 */
export const EventPublicationBar = ({ unsavedChanges = false }: { unsavedChanges?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  // The draft comes with `livePublishedAt` (the published version's date, or null).
  const isLive = !!record.livePublishedAt;
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
        <PublicationState />
        <Box sx={{ flex: 1 }} />
        <PublicationActions resource="events" isLive={isLive} hasUnpublishedChanges={hasUnpublishedChanges(record)} unsavedChanges={unsavedChanges} />
      </Stack>
    </TopToolbar>
  );
};

/** Who published and withdrew the event, and when. */
export const EventLog = () => {
  const record = useRecordContext();
  return (
    <Box sx={{ ml: { md: 2 }, minWidth: { md: 280 } }}>
      <PublicationLog log={record?.log as PostLogEntry[] | undefined} title="app.events.log" />
    </Box>
  );
};

/** Inside the event's form: tells the page whether the form holds unsaved changes (the publication bar is outside it). */
export const ReportUnsavedChanges = ({ onChange }: { onChange: (unsaved: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};
