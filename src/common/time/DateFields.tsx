import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { Box } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, DateValidationError } from '@mui/x-date-pickers/models';
import type { SxProps, Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { format } from 'date-fns';
import { clockAmbiguity, clockToInstant, instantToWall, isValidDate, wallToInstant, zoneNameAt, type WallClock } from './zone';

// The app's German date and date-time fields (x-date-pickers, PickersProvider): typed section by section
// (TT.MM.JJJJ SS:MM) or picked; the value is a wall-clock time of the product's zone (./zone.ts).

export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_TIME_FORMAT = 'dd.MM.yyyy HH:mm';

/** The catalog key for a picker's own validation error (a half-typed or impossible date, a past time). */
export const pickerErrorKey = (reason: DateTimeValidationError | DateValidationError, withTime = true): string | null => {
  if (!reason) return null;
  if (reason === 'invalidDate') return withTime ? 'app.dates.invalid_date_time' : 'app.dates.invalid';
  if (reason === 'disablePast' || reason === 'minDate' || reason === 'minTime') return 'app.dates.too_early';
  if (reason === 'disableFuture' || reason === 'maxDate' || reason === 'maxTime') return 'app.dates.too_late';
  return withTime ? 'app.dates.invalid_date_time' : 'app.dates.invalid';
};

interface CommonProps {
  /** The label's text (already translated) or element; a real <label> for the field. */
  label: ReactNode;
  /** The error's catalog key (or text); shown at the field in German. */
  error?: string | null;
  /** Marks the field as wrong when the error text comes with helperText (react-admin's inputs). */
  invalid?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
}

const textField = (
  { error, invalid, helperText, name, onBlur, size, sx, fullWidth }: Omit<CommonProps, 'label'>,
  translate: (key: string) => string,
  note: string | null = null,
) => ({
  error: !!error || !!invalid,
  // An error comes first; a note on the time's meaning (the clocks' switch) replaces the hint otherwise.
  helperText: error ? translate(error) : invalid ? helperText : (note ?? helperText ?? ' '),
  name,
  onBlur,
  size,
  sx,
  fullWidth,
});

interface WallDateProps extends CommonProps {
  /** A wall date at 00:00 (./zone.ts dayToWall), or null; an invalid Date while half typed. */
  value: Date | null;
  onChange: (value: Date | null) => void;
  minDate?: Date;
  maxDate?: Date;
}

/** A German calendar day (TT.MM.JJJJ) of the product's zone. */
export const DayField = ({ value, onChange, minDate, maxDate, label, disabled, ...rest }: WallDateProps) => {
  const translate = useTranslate();
  return (
    <DatePicker
      label={label}
      value={value}
      onChange={(next) => onChange(next)}
      format={DATE_FORMAT}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      slotProps={{ textField: textField(rest, translate) }}
    />
  );
};

interface InstantProps extends CommonProps {
  /** The instant (ISO text or Date) or null; shown as the product zone's wall clock. */
  value: string | Date | null;
  /** The entered instant; an invalid Date while the field holds no complete time; null when empty. */
  onChange: (value: Date | null) => void;
  /** The earliest instant the user may choose (the picker marks earlier times as errors). */
  minInstant?: Date;
  /** Called with the picker's own error key (see pickerErrorKey) when it changes. */
  onPickerError?: (key: string | null) => void;
  autoFocus?: boolean;
  /** The field's focusable handle (react-hook-form focuses the first wrong field on submit). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Keeps what the user types (even half typed, or a time the clocks skip, which the field's note
 * explains) and follows the value when it changes from outside.
 */
const useWallValue = (value: string | Date | null) => {
  const outside = value == null || value === '' ? null : new Date(value).getTime();
  const [wall, setWall] = useState<Date | null>(outside === null || Number.isNaN(outside) ? null : instantToWall(outside));
  useEffect(() => {
    setWall((current) => {
      if (outside === null) return current && !isValidDate(current) ? current : null;
      if (Number.isNaN(outside)) return current;
      const shown = instantToWall(outside);
      // The typed time stays while it names the value: 02:30 on the night summer time starts is 03:30.
      return current && isValidDate(current) && wallToInstant(current).getTime() === outside ? current : shown;
    });
  }, [outside]);
  return [wall, setWall] as const;
};

const CLOCK_TEXT = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

/** The reading the field's text shows, as typed: a browser-local Date cannot hold a time its own clocks skip. */
const clockOf = (text: string): WallClock | null => {
  const match = text.match(CLOCK_TEXT);
  return match ? { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]), hour: Number(match[4]), minute: Number(match[5]) } : null;
};

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * What the field says about a time at the clocks' switch. In the hour the clocks skip, or the hour
 * after it (a browser in Berlin shows a typed 02:30 as 03:30 at once): the switch and what is saved.
 * In the hour that occurs twice: that the first, still summer time, is meant.
 */
