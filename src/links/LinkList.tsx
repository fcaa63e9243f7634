import { CreateButton, Datagrid, List, TextField, TopToolbar } from 'react-admin';
import { UserNameField } from '../common/UserNameField';
import { SearchFilter } from '../common/SearchFilter';
import { KeyboardDatagridBody } from '../common/KeyboardRows';

/** /link-management: every link with its sales rep and brand. */
export const LinkList = () => (
  <List
    resource="link-management"
    title="app.links.title"
    filters={[<SearchFilter key="q" source="q" alwaysOn placeholder="resources.links.fields.link" />]}
    sort={{ field: 'link', order: 'ASC' }}
    exporter={false}
    actions={
      <TopToolbar>
        <CreateButton label="app.links.create_title" />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} size="small" rowClick="edit" body={KeyboardDatagridBody}>
      <TextField source="link" />
      <UserNameField source="salesUser" />
      <TextField source="brand.name" label="resources.links.fields.brand" sortBy="brand.name" />
    </Datagrid>
  </List>
);
