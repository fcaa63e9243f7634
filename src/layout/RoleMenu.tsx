import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { menuFor, RoleType, type MenuEntry } from '../providers/access';
import { CountIcon, useCountLabel } from '../common/CountIcon';
import { useMenuIcon } from './layoutFeatures';
import { useSecondaryPartsShown } from '../common/contentFirst';

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
  const menuIcon = useMenuIcon();
  // The sidebar keeps its width while the entries wait for the first screen's content.
  const shown = useSecondaryPartsShown();
  if (!shown) return null;
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