const switchNote = (text: string, translate: (key: string, options?: object) => string): string | null => {
  const clock = clockOf(text);
  if (!clock) return null;
  const [date, shown] = text.split(' ');
  const ambiguity = clockAmbiguity(clock);
  if (ambiguity === 'repeated') return translate('app.dates.repeated_time', { time: shown, date, zone: zoneNameAt(clockToInstant(clock)) });
  const gapHour =
    ambiguity === 'skipped' ? clock.hour : clock.hour > 0 && clockAmbiguity({ ...clock, hour: clock.hour - 1 }) === 'skipped' ? clock.hour - 1 : null;
  if (gapHour === null) return null;
  return translate('app.dates.skipped_time', { date, from: hh(gapHour), to: hh(gapHour + 1), time: format(instantToWall(clockToInstant(clock)), 'HH:mm') });
};

/**
 * The field's text (its hidden input holds the sections, "28.03.2027 02:30" or "15.03.JJJJ hh:mm"):
 * read after each key and each change of the value. A field with some sections typed but no complete
 * time has no value in the picker; it is reported as an incomplete time, not as empty.
 */
const useFieldText = (wall: Date | null, onTyped: (text: string) => void) => {
  const box = useRef<HTMLSpanElement>(null);
  const [text, setText] = useState('');
  const read = () => box.current?.querySelector('input')?.value ?? '';
  useEffect(() => setText(read()), [wall]);
  const onKeyUp = () => {
    const current = read();
    setText(current);
    onTyped(current);
  };
  return { box, text, onKeyUp };
};

/** A German date and time (TT.MM.JJJJ SS:MM) entered and shown in the product's zone, whatever the browser's. */
export const ZonedDateTimeField = ({ value, onChange, minInstant, onPickerError, label, disabled, autoFocus, inputRef, ...rest }: InstantProps) => {
  const translate = useTranslate();
  const [wall, setWall] = useWallValue(value);
  // What the form was last told: the picker's own value says nothing of a half-typed field.
  const published = useRef<Date | null>(null);
  useEffect(() => {
    published.current = value == null || value === '' ? null : new Date(value);
  }, [value]);
  const publish = (instant: Date | null) => {
    published.current = instant;
    onChange(instant);
  };
  const { box, text, onKeyUp } = useFieldText(wall, (current) => {
    const typed = /\d/.test(current);
    if (typed && !clockOf(current) && published.current === null) publish(new Date(Number.NaN));
    if (!typed && published.current && !isValidDate(published.current)) publish(null);
  });
  const note = switchNote(text, translate);
  return (
    <Box component="span" ref={box} onKeyUp={onKeyUp} sx={{ display: 'contents' }}>
      <DateTimePicker
        label={label}
        value={wall}
        onChange={(next) => {
          setWall(next);
          // The field shows minutes: seconds left from a default value ("in an hour") are not the user's.
          const minute = next && isValidDate(next) ? new Date(new Date(next).setSeconds(0, 0)) : next;
          publish(minute === null ? null : isValidDate(minute) ? wallToInstant(minute) : new Date(Number.NaN));
        }}
        onError={(reason) => onPickerError?.(pickerErrorKey(reason))}
        format={DATE_TIME_FORMAT}
        ampm={false}
        minDateTime={minInstant ? instantToWall(minInstant) : undefined}
        referenceDate={instantToWall(new Date())}
        disabled={disabled}
        autoFocus={autoFocus}
        inputRef={inputRef}
        slotProps={{ textField: textField(rest, translate, note) }}
      />
    </Box>
  );
};
