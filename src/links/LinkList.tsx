import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { personName } from '../common/personName';
import type { ExportColumn } from '../common/export/listCsv';
import type { RaRecord } from 'react-admin';
import { CreateButton, Datagrid, List, TextField } from 'react-admin';
import { BulkDelete } from '../common/BulkDelete';
import { UserNameField } from '../common/UserNameField';
import { SearchFilter } from '../common/SearchFilter';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { ListActions } from '../common/ListActions';

const LINK_EXPORT: ExportColumn<RaRecord>[] = [
  { label: 'resources.links.fields.link', value: (r) => r.link },
  { label: 'resources.links.fields.salesUser', value: (r) => personName(r.salesUser) },
  { label: 'resources.links.fields.brand', value: (r) => r.brand?.name },
];

/** /link-management: every link with its sales rep and brand. */
export const LinkList = () => (
  <List
    resource="link-management"
    title="app.links.title"
    filters={[<SearchFilter key="q" source="q" alwaysOn placeholder="resources.links.fields.link" />]}
    sort={{ field: 'link', order: 'ASC' }}
    exporter={useListExporter('app.exports.files.links', LINK_EXPORT)}
    actions={
      <ListActions>
        <ListExportButton />
        <CreateButton label="app.links.create_title" />
      </ListActions>
    }
  >
    <Datagrid bulkActionButtons={<BulkDelete resource="link-management" messages="links" />} size="small" rowClick="edit" body={KeyboardDatagridBody}>
      <TextField source="link" />
      <UserNameField source="salesUser" />
      <TextField source="brand.name" label="resources.links.fields.brand" sortBy="brand.name" />
    </Datagrid>
  </List>
);
