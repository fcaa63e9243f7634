import { createContext, useContext } from 'react';
import type { Outbox } from './outbox';

// The signed-in rep's outbox (OutboxProvider.tsx), apart from the provider: the user menu of every
// layout reads it (SignOutMenuItem.tsx) without loading the field app's live code.
export const OutboxContext = createContext<Outbox | null>(null);

/** The signed-in rep's outbox; null outside the field app (the back office has none). */
export const useOptionalOutbox = (): Outbox | null => useContext(OutboxContext);
