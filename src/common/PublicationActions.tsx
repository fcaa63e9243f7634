import { useState, type ReactNode } from 'react';
import { Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider, PublishedResource } from '../providers/dataProvider';
import { readAgain } from '../providers/queryClient';
import { formatDate, formatTime } from './dates';

type Action = 'publish' | 'unpublish';

/** „am 28.03.2027 um 10:00 Uhr“: the planned publication as the confirmations name it. */
export const planDate = (plannedAt: string) => ({ date: formatDate(plannedAt), time: formatTime(plannedAt) });

/**
 * Publish and withdraw a post or an event, each after a confirmation that says what will happen; the
 * primary action follows the state: a draft's is Veröffentlichen, a live one offers its changes and
 * withdrawal. A planned publication is named: publishing now replaces it, withdrawing removes it
 * unless unticked (docs/decisions/0023-one-publication-state.md). Texts: `app.<resource>.…`.
 */
export const PublicationActions = ({
  resource,
  isLive,
  hasUnpublishedChanges,
  plannedAt = null,
  publishDetails,
  unsavedChanges = false,
}: {
  resource: PublishedResource;
  isLive: boolean;
  hasUnpublishedChanges: boolean;
  /** When a planned publication would run (posts only). */
  plannedAt?: string | null;
  /** More to say in the publish confirmation (a post's audience). */
  publishDetails?: ReactNode;
  /** The page's form holds changes not saved yet: publishing would skip them, so it waits for the save. */
  unsavedChanges?: boolean;
}) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState<Action | null>(null);
  const [removePlan, setRemovePlan] = useState(true);
  const { mutate, isPending } = useMutation({
    mutationFn: (action: Action) =>
      action === 'unpublish'
        ? dataProvider.unpublishDocument(resource, record!.id, { keepPlan: !!plannedAt && !removePlan })
        : dataProvider.publishDocument(resource, record!.id),
    onSuccess: (_data, action) => {
      setAsking(null);
      notify(`app.${resource}.${action === 'unpublish' ? 'unpublished_notice' : 'published_notice'}`, { type: 'success' });
      void readAgain(queryClient, { queryKey: [resource] });
    },
    onError: (error: Error) => {
      setAsking(null);
      notify(error.message, { type: 'error' });
    },
  });
  if (!record) return null;
  const title = record.title as string;
  const ask = (action: Action) => {
    setRemovePlan(true);
    setAsking(action);
  };
  return (
    <>
      {unsavedChanges && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.publication.save_first')}
        </Typography>
      )}
      {!isLive && (
        <Button variant="contained" startIcon={<PublishIcon />} disabled={isPending || unsavedChanges} onClick={() => ask('publish')}>
          {translate(`app.${resource}.publish`)}
        </Button>
      )}
      {isLive && hasUnpublishedChanges && (
        <Button variant="outlined" startIcon={<PublishIcon />} disabled={isPending || unsavedChanges} onClick={() => ask('publish')}>
          {translate(`app.${resource}.publish_changes`)}
        </Button>
      )}
      {isLive && (
        <Button variant="outlined" startIcon={<UnpublishedIcon />} disabled={isPending} onClick={() => ask('unpublish')}>
          {translate(`app.${resource}.unpublish`)}
        </Button>
      )}
      <Confirm
        isOpen={asking === 'publish'}
        loading={isPending}
        title={translate(`app.${resource}.confirm.publish_title`, { title })}
        content={
          <>
            {translate(`app.${resource}.confirm.${isLive ? 'publish_changes_content' : 'publish_content'}`)} {publishDetails}
            {plannedAt && <> {translate('app.publication.plan_replaced', planDate(plannedAt))}</>}
          </>
        }
        confirm={`app.${resource}.publish`}
        onConfirm={() => mutate('publish')}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'unpublish'}
        loading={isPending}
        title={translate(`app.${resource}.confirm.unpublish_title`, { title })}
        content={
          <>
            {translate(`app.${resource}.confirm.unpublish_content`)}
            {plannedAt && (
              <FormControlLabel
                sx={{ display: 'flex', mt: 1 }}
                control={<Checkbox checked={removePlan} onChange={(e) => setRemovePlan(e.target.checked)} />}
                label={translate('app.publication.remove_plan', planDate(plannedAt))}
              />
            )}
          </>
        }
        confirm={`app.${resource}.unpublish`}
        confirmColor="warning"
        onConfirm={() => mutate('unpublish')}
        onClose={() => setAsking(null)}
      />
    </>
  );
};
