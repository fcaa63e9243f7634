import { useMemo, type ReactNode } from 'react';
import { Layout, Menu, useTranslate } from 'react-admin';
import { Divider } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { LegalLinks } from '../common/LegalLinks';
import { useSession } from '../providers/useSession';
import { secondaryMenuFor } from '../providers/access';
import type { Feature, LayoutParts } from '../common/feature';
import { MenuEntries, RoleMenuItems } from './RoleMenu';
import { useSecondaryPartsShown } from '../common/contentFirst';
import { usePreloadMenuPages } from './menuPages';
import { AppTopBar } from './AppTopBar';
import { SignedOutRedirect } from './SignedOutRedirect';
import { LayoutFeatures, layoutNeeds, menuIconIn, useLayoutFeatures } from './layoutFeatures';

export const RoleMenu = () => {
  const { role } = useSession();
  const translate = useTranslate();
  const more = secondaryMenuFor(role);
  // The sidebar keeps its width while the entries wait for the first screen's content.
  const shown = useSecondaryPartsShown();
  if (!shown) return null;
  return (
    <>
      <Menu aria-label={translate('app.menu.main')}>
        <RoleMenuItems role={role} />
      </Menu>
      {more.entries.length > 0 && (
        <>
          <Divider sx={{ mx: 2 }} />
          <Menu aria-label={translate(more.label)}>
            <MenuEntries entries={more.entries} />
          </Menu>
        </>
      )}
    </>
  );
};

/** What the layout lends a feature's own layout (a `frame`): the top bar, the role's menu items, the menu icons. */
export const layoutParts = (features: readonly Feature[]): LayoutParts => ({ TopBar: AppTopBar, MenuItems: RoleMenuItems, menuIcon: menuIconIn(features) });

/**
 * react-admin's layout is `min-width: fit-content`: one wide table would widen the whole page on a
 * phone and push the top bar's user menu off-screen. The page keeps the screen's width instead.
 */
const fitScreen = { minWidth: 0, '& .RaLayout-contentWithSidebar': { minWidth: 0 }, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } };

/** One layout per kind of user: a feature's own for the roles it is for (the sales rep's field app), or the back office. */
const RoleLayout = ({ children }: { children: ReactNode }) => {
  const { role } = useSession();
  const features = useLayoutFeatures();
  const parts = useMemo(() => layoutParts(features), [features]);
  usePreloadMenuPages(role, features);
  const footer = useSecondaryPartsShown();
  const frame = layoutNeeds(features, 'frame').find(({ need }) => need.for(role))?.need;
  if (frame) return <frame.component parts={parts}>{children}</frame.component>;
  return (
    <Layout menu={RoleMenu} appBar={AppTopBar} sx={fitScreen}>
      {layoutNeeds(features, 'notice').map(({ feature, need: Notice }) => (
        <Notice key={feature} />
      ))}
      {children}
      {footer && <LegalLinks router={RouterLink} />}
    </Layout>
  );
};

/**
 * The app's layout with its features (App.tsx hands them over), and the way to /login when the
 * session ends on an open page (above the layout, which changes with the role).
 */
export const appLayout = (features: readonly Feature[]) => {
  const AppLayout = ({ children }: { children: ReactNode }) => (
    <LayoutFeatures.Provider value={features}>
      <SignedOutRedirect />
      <RoleLayout>{children}</RoleLayout>
    </LayoutFeatures.Provider>
  );
  return AppLayout;
};
