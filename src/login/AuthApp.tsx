import { authProvider, store } from '../providers';
import { germanI18nProvider, publicMessages } from '../i18n/catalog';
import { PublicApp } from './PublicApp';

// Only the sign-in texts of the catalog; the workspaces' come with the back office.
const i18nProvider = germanI18nProvider(publicMessages);

/** The sign-in pages without the back office (main.tsx); after signing in `onLeave` hands over to it. */
export const AuthApp = ({ onLeave }: { onLeave: () => void }) => (
  <PublicApp authProvider={authProvider} i18nProvider={i18nProvider} store={store} onLeave={onLeave} />
);
