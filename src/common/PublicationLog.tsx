import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SCHEDULER, type PostLogEntry } from '@markenportal/contract';
import { formatDateTime } from './dates';

/** The server's log of a post or an event, newest first (decision 0009). */
export const PublicationLog = ({ log, title }: { log: PostLogEntry[] | null | undefined; title: string }) => {
  const translate = useTranslate();
  if (!log?.length) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {translate(title)}
        </Typography>
        <List dense>
          {[...log].reverse().map((e, i) => (
            <ListItem key={i} disableGutters>
              <ListItemText
                primary={`${translate(`app.posts.log_action.${e.action}`, { date: formatDateTime(e.executeAt) })} · ${e.by === SCHEDULER ? translate('app.posts.log_scheduler') : e.by}`}
                secondary={formatDateTime(e.at)}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
