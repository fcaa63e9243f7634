import { BooleanInput, Create, SimpleForm } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useSession } from '../providers/useSession';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { EventInputs, EVENT_FIELDS } from './EventInputs';

/** /events/create: published at once when asked (publishedAt given), otherwise a draft (the spec's "States and transitions"). */
export const EventCreate = () => {
  const { currentBrandId } = useSession();
  return (
    <Create
      resource="events"
      title="app.events.create_title"
      redirect="list"
      transform={(data: RaRecord) => ({
        ...Object.fromEntries(EVENT_FIELDS.map((f) => [f, data[f]])),
        brand: currentBrandId,
        ...(data.publishNow ? { publishedAt: new Date().toISOString() } : {}),
      })}
    >
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ specializations: [], publishNow: false }} toolbar={<FormToolbar cancelTo="/events" />}>
        <PageBreadcrumbs list="/events" listLabel="app.events.title" current="ra.action.create" />
        <EventInputs />
        <BooleanInput source="publishNow" label="app.events.publish_now" />
      </SimpleForm>
    </Create>
  );
};
