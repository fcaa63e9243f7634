import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, DateValidationError } from '@mui/x-date-pickers/models';
import type { SxProps, Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { instantToWall, isValidDate, wallToInstant } from './zone';

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

const textField = ({ error, invalid, helperText, name, onBlur, size, sx, fullWidth }: Omit<CommonProps, 'label'>, translate: (key: string) => string) => ({
  error: !!error || !!invalid,
  helperText: error ? translate(error) : (helperText ?? ' '),
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
 * Keeps what the user types (even half typed) and follows the value when it changes from outside. A
 * complete time shows as the zone's clock reads it: 02:30 on the night summer time starts becomes 03:30.
 */
const useWallValue = (value: string | Date | null) => {
  const outside = value == null || value === '' ? null : new Date(value).getTime();
  const [wall, setWall] = useState<Date | null>(outside === null || Number.isNaN(outside) ? null : instantToWall(outside));
  useEffect(() => {
    setWall((current) => {
      if (outside === null) return current && !isValidDate(current) ? current : null;
      if (Number.isNaN(outside)) return current;
      const shown = instantToWall(outside);
      return current && isValidDate(current) && current.getTime() === shown.getTime() ? current : shown;
    });
  }, [outside]);
  return [wall, setWall] as const;
};

/** A German date and time (TT.MM.JJJJ SS:MM) entered and shown in the product's zone, whatever the browser's. */
export const ZonedDateTimeField = ({ value, onChange, minInstant, onPickerError, label, disabled, autoFocus, inputRef, ...rest }: InstantProps) => {
  const translate = useTranslate();
  const [wall, setWall] = useWallValue(value);
  return (
    <DateTimePicker
      label={label}
      value={wall}
      onChange={(next) => {
        setWall(next);
        // The field shows minutes: seconds left from a default value ("in an hour") are not the user's.
        const minute = next && isValidDate(next) ? new Date(new Date(next).setSeconds(0, 0)) : next;
        onChange(minute === null ? null : isValidDate(minute) ? wallToInstant(minute) : new Date(Number.NaN));
      }}
      onError={(reason) => onPickerError?.(pickerErrorKey(reason))}
      format={DATE_TIME_FORMAT}
      ampm={false}
      minDateTime={minInstant ? instantToWall(minInstant) : undefined}
      referenceDate={instantToWall(new Date())}
      disabled={disabled}
      autoFocus={autoFocus}
      inputRef={inputRef}
      slotProps={{ textField: textField(rest, translate) }}
    />
  );
};
