import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { AppDataProvider, PostNotification } from '../providers/dataProvider';
import { formatDateTime } from '../common/dates';

const number = new Intl.NumberFormat('de-DE');
const COUNTS = ['recipients', 'sent', 'failed', 'removedTokens'] as const;
/** While the server still sends, the counts are read again (docs/decisions/0015-push-delivery-jobs.md). */
const WHILE_SENDING_MS = 3000;

/** The delivery of the post's latest push notification: state and counts, for those who publish the post. */
export const NotificationPanel = ({ postId }: { postId: Identifier }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['posts', 'notification', postId],
    queryFn: () => dataProvider.getPostNotification(postId),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'done' ? WHILE_SENDING_MS : false),
  });
  if (!data) return null;
  const label = (key: keyof PostNotification) => translate(`app.posts.notification.${key}`);
  return (
    <Card sx={{ mt: 2 }} role="group" aria-label={translate('app.posts.notification.title')}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" fontWeight={600}>
            {translate('app.posts.notification.title')}
          </Typography>
          <Chip size="small" color={data.state === 'done' ? 'success' : 'default'} label={translate(`app.posts.notification.state.${data.state}`)} />
          <Box sx={{ flex: 1 }} />
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(data.createdAt)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" component="dl" sx={{ m: 0 }}>
          {COUNTS.map((key) => (
            <Box key={key}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label(key)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {number.format(data[key])}
              </Typography>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
