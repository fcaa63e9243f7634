import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useDataProvider } from 'react-admin';
import type { AppAuthProvider } from '../providers/authProvider';
import type { AppDataProvider } from '../providers/dataProvider';
import { effectiveRole, landingPath } from '../providers/access';
import { session } from '../providers';

/**
 * After signing in or registering: accepts the invitation, makes its brand the current one and
 * opens the workspace of the role held there.
 */
export const useJoinBrand = (code: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>()!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    const { brand } = await dataProvider.acceptInvitation(code);
    const user = await authProvider.refreshUser();
    session.setCurrentBrandId(brand.documentId);
    queryClient.clear();
    navigate(landingPath(effectiveRole(user, brand.documentId)), { replace: true });
  };
};
