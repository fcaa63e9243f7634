import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A new version that is installed and waiting: `reload` activates it and loads the page again. */
export type WaitingVersion = { reload: () => void };

const Waiting = createContext<{ waiting: WaitingVersion | null; offer: (version: WaitingVersion) => void }>({
  waiting: null,
  offer: () => undefined,
});

/** Holds the waiting version between the service worker's registration (UpdatePrompt) and the page's notice. */
export const UpdateNoticeProvider = ({ children }: { children: ReactNode }) => {
  const [waiting, offer] = useState<WaitingVersion | null>(null);
  const value = useMemo(() => ({ waiting, offer }), [waiting]);
  return <Waiting.Provider value={value}>{children}</Waiting.Provider>;
};

/** What the service worker's registration calls when a new version waits. */
export const useOfferUpdate = () => useContext(Waiting).offer;

/**
 * „Eine neue Version …“ on top of the rep's page, in the page's flow like the offline notice: it
 * pushes the page down and never lies over the bottom navigation or the content (a floating
 * snackbar on a phone covered both).
 */
export const UpdateNotice = () => {
  const translate = useTranslate();
  const { waiting } = useContext(Waiting);
  if (!waiting) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={waiting.reload}>
          {translate('app.offline.reload')}
        </Button>
      }
    >
      {translate('app.offline.new_version')}
    </Alert>
  );
};
