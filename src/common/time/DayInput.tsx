import { useEffect, useState } from 'react';
import { FieldTitle, useInput, type InputProps } from 'react-admin';
import { DayField } from './DateFields';
import { dayToWall, isValidDate, wallToDay } from './zone';

// A calendar day of the product's zone as a react-admin input (list filters: "from", "to"), held as
// YYYY-MM-DD, so a filter in the URL and a saved view name the same day in any browser zone.

type Props = Omit<InputProps, 'format' | 'parse'> & { alwaysOn?: boolean };

export const DayInput = ({ source, label, resource, alwaysOn: _alwaysOn, ...rest }: Props) => {
  const { field } = useInput({ source, resource, ...rest });
  const day = typeof field.value === 'string' ? field.value : '';
  // What the field shows, half typed too; the filter changes only with a whole day or when emptied.
  const [wall, setWall] = useState<Date | null>(dayToWall(day));
  useEffect(() => {
    setWall((current) =>
      current && isValidDate(current) && wallToDay(current) === day ? current : day ? dayToWall(day) : current && !isValidDate(current) ? current : null,
    );
  }, [day]);
  return (
    <DayField
      label={<FieldTitle label={label} source={source} resource={resource} />}
      value={wall}
      onChange={(next) => {
        setWall(next);
        if (next === null) field.onChange(null);
        else if (isValidDate(next)) field.onChange(wallToDay(next));
      }}
      onBlur={field.onBlur}
      name={field.name}
      size="small"
      sx={{ width: { xs: '100%', sm: 220 } }}
    />
  );
};
