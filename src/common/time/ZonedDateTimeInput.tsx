import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { ZonedDateTimeField } from './DateFields';
import { isValidDate } from './zone';

// The react-admin input of a date and time (events' Beginn and Ende): entered and shown in the product's
// zone, stored as an ISO instant in UTC (docs/decisions/0020-time-policy.md).

/** The form value of a field that holds no complete date and time yet. */
export const INVALID_DATE_TIME = 'invalid-date-time';

/** A filled field must hold a complete, real date and time. */
export const completeDateTime = (value: unknown) => (value === INVALID_DATE_TIME ? 'app.dates.invalid_date_time' : undefined);

type Props = Omit<InputProps, 'format' | 'parse'> & { helperText?: string };

export const ZonedDateTimeInput = ({ source, label, helperText, validate, resource, disabled, readOnly, ...rest }: Props) => {
  const validators = [completeDateTime, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired } = useInput({ source, resource, validate: validators, disabled, readOnly, ...rest });
  const value = field.value === INVALID_DATE_TIME ? null : (field.value as string | null);
  return (
    <ZonedDateTimeField
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      value={value}
      onChange={(instant) => field.onChange(instant === null ? null : isValidDate(instant) ? instant.toISOString() : INVALID_DATE_TIME)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      disabled={disabled || readOnly}
      helperText={<InputHelperText error={fieldState.invalid ? fieldState.error?.message : undefined} helperText={helperText} />}
      invalid={fieldState.invalid}
      sx={{ width: { xs: '100%', sm: 280 }, mb: 1 }}
    />
  );
};
