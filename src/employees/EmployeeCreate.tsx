import { Alert } from '@mui/material';
import { Create, SelectInput, SimpleForm, TextInput, email, maxLength, required, useAuthProvider, useNotify, useRedirect, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import { FormToolbar } from '../common/FormToolbar';
import { PageBreadcrumbs } from '../common/PageBreadcrumbs';
import { EMPLOYEE_ROLE_CHOICES } from '../common/roleChoices';
import { useRoleIdByType } from '../users/useRoleIdByType';

/** A password nobody knows: the employee sets their own through the reset mail. */
const unknownPassword = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `${btoa(String.fromCharCode(...bytes))}Aa1!`;
};

/** /employee-create: e-mail, name and role; the new employee gets the mail to set a password. */
export const EmployeeCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const roleIdByType = useRoleIdByType();
  return (
    <Create
      resource="employee-management"
      title="app.employees.create_title"
      transform={(data: RaRecord) => ({
        username: data.email.trim().toLowerCase(),
        email: data.email.trim().toLowerCase(),
        password: unknownPassword(),
        confirmed: true,
        role: roleIdByType(data.roleType),
        profile: { firstName: data.firstName, lastName: data.lastName },
      })}
      mutationOptions={{
        onSuccess: async (employee: RaRecord) => {
          await authProvider.forgotPassword(employee.email);
          notify('app.employees.created', { type: 'success' });
          redirect('list', 'employee-management');
        },
      }}
    >
      <SimpleForm warnWhenUnsavedChanges defaultValues={{ roleType: 'visual_admin' }} toolbar={<FormToolbar cancelTo="/employee-management" />}>
        <PageBreadcrumbs list="/employee-management" listLabel="app.menu.employee_management" current="ra.action.create" />
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.employees.password_hint')}
        </Alert>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="firstName" validate={[required(), maxLength(100)]} />
        <TextInput source="lastName" validate={[required(), maxLength(100)]} />
        <SelectInput source="roleType" label="resources.users.fields.role" choices={EMPLOYEE_ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
