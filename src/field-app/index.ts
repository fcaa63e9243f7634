import { defineFeature } from '../common/feature';
import { usesFieldAppLayout } from '../providers/access';
import { FieldAppFrame } from './FieldAppFrame';
import { BackOfficeOfflineNotice } from './offline/OfflineNotice';
import { SignOutMenuItem } from './offline/SignOutMenuItem';
import { OfflineCacheProvider, prepareForOffline } from './offline/OfflineCacheProvider';

/**
 * The sales rep's field app as a whole (its screens are the features contacts/ and chat/): its own
 * layout, the saved data it opens offline with, and its sign-out with unsent messages in mind
 * (docs/decisions/0026-offline-field-app.md). The back office says when it is offline.
 */
export default defineFeature({
  name: 'field-app',
  layout: {
    frame: { for: usesFieldAppLayout, component: FieldAppFrame },
    notice: BackOfficeOfflineNotice,
    signOut: SignOutMenuItem,
    around: OfflineCacheProvider,
    prepare: ({ queryClient, networkStatus }) => prepareForOffline(queryClient, networkStatus),
  },
});
