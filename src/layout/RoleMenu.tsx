import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { Menu, useTranslate } from 'react-admin';
import { menuFor, RoleType } from '../providers/access';
import { menuIcons } from './menuIcons';

/** The menu of spec section 2 for a role; disabled items are greyed out and not links. */
export const RoleMenuItems = ({ role }: { role: RoleType }) => {
  const translate = useTranslate();
  return (
    <>
      {menuFor(role).map((item) => {
        const Icon = menuIcons[item.resource];
        const label = translate(item.label);
        return item.enabled ? (
          <Menu.Item key={item.to} to={item.to} primaryText={label} leftIcon={<Icon />} />
        ) : (
          <Tooltip key={item.to} title={translate('app.menu.disabled_hint')} placement="right">
            <span>
              <MenuItem disabled aria-disabled="true" data-disabled-menu-item>
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={label} />
              </MenuItem>
            </span>
          </Tooltip>
        );
      })}
    </>
  );
};
