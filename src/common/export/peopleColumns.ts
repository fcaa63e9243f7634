import type { RaRecord } from 'react-admin';
import { personName } from '../personName';
import { dateCell, type ExportColumn } from './listCsv';

// The columns the lists of people share (users, employees, field service, brand admins).

export const nameColumn: ExportColumn<RaRecord> = { label: 'resources.users.fields.name', value: (r) => personName(r) };
export const emailColumn: ExportColumn<RaRecord> = { label: 'resources.users.fields.email', value: (r) => r.email };
export const roleColumn: ExportColumn<RaRecord> = {
  label: 'resources.users.fields.role',
  value: (r, translate) => (r.role?.type ? translate(`app.roles.${r.role.type}`) : ''),
};
export const statusColumn: ExportColumn<RaRecord> = {
  label: 'resources.users.fields.status',
  value: (r, translate) => translate(r.blocked ? 'app.sales.status.blocked' : 'app.sales.status.active'),
};
export const createdColumn: ExportColumn<RaRecord> = { label: 'resources.users.fields.createdAt', value: (r) => dateCell(r.createdAt) };
