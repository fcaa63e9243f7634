import { useEffect, useState } from 'react';
import { Box, Button, IconButton, Popover, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { addDays, addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameDay, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import { de } from 'date-fns/locale';
import { useTranslate } from 'react-admin';

interface Props {
  anchorEl: HTMLElement | null;
  open: boolean;
  /** The day shown selected, and whose month opens first. */
  value: Date | null;
  onClose: () => void;
  onSelect: (date: Date) => void;
}

const WEEK = { weekStartsOn: 1 as const, locale: de };

/** A German month calendar in a popover (Monday first), so no browser picker shows its own language. */
export const MonthCalendar = ({ anchorEl, open, value, onClose, onSelect }: Props) => {
  const translate = useTranslate();
  const [month, setMonth] = useState(() => startOfMonth(value ?? new Date()));
  useEffect(() => {
    if (open) setMonth(startOfMonth(value ?? new Date()));
    // Only when it opens: browsing months must not jump back while the value stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const today = new Date();
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(month), WEEK), end: endOfWeek(endOfMonth(month), WEEK) });
  const weekdays = Array.from({ length: 7 }, (_, i) => format(addDays(startOfWeek(today, WEEK), i), 'EEEEEE', { locale: de }));

  return (
    <Popover open={open} anchorEl={anchorEl} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
      <Box sx={{ p: 1.5, width: 296 }} role="dialog" aria-label={translate('app.reports.calendar')}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
          <IconButton size="small" onClick={() => setMonth((m) => addMonths(m, -1))} aria-label={translate('app.reports.previous_month')}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="subtitle1" component="p" aria-live="polite">
            {format(month, 'LLLL yyyy', { locale: de })}
          </Typography>
          <IconButton size="small" onClick={() => setMonth((m) => addMonths(m, 1))} aria-label={translate('app.reports.next_month')}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.25, textAlign: 'center' }}>
          {weekdays.map((d) => (
            <Typography key={d} variant="caption" color="text.secondary">
              {d}
            </Typography>
          ))}
          {days.map((day) => {
            const selected = !!value && isSameDay(day, value);
            return (
              <Button
                key={day.toISOString()}
                size="small"
                variant={selected ? 'contained' : isSameDay(day, today) ? 'outlined' : 'text'}
                onClick={() => onSelect(day)}
                aria-label={format(day, 'EEEE, d. MMMM yyyy', { locale: de })}
                aria-pressed={selected}
                sx={{ minWidth: 0, p: 0.5, color: selected ? undefined : isSameMonth(day, month) ? 'text.primary' : 'text.disabled' }}
              >
                {format(day, 'd')}
              </Button>
            );
          })}
        </Box>
        <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
          <Button size="small" onClick={() => onSelect(today)}>
            {translate('app.reports.today')}
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
};
