import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { BottomNavigation, BottomNavigationAction, Box, Paper, useMediaQuery, Theme } from '@mui/material';
import { Layout, useTranslate } from 'react-admin';
import { menuFor } from '../providers/access';
import { menuIcons } from './menuIcons';
import { AppTopBar, RoleMenu } from './AppLayout';

const SALES_MENU = menuFor('sales');

/** Bottom navigation for the phone: the sales menu within thumb reach. */
const SalesBottomNavigation = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = SALES_MENU.find((item) => pathname.startsWith(item.to))?.to ?? false;
  return (
    <Paper elevation={8} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar }}>
      <BottomNavigation value={current} showLabels component="nav" aria-label={translate('app.menu.main')}>
        {SALES_MENU.map((item) => {
          const Icon = menuIcons[item.resource];
          return (
            <BottomNavigationAction
              key={item.to}
              value={item.to}
              label={translate(item.label)}
              icon={<Icon />}
              component={Link}
              to={item.to}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
};

const NoSidebar = () => null;

/** On the phone the bottom navigation is the menu: no sidebar toggle. */
const PhoneAppBar = () => (
  <Box sx={{ '& .RaAppBar-menuButton': { display: 'none' } }}>
    <AppTopBar />
  </Box>
);

/** The simplified layout for sales users: side menu on large screens, bottom navigation on phones. */
export const SalesLayout = ({ children }: { children: ReactNode }) => {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (!isSmall)
    return (
      <Layout menu={RoleMenu} appBar={AppTopBar}>
        {children}
      </Layout>
    );
  return (
    <Layout appBar={PhoneAppBar} sidebar={NoSidebar}>
      <Box sx={{ pb: 9 }}>{children}</Box>
      <SalesBottomNavigation />
    </Layout>
  );
};
