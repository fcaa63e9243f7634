import { CreateButton, Datagrid, List, SearchInput, TextField, TopToolbar, useTranslate } from 'react-admin';
import { UserNameField } from '../common/UserNameField';

const LinkSearch = (_props: { source: string; alwaysOn: boolean }) => {
  const translate = useTranslate();
  return <SearchInput source="q" placeholder={translate('app.links.fields.link')} />;
};

/** /link-management: every link with its sales rep and brand. */
export const LinkList = () => (
  <List
    resource="link-management"
    title="app.links.title"
    filters={[<LinkSearch key="q" source="q" alwaysOn />]}
    sort={{ field: 'link', order: 'ASC' }}
    exporter={false}
    actions={
      <TopToolbar>
        <CreateButton label="app.links.create_title" />
      </TopToolbar>
    }
  >
    <Datagrid bulkActionButtons={false} size="small" rowClick="edit">
      <TextField source="link" label="app.links.fields.link" />
      <UserNameField source="salesUser" label="app.links.fields.salesUser" />
      <TextField source="brand.name" label="app.links.fields.brand" sortBy="brand.name" />
    </Datagrid>
  </List>
);
