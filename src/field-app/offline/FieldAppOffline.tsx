import { lazy, ReactNode, Suspense } from 'react';
import { useSession } from '../../providers/useSession';
import { OutboxProvider } from './OutboxProvider';
import { SessionEndProvider } from './sessionEnd';
import { UpdateNoticeProvider } from './UpdateNotice';
import { useSecondaryPartsShown } from '../../common/contentFirst';

// The service worker is registered by the built app only (tests and `npm run dev` have none).
const UpdatePrompt = import.meta.env.PROD ? lazy(() => import('./UpdatePrompt')) : null;

/** The field app's offline parts: the rep's unsent messages, whether the session ended, and the service worker with its update notice (shown in the page by the layout). */
export const FieldAppOffline = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  // Registering the service worker (and its first install, which fetches the whole app) waits for
  // the start page's content after a sign-in (common/contentFirst.ts).
  const registerWorker = useSecondaryPartsShown();
  if (!user) return <UpdateNoticeProvider>{children}</UpdateNoticeProvider>;
  return (
    <UpdateNoticeProvider>
      <SessionEndProvider>
        <OutboxProvider userId={user.id}>
          {children}
          {UpdatePrompt && registerWorker && (
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          )}
        </OutboxProvider>
      </SessionEndProvider>
    </UpdateNoticeProvider>
  );
};
