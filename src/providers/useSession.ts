import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { session } from './index';
import { effectiveRole, RoleType } from './access';
import { readAgain } from './queryClient';

const subscribe = (listener: () => void) => session.subscribe(listener);
const snapshot = () => session.version();

/** The signed-in user, the current brand and the effective role, updated whenever they change. */
export const useSession = () => {
  useSyncExternalStore(subscribe, snapshot);
  const user = session.getUser();
  const currentBrandId = session.getCurrentBrandId();
  const role: RoleType = effectiveRole(user, currentBrandId);
  return { user, currentBrandId, role };
};

/** Switches the current brand everywhere: menus follow, cached access answers are dropped. */
export const useSetCurrentBrand = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (brandId: string) => {
      session.setCurrentBrandId(brandId);
      void readAgain(queryClient);
    },
    [queryClient],
  );
};
