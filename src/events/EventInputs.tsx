import { AutocompleteArrayInput, maxLength, ReferenceArrayInput, required, TextInput } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { relationsAsIds } from '../common/formValues';
import { ZonedDateTimeInput } from '../common/time';
import { laterThan } from '../common/validators';

export const EVENT_FIELDS = ['title', 'description', 'startDate', 'endDate', 'location', 'specializations'];

export const eventFormRecord = (record: RaRecord) => relationsAsIds(record, { many: ['specializations'] });

/** The end, when given, comes after the start (a rule of the end's input, beside its own). */
const endAfterStart = laterThan('startDate', 'app.events.end_before_start');

export const EventInputs = () => (
  <>
    <TextInput source="title" validate={[required(), maxLength(200)]} />
    {/* Berlin wall-clock times, whatever the browser's zone; stored as UTC instants. */}
    <ZonedDateTimeInput source="startDate" validate={required()} />
    <ZonedDateTimeInput source="endDate" validate={endAfterStart} />
    <TextInput source="location" validate={maxLength(300)} />
    <TextInput source="description" multiline minRows={4} />
    <ReferenceArrayInput source="specializations" reference="specializations" perPage={100} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput label="resources.events.fields.specializations" optionText="name" />
    </ReferenceArrayInput>
  </>
);
