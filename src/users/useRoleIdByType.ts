import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** The spec's "Roles and permissions": a role change looks up the role id from the roles list by type. */
export const useRoleIdByType = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: roles } = useQuery({ queryKey: ['users-permissions', 'roles'], queryFn: () => dataProvider.getRoles() });
  return (type: string | undefined) => roles?.find((r) => r.type === type)?.id;
};
