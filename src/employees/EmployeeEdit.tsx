import { UserEditForm } from '../users/UserEdit';

/** /employee-management/{id}: name and role (Operator or Mitarbeiter), delete. */
export const EmployeeEdit = () => (
  <UserEditForm
    resource="employee-management"
    listLabel="app.menu.employee_management"
    title="app.employees.detail_title"
    roles={['operator', 'visual_admin']}
    withBrands={false}
  />
);
