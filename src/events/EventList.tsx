import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin';
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
import { BulkDelete } from '../common/BulkDelete';
import { EVENT_EXPORT } from './eventExport';

const LIST_META = { status: 'draft' };
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { StackedList } from '../common/StackedList';

/** /events: the current brand's events, drafts included, newest created first, 100 per page. */
export const EventList = () => {
  const { role } = useSession();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rowClick = canAccess(role, 'events', 'edit') ? (id: string | number) => `/events/${id}/edit` : false;
  return (
    <List
      resource="events"
      title="app.events.title"
      filters={[<SearchFilter key="q" source="q" alwaysOn placeholder="app.events.search" />]}
      perPage={100}
      pagination={<ListPagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      queryOptions={{ meta: LIST_META }}
      exporter={useListExporter('app.exports.files.events', EVENT_EXPORT)}
      actions={
        <TopToolbar>
          <ListExportButton meta={LIST_META} />
          {canAccess(role, 'events', 'create') && <CreateButton label="app.events.create_title" />}
        </TopToolbar>
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
          bulkActionButtons={canAccess(role, 'events', 'delete') ? <BulkDelete resource="events" messages="events" /> : false}
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
