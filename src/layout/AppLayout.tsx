import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, Menu, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PersonIcon from '@mui/icons-material/Person';
import { brandIdsOf, canAccess } from '../providers/access';
import { Chip } from '@mui/material';
import { useSession } from '../providers/useSession';
import { usesSalesLayout } from '../providers/access';
import { RoleMenuItems } from './RoleMenu';
import { usePreloadMenuPages } from './menuPages';
import { useCurrentBrandName } from '../common/useCurrentBrandName';
import { SalesLayout } from './SalesLayout';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { realtime } from '../realtime';

export const RoleMenu = () => {
  const { role } = useSession();
  const translate = useTranslate();
  return (
    <Menu aria-label={translate('app.menu.main')}>
      <RoleMenuItems role={role} />
    </Menu>
  );
};

/** The name of the current brand, for users who work in a brand. */
export const CurrentBrandChip = () => {
  const name = useCurrentBrandName();
  return name ? <Chip size="small" label={name} sx={{ mr: 1, color: 'inherit', borderColor: 'currentColor' }} variant="outlined" /> : null;
};

const ChangeBrandMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/change-brand" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <SwapHorizIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.change_brand.title')}</ListItemText>
    </MenuItem>
  );
};

/** The own profile, for every role (the sales menu also has it). */
const ProfileMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to="/profile" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.profile.title')}</ListItemText>
    </MenuItem>
  );
};

/** The user menu: own profile, change brand when the user has more than one, and sign out. */
const AppUserMenu = () => {
  const { user, role } = useSession();
  return (
    <UserMenu>
      {canAccess(role, 'profile') && <ProfileMenuItem />}
      {brandIdsOf(user).length > 1 && canAccess(role, 'change-brand') && <ChangeBrandMenuItem />}
      <Logout />
    </UserMenu>
  );
};

export const AppTopBar = () => (
  <AppBar userMenu={<AppUserMenu />}>
    <TitlePortal />
    <CurrentBrandChip />
  </AppBar>
);

/** One layout per kind of user: the back office, or the simplified sales layout. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const { role, user } = useSession();
  usePreloadMenuPages(role);
  // Sales reps chat and get the new-doctor dialog: the realtime port is connected for them.
  if (usesSalesLayout(role))
    return (
      <RealtimeProvider port={realtime} me={user ? { id: user.id } : null}>
        <SalesLayout>{children}</SalesLayout>
      </RealtimeProvider>
    );
  return (
    <Layout menu={RoleMenu} appBar={AppTopBar}>
      {children}
    </Layout>
  );
};
