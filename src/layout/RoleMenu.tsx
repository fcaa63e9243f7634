import type { SvgIconComponent } from '@mui/icons-material';
import { Badge, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { menuFor, RoleType, type MenuEntry } from '../providers/access';
import { menuIcon } from './menuIcon';

/**
 * A menu icon with a count badge (unread chats); no badge at 0. The number is drawn by CSS: the
 * item's accessible name says it ("Chats, 3 ungelesen"), and as text it would run into the label
 * ("3Chats"), which screen-reader users who speak the visible label could not match.
 */
export const CountIcon = ({ Icon, count }: { Icon: SvgIconComponent; count?: number }) =>
  count ? (
    <Badge
      badgeContent=" "
      color="error"
      slotProps={{ badge: { 'data-count': count > 99 ? '99+' : String(count) } as object }}
      sx={{ '& .MuiBadge-badge::after': { content: 'attr(data-count)' } }}
    >
      <Icon />
    </Badge>
  ) : (
    <Icon />
  );

/** The accessible name of a menu item with a count: "Chats, 3 ungelesen". */
export const useCountLabel = () => {
  const translate = useTranslate();
  return (label: string, count?: number) => (count ? translate('app.workspace.unread_label', { label, count }) : undefined);
};

/**
 * The menu of the spec's "Screens and routes" for a role; disabled items are greyed out and not links. `counts`
 * puts a badge on items by resource (the sales rep's unread chats).
 */
export const RoleMenuItems = ({ role, counts = {} }: { role: RoleType; counts?: Partial<Record<string, number>> }) => (
  <MenuEntries entries={menuFor(role)} counts={counts} />
);

/** Menu entries: links, or greyed out with the reason when the role may not open them. */
export const MenuEntries = ({ entries, counts = {} }: { entries: MenuEntry[]; counts?: Partial<Record<string, number>> }) => {
  const translate = useTranslate();
  const countLabel = useCountLabel();
  return (
    <>
      {entries.map((item) => {
        const Icon = menuIcon(item.resource);
        const label = translate(item.label);
        const count = counts[item.resource];
        return item.enabled ? (
          <Menu.Item key={item.to} to={item.to} primaryText={label} leftIcon={<CountIcon Icon={Icon} count={count} />} aria-label={countLabel(label, count)} />
        ) : (
          // Not `disabled`: a disabled item needs a wrapper for its tooltip, and a wrapper breaks the
          // menu's list structure for screen readers. aria-disabled, greyed out, and a click does nothing.
          <Tooltip key={item.to} title={translate('app.menu.disabled_hint')} placement="right" describeChild>
            <MenuItem aria-disabled="true" data-disabled-menu-item sx={{ opacity: 0.38, cursor: 'default' }} onClick={(e) => e.preventDefault()}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={label} />
            </MenuItem>
          </Tooltip>
        );
      })}
    </>
  );
};
