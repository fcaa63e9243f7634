import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, Menu, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { brandIdsOf, canAccess } from '../providers/access';
import { Chip } from '@mui/material';
import { useSession } from '../providers/useSession';
import { usesSalesLayout } from '../providers/access';
import { RoleMenuItems } from './RoleMenu';
import { useCurrentBrandName } from '../common/useCurrentBrandName';
import { SalesLayout } from './SalesLayout';

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

/** The user menu: change brand when the user has more than one, and sign out. */
const AppUserMenu = () => {
  const { user, role } = useSession();
  return (
    <UserMenu>
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
  const { role } = useSession();
  if (usesSalesLayout(role)) return <SalesLayout>{children}</SalesLayout>;
  return (
    <Layout menu={RoleMenu} appBar={AppTopBar}>
      {children}
    </Layout>
  );
};
