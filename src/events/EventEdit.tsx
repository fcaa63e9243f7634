import { useState } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { FormToolbar } from '../common/FormToolbar';
import { DeleteWithConfirmButton, Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { EditConflict } from '../common/EditConflict';
import { EventInputs, EVENT_FIELDS, eventFormRecord } from './EventInputs';
import { EventLog, EventPublicationBar, ReportUnsavedChanges } from './EventPublication';
import { RecordAuditHistory } from '../audit-log/AuditHistory';

const Title = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  // On a phone the event's title is in the form below: the app bar keeps to what the page does.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <span>{isSmall ? translate('app.events.edit_title_short') : translate('app.events.edit_title', { title: record?.title ?? '' })}</span>;
};

/** /events/{id}/edit: edit the draft, publish it or its changes, withdraw, delete (each with confirmation). */
export const EventEdit = () => {
  // Publishing takes the saved draft: while the form holds changes, it waits for the save.
  const [unsavedChanges, setUnsavedChanges] = useState(false);
  return (
    <Edit
      resource="events"
      mutationMode="pessimistic"
      redirect="list"
      title={<Title />}
      actions={<EventPublicationBar unsavedChanges={unsavedChanges} />}
      aside={<EventLog />}
      queryOptions={{ meta: { status: 'draft' }, select: eventFormRecord }}
      // The same `meta` as the read: react-admin then updates the cached draft the detail page shows.
      mutationOptions={{ meta: { status: 'draft' } }}
      transform={(data: RaRecord) => Object.fromEntries(EVENT_FIELDS.map((f) => [f, data[f]]))}
    >
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={
          <FormToolbar cancelTo="/events">
            {/* Undoable: „Rückgängig“ in the notice; the request waits for it (docs/architecture.md). */}
            <DeleteWithConfirmButton mutationMode="undoable" />
          </FormToolbar>
        }
      >
        <PageBreadcrumbs list="/events" listLabel="app.events.title" current="ra.action.edit" />
        <EditConflict />
        <ReportUnsavedChanges onChange={setUnsavedChanges} />
        <EventInputs />
      </SimpleForm>
      <RecordAuditHistory resource="event" />
    </Edit>
  );
};
