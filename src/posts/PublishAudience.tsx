import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** How many devices a publish would notify, asked when the confirmation opens. */
export const PublishAudience = ({ postId }: { postId: Identifier }) => {
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
