import { AppBar, LoadingIndicator, Logout, TitlePortal, ToggleThemeButton, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { Chip, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import PersonIcon from '@mui/icons-material/Person';
import { brandIdsOf, canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { useCurrentBrandName } from '../common/useCurrentBrandName';
import { layoutNeeds, useLayoutFeatures } from './layoutFeatures';
import { useSecondaryPartsShown } from '../common/contentFirst';

// The top bar of both layouts (back office and sales): title, current brand, user menu.

/** The name of the current brand, for users who work in a brand. */
export const CurrentBrandChip = () => {
  const name = useCurrentBrandName();
  return name ? (
    <Chip size="small" label={name} sx={{ mr: 1, color: 'inherit', borderColor: 'currentColor', maxWidth: { xs: 130, sm: 280 } }} variant="outlined" />
  ) : null;
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

/**
 * The user menu: own profile, change brand when the user has more than one, and sign out (a
 * feature's, the field app's with unsent messages in mind, or react-admin's).
 */
const AppUserMenu = () => {
  const { user, role } = useSession();
  const SignOut = layoutNeeds(useLayoutFeatures(), 'signOut')[0]?.need ?? Logout;
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // Announced with the name it shows ("Anna Berger, Benutzermenü"), not as "Profil". On a phone the
  // button is an icon, and react-admin translates its label with "Profile" as the fallback: a key.
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label = showsName && identity?.fullName ? translate('app.layout.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      {canAccess(role, 'profile') && <ProfileMenuItem />}
      {brandIdsOf(user).length > 1 && canAccess(role, 'change-brand') && <ChangeBrandMenuItem />}
      <SignOut />
    </UserMenu>
  );
};

/**
 * react-admin's toolbar (light or dark mode, the loading indicator), with a name for the indicator:
 * a progress bar without one is a serious finding of axe while a list loads again.
 */
const AppToolbar = () => {
  const translate = useTranslate();
  return (
    <>
      <ToggleThemeButton />
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
};

/** In the top bar while its buttons wait for the first screen's content (common/contentFirst.ts). */
const NoButtons = () => null;

export const AppTopBar = () => {
  const shown = useSecondaryPartsShown();
  return (
    <AppBar userMenu={shown ? <AppUserMenu /> : false} toolbar={shown ? <AppToolbar /> : <NoButtons />}>
      {/* The page's title is its one `h1` (in-page titles are `h2`). On a phone it takes two lines
        rather than being cut beside the brand and the user menu. */}
      <TitlePortal
        component="h1"
        sx={{ minWidth: 0, whiteSpace: { xs: 'normal', sm: 'nowrap' }, fontSize: { xs: '1rem', sm: '1.25rem' }, lineHeight: { xs: 1.25, sm: 1.6 } }}
      />
      <CurrentBrandChip />
    </AppBar>
  );
};
