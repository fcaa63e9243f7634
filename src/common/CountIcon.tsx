import type { SvgIconComponent } from '@mui/icons-material';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';

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
