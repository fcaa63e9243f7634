import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import { useRealtimeEvents } from '../../realtime/RealtimeProvider';

// The rep's session ended while the field app is open (the password changed on another device, the
// account blocked): issue 35 item 2. Whatever finds it first — the outbox's send, the live stream,
// a list read through react-query — says so here; the notice then asks the rep to sign in again
// (OfflineNotice), and the unsent messages say why they wait. Signing in again goes the back
// office's way for forms (docs/architecture.md, "Sessions that end"): authProvider.checkError keeps
// the page for this user, the sign-in returns there, and the kept messages are sent.

interface SessionEnd {
  ended: boolean;
  report(): void;
}

const SessionEndContext = createContext<SessionEnd | null>(null);
const NOT_ENDED: SessionEnd = { ended: false, report: () => undefined };

/** A refusal that means the session has ended; push calls never sign out (the spec's "States and transitions"). */
export const isSessionEnd = (error: unknown) => {
  const e = error as { status?: number; body?: { source?: string } } | null;
  return e?.status === 401 && e.body?.source !== 'push';
};

export const SessionEndProvider = ({ children }: { children: ReactNode }) => {
  const [ended, setEnded] = useState(false);
  const report = useCallback(() => setEnded(true), []);
  const queryClient = useQueryClient();

  useRealtimeEvents((event) => {
    if (event.type === 'session-ended') report();
  });
  // The field app's lists are read through react-query, outside react-admin's checkError.
  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionEnd(event.action.error)) report();
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionEnd(event.action.error)) report();
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, report]);

  const value = useMemo(() => ({ ended, report }), [ended, report]);
  return <SessionEndContext.Provider value={value}>{children}</SessionEndContext.Provider>;
};

/** Whether the session has ended; outside the field app (the notice tests, the back office) never. */
export const useSessionEnd = (): SessionEnd => useContext(SessionEndContext) ?? NOT_ENDED;

/**
 * To the sign-in page, keeping where the rep is: react-admin's way for a 401 (authProvider.checkError
 * keeps the page for this user and signs out; the sign-in answers with that page).
 */
export const useSignInAgain = () => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(() => void logoutIfAccessDenied(new HttpError('app.auth.session_expired', 401, {})), [logoutIfAccessDenied]);
};
