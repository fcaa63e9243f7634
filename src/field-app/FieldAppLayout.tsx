import { createContext, useContext, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LegalLinks } from '../common/LegalLinks';
import { BottomNavigation, BottomNavigationAction, Box, Paper, useMediaQuery, Theme } from '@mui/material';
import { Layout, Menu, useTranslate } from 'react-admin';
import { menuFor } from '../providers/access';
import { WorkspaceProvider, useWorkspaceUi } from './workspace/WorkspaceProvider';
import { useUnreadCount } from './workspace/useWorkspace';
import type { LayoutParts } from '../common/feature';
import { CountIcon, useCountLabel } from '../common/CountIcon';
import { NewContactDialog } from './NewContactDialog';
import { ConnectionRestoredNotice } from './ConnectionRestoredNotice';
import { FieldAppOffline } from './offline/FieldAppOffline';
import { OfflineNotice } from './offline/OfflineNotice';
import { UpdateNotice } from './offline/UpdateNotice';
import { useSecondaryPartsShown } from '../common/contentFirst';

const SALES_MENU = menuFor('sales');

// The top bar, menu items and icons are the layout's (layout/AppLayout.tsx, `layoutParts`), lent to
// this layout: the field app imports nothing of the layout, nor the layout of it.
const Parts = createContext<LayoutParts | null>(null);
const useParts = () => {
  const parts = useContext(Parts);
  if (!parts) throw new Error('FieldAppLayout renders its parts only inside itself.');
  return parts;
};

/** Height of the bottom navigation; the page leaves that much room below its content. */
export const BOTTOM_NAV_HEIGHT = 56;

/** Bottom navigation for the phone: the sales menu within thumb reach. */
const SalesBottomNavigation = () => {
  const translate = useTranslate();
  const countLabel = useCountLabel();
  const unread = useUnreadCount();
  const { menuIcon } = useParts();
  const { pathname } = useLocation();
  const current = SALES_MENU.find((item) => pathname.startsWith(item.to))?.to ?? false;
  return (
    <Paper elevation={8} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar, pb: 'env(safe-area-inset-bottom)' }}>
      <BottomNavigation
        value={current}
        showLabels
        component="nav"
        aria-label={translate('app.menu.main')}
        // Five items must fit 320 px: MUI's 80 px minimum per item would not.
        sx={{ height: BOTTOM_NAV_HEIGHT, '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5 } }}
      >
        {SALES_MENU.map((item) => {
          const Icon = menuIcon(item.resource);
          const label = translate(item.label);
          const count = item.resource === 'chat' ? unread : undefined;
          return (
            <BottomNavigationAction
              key={item.to}
              value={item.to}
              label={label}
              aria-label={countLabel(label, count)}
              icon={<CountIcon Icon={Icon} count={count} />}
              component={Link}
              to={item.to}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
};

/** The side menu on large screens, with the unread chats on the Chats item. */
const SalesMenu = () => {
  const translate = useTranslate();
  const unread = useUnreadCount();
  const { MenuItems } = useParts();
  return (
    <Menu aria-label={translate('app.menu.main')}>
      <MenuItems role="sales" counts={{ chat: unread }} />
    </Menu>
  );
};

const NoSidebar = () => null;

/** On the phone the bottom navigation is the menu: no sidebar toggle. */
const PhoneAppBar = () => {
  const { TopBar } = useParts();
  return (
    <Box sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}>
      <TopBar />
    </Box>
  );
};

/**
 * react-admin's layout is `min-width: fit-content`: one wide element would widen the whole page
 * on a phone. Here the page keeps the screen's width and wide content scrolls by itself.
 */
const fitScreen = { minWidth: 0, '& .RaLayout-contentWithSidebar': { minWidth: 0 }, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } };

const SalesFrame = ({ children }: { children: ReactNode }) => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const { showMenu } = useWorkspaceUi();
  const { TopBar } = useParts();
  // The foot's links come with the menu, after the first screen's content (common/contentFirst.ts).
  const footer = useSecondaryPartsShown();
  if (!isSmall)
    return (
      <Layout menu={SalesMenu} appBar={TopBar} sx={fitScreen}>
        {children}
        {footer && <LegalLinks router={Link} />}
      </Layout>
    );
  return (
    <Layout appBar={PhoneAppBar} sidebar={NoSidebar} sx={fitScreen}>
      <Box sx={{ pb: showMenu ? `${BOTTOM_NAV_HEIGHT + 16}px` : 0 }}>
        {children}
        {/* Not below an open conversation, whose composer keeps the screen's foot. */}
        {showMenu && footer && <LegalLinks router={Link} />}
      </Box>
      {showMenu && <SalesBottomNavigation />}
    </Layout>
  );
};

/** The simplified layout for sales users: side menu on large screens, bottom navigation on phones. */
export const FieldAppLayout = ({ parts, children }: { parts: LayoutParts; children: ReactNode }) => (
  <Parts.Provider value={parts}>
    <WorkspaceProvider>
      <FieldAppOffline>
        <SalesFrame>
          <OfflineNotice />
          <ConnectionRestoredNotice />
          <UpdateNotice />
          {children}
        </SalesFrame>
        <NewContactDialog />
      </FieldAppOffline>
    </WorkspaceProvider>
  </Parts.Provider>
);
