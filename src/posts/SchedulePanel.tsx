import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { Identifier } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ScheduledPublication } from '../providers/scheduling';
import { formatDateTime } from '../common/dates';
import { isValidDate, ZonedDateTimeField } from '../common/time';
import { readAgain } from '../providers/queryClient';

/** The field's error before any request: empty, half typed or not in the future (the server says the same). */
export const scheduleInputError = (value: Date | null, now = new Date()): string | null => {
  if (!value) return 'app.posts.schedule.required';
  if (!isValidDate(value)) return 'app.dates.invalid_date_time';
  return value.getTime() <= now.getTime() ? 'app.posts.schedule.past' : null;
};

/**
 * Scheduled publication of a draft (the spec's "The calls it makes", publisher actions): shows the planned time,
 * plans, moves or deletes it. The time is entered in the product's zone (Berlin), whatever the browser's.
 */
export const SchedulePanel = ({ postId }: { postId: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<Date | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const { data: schedules = [], isPending: loading } = useQuery({
    queryKey: ['posts', 'schedule', postId],
    queryFn: () => dataProvider.getScheduledPublications([postId]),
  });
  const planned: ScheduledPublication | undefined = schedules.find((s) => s.mode === 'publish');
  const refresh = () => readAgain(queryClient, { queryKey: ['posts'] });

  const save = useMutation({
    mutationFn: (at: Date) => (planned ? dataProvider.reschedulePublication(planned.id, at) : dataProvider.schedulePublication(postId, at)),
    onSuccess: (result) => {
      notify('app.posts.schedule.saved', { type: 'success', messageArgs: { date: formatDateTime(result.executeAt) } });
      setEditing(false);
      refresh();
    },
    // The server's field message (e.g. a time that passed meanwhile) goes to the field; the input stays.
    onError: (e: Error) => setError((e instanceof HttpError && e.body?.errors?.executeAt) || e.message),
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteScheduledPublication(planned!.id),
    onSuccess: () => {
      notify('app.posts.schedule.removed', { type: 'info' });
      setConfirmDelete(false);
      refresh();
    },
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });

  const startEditing = () => {
    setValue(planned ? new Date(planned.executeAt) : new Date(Date.now() + 60 * 60 * 1000));
    setError(null);
    setEditing(true);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = scheduleInputError(value);
    if (problem) return setError(problem);
    save.mutate(value!);
  };

  if (loading) return null;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-label={translate('app.posts.schedule.title')}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
          {translate('app.posts.schedule.title')}
        </Typography>
        {planned ? (
          <Alert severity="info" icon={<EventIcon />} sx={{ mb: 2 }}>
            {translate('app.posts.schedule.planned', { date: formatDateTime(planned.executeAt) })}
          </Alert>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.posts.schedule.none')}
          </Typography>
        )}
        {editing ? (
          <Box component="form" onSubmit={submit} noValidate>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
              <ZonedDateTimeField
                label={translate('app.posts.schedule.at')}
                value={value}
                onChange={(next) => {
                  setValue(next);
                  setError(null);
                }}
                error={error}
                minInstant={new Date()}
                autoFocus
              />
              <Button type="submit" variant="contained" disabled={save.isPending} sx={{ mt: { sm: 1 } }}>
                {translate('app.posts.schedule.save')}
              </Button>
              <Button onClick={() => setEditing(false)} sx={{ mt: { sm: 1 } }}>
                {translate('ra.action.cancel')}
              </Button>
            </Stack>
          </Box>
        ) : (
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<EventIcon />} onClick={startEditing}>
              {translate(planned ? 'app.posts.schedule.change' : 'app.posts.schedule.plan')}
            </Button>
            {planned && (
              <Button color="error" onClick={() => setConfirmDelete(true)}>
                {translate('app.posts.schedule.remove')}
              </Button>
            )}
          </Stack>
        )}
        <Confirm
          isOpen={confirmDelete}
          title="app.posts.schedule.remove"
          content="app.posts.schedule.remove_confirm"
          loading={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirmDelete(false)}
        />
      </CardContent>
    </Card>
  );
};
