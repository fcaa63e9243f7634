import { store } from '../providers';
import type { AppAuthProvider } from '../providers/authProvider';
import { germanI18nProvider, publicMessages } from '../i18n/catalog';
import { PublicApp } from './PublicApp';

// Only the sign-in texts of the catalog; the workspaces' come with the back office.
const i18nProvider = germanI18nProvider(publicMessages);

/**
 * The sign-in pages without the back office (main.tsx, which hands over the app's authProvider from
 * src/wiring.ts); after signing in `onLeave` hands over to it.
 */
export const AuthApp = ({ authProvider, onLeave }: { authProvider: AppAuthProvider; onLeave: () => void }) => (
  <PublicApp authProvider={authProvider} i18nProvider={i18nProvider} store={store} onLeave={onLeave} />
);
