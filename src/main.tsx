import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from './providers';
import { isAuthPath } from './login/authPaths';
import { authProvider } from './wiring';

const PREFETCH_EVENTS = ['keydown', 'input', 'pointerdown'] as const;
const root = createRoot(document.getElementById('root')!);

/** The back office (react-admin with every workspace); its pages load per feature on first use. */
const loadApp = () => import('./App');
const showApp = ({ signedIn = false } = {}) =>
  loadApp().then(({ App, prepareLanding }) => {
    if (signedIn) prepareLanding();
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

// Signed-out visitors of the sign-in pages get a light entry without the back office's code
// (bench/REPORT.md); everyone else, and everyone once signed in, the full app.
if (!session.getToken() && isAuthPath(window.location.pathname)) {
  // Typing (or autofilling) the credentials is the time to fetch the back office and the code of the
  // screen the sign-in most likely lands on, so that both are there on submit; the sign-in page
  // itself loads without them.
  const prefetch = () => {
    PREFETCH_EVENTS.forEach((type) => window.removeEventListener(type, prefetch, true));
    void loadApp().then(({ preloadLikelyLanding }) => preloadLikelyLanding());
  };
  PREFETCH_EVENTS.forEach((type) => window.addEventListener(type, prefetch, true));
  void import('./login/AuthApp').then(({ AuthApp }) =>
    root.render(
      <StrictMode>
        <AuthApp authProvider={authProvider} onLeave={() => void showApp({ signedIn: true })} />
      </StrictMode>,
    ),
  );
} else {
  void showApp();
}
