// The employee pages (list, edit, and the /employee-create route): one chunk, loaded on first use.
export { EmployeeList } from './EmployeeList';
export { EmployeeEdit } from './EmployeeEdit';
export { EmployeeCreate } from './EmployeeCreate';
