import { CreateButton, Datagrid, FunctionField, List, SelectInput, TextField } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { formatDateTime } from '../common/dates';
import { PublicationState } from '../common/PublicationState';
import { SearchFilter } from '../common/SearchFilter';
import { ListPagination } from '../common/ListPagination';
import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { PublicationBulkActions } from '../common/PublicationBulkActions';
import { EVENT_EXPORT } from './eventExport';

import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { StackedList } from '../common/StackedList';
import { ListActions } from '../common/ListActions';
import { DayInput } from '../common/time/DayInput';
import { EVENT_LIST_FILTERS, EVENT_WHEN_CHOICES } from './eventListParams';

const LIST_META = { status: 'draft' };

// Upcoming and past are as of the moment the list is read (eventListParams.ts), so a saved view stays current.
const eventFilters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="app.events.search" />,
  <SelectInput key="when" source={EVENT_LIST_FILTERS.when} label="app.events.filters.when" choices={EVENT_WHEN_CHOICES} alwaysOn />,
  <DayInput key="from" source={EVENT_LIST_FILTERS.from} label="app.events.filters.start_from" alwaysOn />,
  <DayInput key="to" source={EVENT_LIST_FILTERS.to} label="app.events.filters.start_to" alwaysOn />,
];

/** /events: the current brand's events, drafts included, newest created first, 100 per page. */
export const EventList = () => {
  const { role } = useSession();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rowClick = canAccess(role, 'events', 'edit') ? (id: string | number) => `/events/${id}/edit` : false;
  return (
    <List
      resource="events"
      title="app.events.title"
      filters={eventFilters}
      perPage={100}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ meta: LIST_META }}
      exporter={useListExporter('app.exports.files.events', EVENT_EXPORT)}
      actions={
        <ListActions savedViews>
          <ListExportButton meta={LIST_META} />
          {canAccess(role, 'events', 'create') && <CreateButton label="app.events.create_title" />}
        </ListActions>
      }
    >
      {isSmall ? (
        <StackedList
          to={rowClick && ((r) => rowClick(r.id))}
          primary={(r) => r.title}
          secondary={(r) => [formatDateTime(r.startDate), r.location].filter(Boolean).join(' · ')}
          tertiary={() => <PublicationState />}
        />
      ) : (
        <Datagrid
          bulkActionButtons={canAccess(role, 'events', 'edit') ? <PublicationBulkActions resource="events" /> : false}
          rowClick={rowClick}
          body={KeyboardDatagridBody}
        >
          <TextField source="title" />
          <FunctionField source="startDate" render={(r: RaRecord) => formatDateTime(r.startDate)} />
          <TextField source="location" />
          <PublicationState label="resources.events.fields.state" />
        </Datagrid>
      )}
    </List>
  );
};
