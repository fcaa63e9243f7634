import { CreateButton, Datagrid, DateField, List, TextField } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { BulkDelete } from '../common/BulkDelete';
import { formatDateTime } from '../common/dates';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { ListPagination } from '../common/ListPagination';
import { ListActions } from '../common/ListActions';
import { SearchFilter } from '../common/SearchFilter';
import { StackedList } from '../common/StackedList';
import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import type { ExportColumn } from '../common/export/listCsv';

const EXPORT: ExportColumn<RaRecord>[] = [
  { label: 'resources.__plural__.fields.title', value: (r) => r.title },
  { label: 'resources.__plural__.fields.description', value: (r) => r.description },
  { label: 'resources.__plural__.fields.updatedAt', value: (r) => formatDateTime(r.updatedAt) },
];

const FILTERS = [<SearchFilter key="q" source="q" alwaysOn placeholder="app.__plural__.search" />];

/** /__plural__: the current brand's __plural__, last changed first. */
export const __Singular__List = () => {
  const { role } = useSession();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const action = canAccess(role, '__plural__', 'edit') ? 'edit' : 'show';
  const rowClick = (id: string | number) => (action === 'edit' ? `/__plural__/${id}` : `/__plural__/${id}/show`);
  return (
    <List
      resource="__plural__"
      title="app.__plural__.title"
      filters={FILTERS}
      perPage={100}
      pagination={<ListPagination />}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      exporter={useListExporter('app.__plural__.export_file', EXPORT)}
      actions={
        <ListActions savedViews>
          <ListExportButton />
          {canAccess(role, '__plural__', 'create') && <CreateButton label="app.__plural__.create_title" />}
        </ListActions>
      }
    >
      {isSmall ? (
        <StackedList to={(r) => rowClick(r.id)} primary={(r) => r.title} secondary={(r) => formatDateTime(r.updatedAt)} />
      ) : (
        <Datagrid
          bulkActionButtons={canAccess(role, '__plural__', 'delete') ? <BulkDelete resource="__plural__" messages="__plural__" /> : false}
          rowClick={rowClick}
          body={KeyboardDatagridBody}
        >
          <TextField source="title" />
          <TextField source="description" />
          <DateField source="updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
};
