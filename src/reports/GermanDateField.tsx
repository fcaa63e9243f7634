import { useRef, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useTranslate } from 'react-admin';
import { parseGermanDate, toGermanDate } from './period';
import { MonthCalendar } from './MonthCalendar';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Catalog key of the error, if any. */
  error?: string;
  disabled?: boolean;
}

/** A date typed in German (TT.MM.JJJJ), whatever the browser's language, or picked from a German calendar. */
export const GermanDateField = ({ label, value, onChange, error, disabled }: Props) => {
  const translate = useTranslate();
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <TextField
        ref={anchor}
        label={translate(label)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={!!error}
        helperText={translate(error ?? 'app.reports.date_hint')}
        disabled={disabled}
        size="small"
        sx={{ width: { xs: '50%', md: 190 }, minWidth: 140 }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', placeholder: translate('app.reports.date_hint') },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  size="small"
                  onClick={() => setOpen(true)}
                  disabled={disabled}
                  aria-label={`${translate('app.reports.open_calendar')}: ${translate(label)}`}
                >
                  <CalendarMonthIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <MonthCalendar
        anchorEl={anchor.current}
        open={open}
        value={parseGermanDate(value)}
        onClose={() => setOpen(false)}
        onSelect={(date) => {
          onChange(toGermanDate(date));
          setOpen(false);
        }}
      />
    </>
  );
};
