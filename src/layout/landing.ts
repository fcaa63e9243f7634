import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import { effectiveRole, landingPath } from '../providers/access';
import { session } from '../providers';
import type { AppDataProvider } from '../providers/dataProvider';
import { menuPageOf, type Feature } from '../common/feature';
import { featureIn } from './layoutFeatures';
import { holdSecondaryPartsUntilContent } from '../common/contentFirst';

/** At a desk (a wide window) people sign in to the back office, on a phone the field app. */
const WIDE_SCREEN = '(min-width: 900px)';
const wideScreen = () => window.matchMedia(WIDE_SCREEN).matches;

/** A failed preload is the page's own load again, with its own error handling. */
const preloadPage = (features: readonly Feature[], path: string) => {
  const feature = featureIn(features, path.slice(1));
  if (feature)
    void menuPageOf(feature)
      ?.preload()
      .catch(() => undefined);
};

/**
 * While the sign-in form is filled (main.tsx): the code of the screens the sign-in most likely lands
 * on, by the window: at a desk the back office's two landing screens (the operators' brand list,
 * everyone else's start page), on a phone the start page. Loaded after the sign-in answer, a
 * screen's few dozen chunks held its first row back by about 300 ms (bench/REPORT.md, "First
 * screens without waiting chains"). Nothing is stored to guess better: nothing of who signed in
 * last stays in the browser.
 */
export const preloadLikelyLanding = ({ features, wide = wideScreen }: { features: readonly Feature[]; wide?: () => boolean }) =>
  new Set((wide() ? (['operator', 'brand_admin'] as const) : (['sales'] as const)).map(landingPath)).forEach((path) => preloadPage(features, path));

/**
 * Right after signing in, on the role's landing screen: reads its first data (the feature's
 * `prefetch`, through the query cache) and loads the screen's code side by side, before react-admin
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
  // The screen's content first, its menu and tools right after (common/contentFirst.ts).
  holdSecondaryPartsUntilContent(context.queryClient);
  // A failed read ahead is the page's own read again, with its own error handling.
  void feature.prefetch?.({ ...context, role, currentBrandId: session.getCurrentBrandId() }).catch(() => undefined);
  // The code after the data's request: the browser sends at most six requests to one server at a
  // time (HTTP/1.1), and the page's few dozen chunks held the data back by up to 400 ms
  // (bench/REPORT.md). The request goes out within this task; the chunks follow in the next.
  setTimeout(() => preloadPage(features, path), 0);
};
