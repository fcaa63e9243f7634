// The one time policy's pieces: the zone and its conversions, the German pickers and inputs.
export * from './zone';
export { PickersProvider } from './PickersProvider';
export { DayField, ZonedDateTimeField, pickerErrorKey, DATE_FORMAT, DATE_TIME_FORMAT } from './DateFields';
export { ZonedDateTimeInput, completeDateTime, INVALID_DATE_TIME } from './ZonedDateTimeInput';
export { DayInput } from './DayInput';
