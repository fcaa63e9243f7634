import type { ReactNode } from 'react';
import { Layout, Menu, useTranslate } from 'react-admin';
import { useSession } from '../providers/useSession';
import { masterDataMenuFor, usesFieldAppLayout } from '../providers/access';
import { Divider } from '@mui/material';
import { MenuEntries, RoleMenuItems } from './RoleMenu';
import { usePreloadMenuPages } from './menuPages';
import { AppTopBar } from './AppTopBar';
import { FieldAppLayout } from '../field-app/FieldAppLayout';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { realtime } from '../realtime';
import { SignedOutRedirect } from './SignedOutRedirect';
import { BackOfficeOfflineNotice } from '../field-app/offline/OfflineNotice';

export const RoleMenu = () => {
  const { role } = useSession();
  const translate = useTranslate();
  return (
    <>
      <Menu aria-label={translate('app.menu.main')}>
        <RoleMenuItems role={role} />
      </Menu>
      {masterDataMenuFor(role).length > 0 && (
        <>
          <Divider sx={{ mx: 2 }} />
          <Menu aria-label={translate('app.menu.master_data')}>
            <MenuEntries entries={masterDataMenuFor(role)} />
          </Menu>
        </>
      )}
    </>
  );
};

/**
 * react-admin's layout is `min-width: fit-content`: one wide table would widen the whole page on a
 * phone and push the top bar's user menu off-screen. The page keeps the screen's width instead.
 */
const fitScreen = { minWidth: 0, '& .RaLayout-contentWithSidebar': { minWidth: 0 }, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } };

/** One layout per kind of user: the back office, or the simplified sales layout. */
const RoleLayout = ({ children }: { children: ReactNode }) => {
  const { role, user } = useSession();
  usePreloadMenuPages(role);
  // Sales reps chat and get the new-doctor dialog: the realtime port is connected for them.
  if (usesFieldAppLayout(role))
    return (
      <RealtimeProvider port={realtime} me={user ? { id: user.id } : null}>
        <FieldAppLayout>{children}</FieldAppLayout>
      </RealtimeProvider>
    );
  return (
    <Layout menu={RoleMenu} appBar={AppTopBar} sx={fitScreen}>
      <BackOfficeOfflineNotice />
      {children}
    </Layout>
  );
};

/** The layout, and the way to /login when the session ends on an open page (above the layout, which changes with the role). */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <>
    <SignedOutRedirect />
    <RoleLayout>{children}</RoleLayout>
  </>
);
