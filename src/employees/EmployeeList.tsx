import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ListExportButton } from '../common/export/ListExportButton';
import { useListExporter } from '../common/export/useListExporter';
import { emailColumn, nameColumn, roleColumn } from '../common/export/peopleColumns';
import { Datagrid, List, TextField, useTranslate } from 'react-admin';
import { UserNameField } from '../common/UserNameField';
import { RoleField } from '../users/UserList';
import { KeyboardDatagridBody } from '../common/KeyboardRows';
import { ListActions } from '../common/ListActions';

const Actions = () => {
  const translate = useTranslate();
  return (
    <ListActions>
      <ListExportButton />
      <Button component={Link} to="/employee-create" startIcon={<PersonAddIcon />}>
        {translate('app.employees.create_title')}
      </Button>
    </ListActions>
  );
};

const EMPLOYEE_EXPORT = [nameColumn, emailColumn, roleColumn];

/** /employee-management: the operator's staff (roles operator and visual_admin). */
export const EmployeeList = () => (
  <List
    resource="employee-management"
    title="app.employees.title"
    sort={{ field: 'email', order: 'ASC' }}
    actions={<Actions />}
    exporter={useListExporter('app.exports.files.employees', EMPLOYEE_EXPORT)}
  >
    <Datagrid bulkActionButtons={false} size="small" rowClick="edit" body={KeyboardDatagridBody}>
      <UserNameField label="resources.users.fields.name" />
      <TextField source="email" />
      <RoleField label="resources.users.fields.role" />
    </Datagrid>
  </List>
);
