import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  NumberField,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { RaRecord } from 'react-admin';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { DialogState, ReferenceDialog } from './ReferenceDialog';
import { TableConfig, tableKey } from './tables';

// `alwaysOn` and `source` are read by the filter form from the element itself.
const NameSearch = (_props: { source: string; alwaysOn: boolean }) => {
  const translate = useTranslate();
  const text = translate('app.tables.search');
  return <SearchInput source="q" placeholder={text} inputProps={{ 'aria-label': text }} />;
};
const filters = [<NameSearch key="q" source="q" alwaysOn />];

const Empty = ({ table }: { table: TableConfig }) => {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(tableKey(table.id, 'empty'))}
    </Typography>
  );
};

const RowActions = ({ table, record, onEdit }: { table: TableConfig; record: RaRecord; onEdit: (record: RaRecord) => void }) => {
  const { role } = useSession();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, whiteSpace: 'nowrap' }}>
      {canAccess(role, 'table-management', 'edit') && (
        <Button
          label="ra.action.edit"
          onClick={(event) => {
            event.stopPropagation();
            onEdit(record);
          }}
        >
          <EditIcon />
        </Button>
      )}
      {canAccess(role, 'table-management', 'delete') && (
        <DeleteWithConfirmButton
          record={record}
          resource={table.id}
          redirect={false}
          mutationMode="pessimistic"
          confirmTitle={tableKey(table.id, 'delete_title')}
          confirmContent={tableKey(table.id, 'delete_content')}
          confirmColor="warning"
          translateOptions={{ name: record.name }}
          successMessage={tableKey(table.id, 'deleted')}
        />
      )}
    </Box>
  );
};

/**
 * One reference table: a dense, searchable list; entries are created and edited in a dialog and
 * deleted after a confirmation. A refused delete shows the server's German reason.
 */
export const ReferenceTable = ({ table }: { table: TableConfig }) => {
  const translate = useTranslate();
  const { role } = useSession();
  const [dialog, setDialog] = useState<DialogState>(null);
  const canEdit = canAccess(role, 'table-management', 'edit');
  const emptyValue = translate('app.tables.empty_value');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {translate(tableKey(table.id, 'intro'))}
      </Typography>
      <List
        resource={table.id}
        title={false}
        sort={table.sort}
        perPage={table.perPage}
        pagination={<Pagination rowsPerPageOptions={table.rowsPerPageOptions} />}
        filters={filters}
        exporter={false}
        empty={false}
        actions={
          <TopToolbar>
            {canAccess(role, 'table-management', 'create') && (
              <Button label={tableKey(table.id, 'create')} variant="contained" onClick={() => setDialog({ mode: 'create' })}>
                <AddIcon />
              </Button>
            )}
          </TopToolbar>
        }
      >
        <Datagrid
          bulkActionButtons={false}
          size="small"
          empty={<Empty table={table} />}
          rowClick={
            canEdit
              ? (_id, _resource, record) => {
                  setDialog({ mode: 'edit', record });
                  return false;
                }
              : false
          }
        >
          <TextField source="numericId" sortBy="id" />
          <TextField source="name" />
          {table.fields.includes('description') && <TextField source="description" emptyText={emptyValue} sortable={false} />}
          {table.fields.includes('maxSalesUsers') && <NumberField source="maxSalesUsers" emptyText={emptyValue} locales="de-DE" />}
          <FunctionField
            label="app.tables.actions"
            textAlign="right"
            sortable={false}
            render={(record: RaRecord) => <RowActions table={table} record={record} onEdit={(r) => setDialog({ mode: 'edit', record: r })} />}
          />
        </Datagrid>
      </List>
      <ReferenceDialog table={table} state={dialog} onClose={() => setDialog(null)} />
    </>
  );
};
