import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import { effectiveRole, landingPath } from '../providers/access';
import { session } from '../providers';
import type { AppDataProvider } from '../providers/dataProvider';
import { menuPageOf, type Feature } from '../common/feature';
import { featureIn } from './layoutFeatures';

/**
 * Right after signing in, on the role's landing screen: loads the screen's code and reads its
 * first data (the feature's `prefetch`, through the query cache) side by side, before react-admin
 * has rendered anything; the page then finds both. Elsewhere (the place a session ended) nothing.
 */
export const prepareLanding = ({
  features,
  ...context
}: {
  queryClient: QueryClient;
  dataProvider: AppDataProvider;
  store: Store;
  features: readonly Feature[];
}) => {
  const role = effectiveRole(session.getUser(), session.getCurrentBrandId());
  const path = landingPath(role);
  if (!session.getToken() || window.location.pathname !== path) return;
  const feature = featureIn(features, path.slice(1));
  if (!feature) return;
  // A failed read ahead is the page's own read again, with its own error handling.
  void menuPageOf(feature)
    ?.preload()
    .catch(() => undefined);
  void feature.prefetch?.({ ...context, role, currentBrandId: session.getCurrentBrandId() }).catch(() => undefined);
};
