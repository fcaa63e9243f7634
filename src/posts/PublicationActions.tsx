import { useState } from 'react';
import { Button } from '@mui/material';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { readAgain } from '../providers/queryClient';

type Action = 'publish' | 'unpublish';

/** How many devices a publish would notify, asked when the confirmation opens. */
const PublishAudience = ({ postId }: { postId: string | number }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data: devices, isError } = useQuery({
    queryKey: ['posts', 'audience', postId],
    queryFn: () => dataProvider.getPostAudience(postId),
    staleTime: 0,
  });
  if (isError) return <>{translate('app.posts.confirm.publish_audience_unknown')}</>;
  if (devices === undefined) return <>{translate('app.posts.confirm.publish_audience_loading')}</>;
  if (devices === 0) return <>{translate('app.posts.confirm.publish_audience_none')}</>;
  return <>{translate('app.posts.confirm.publish_audience', { smart_count: devices })}</>;
};

/**
 * Publish and withdraw, each after a confirmation that says what will happen; the primary action
 * follows the post's state: a draft's is Veröffentlichen, a live post offers its changes and withdrawal.
 */
export const PublicationActions = ({ isLive, hasUnpublishedChanges }: { isLive: boolean; hasUnpublishedChanges: boolean }) => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const [asking, setAsking] = useState<Action | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (action: Action) => (action === 'unpublish' ? dataProvider.unpublishPost(record!.id) : dataProvider.publishPost(record!.id)),
    onSuccess: (_data, action) => {
      setAsking(null);
      notify(action === 'unpublish' ? 'app.posts.unpublished_notice' : 'app.posts.published_notice', { type: 'success' });
      void readAgain(queryClient, { queryKey: ['posts'] });
    },
    onError: (error: Error) => {
      setAsking(null);
      notify(error.message, { type: 'error' });
    },
  });
  if (!record) return null;
  const title = record.title as string;
  return (
    <>
      {!isLive && (
        <Button variant="contained" startIcon={<PublishIcon />} disabled={isPending} onClick={() => setAsking('publish')}>
          {translate('app.posts.publish')}
        </Button>
      )}
      {isLive && hasUnpublishedChanges && (
        <Button variant="outlined" startIcon={<PublishIcon />} disabled={isPending} onClick={() => setAsking('publish')}>
          {translate('app.posts.publish_changes')}
        </Button>
      )}
      {isLive && (
        <Button variant="outlined" startIcon={<UnpublishedIcon />} disabled={isPending} onClick={() => setAsking('unpublish')}>
          {translate('app.posts.unpublish')}
        </Button>
      )}
      <Confirm
        isOpen={asking === 'publish'}
        loading={isPending}
        title={translate('app.posts.confirm.publish_title', { title })}
        content={
          <>
            {translate(isLive ? 'app.posts.confirm.publish_changes_content' : 'app.posts.confirm.publish_content')} <PublishAudience postId={record.id} />
          </>
        }
        confirm="app.posts.publish"
        onConfirm={() => mutate('publish')}
        onClose={() => setAsking(null)}
      />
      <Confirm
        isOpen={asking === 'unpublish'}
        loading={isPending}
        title={translate('app.posts.confirm.unpublish_title', { title })}
        content="app.posts.confirm.unpublish_content"
        confirm="app.posts.unpublish"
        confirmColor="warning"
        onConfirm={() => mutate('unpublish')}
        onClose={() => setAsking(null)}
      />
    </>
  );
};
