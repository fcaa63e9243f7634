import { useNavigate } from 'react-router-dom';
import { Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { brandIdsOf, effectiveRole, landingPath } from '../providers/access';
import { useSession, useSetCurrentBrand } from '../providers/useSession';

type NamedBrand = { id?: string | number; documentId?: string; name?: string };

/** /change-brand: the user's brands with the role held in each; switching changes menus at once. */
export const ChangeBrandPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { user, currentBrandId } = useSession();
  const setCurrentBrand = useSetCurrentBrand();
  const named = [user?.brand, ...(user?.brands ?? []), ...(user?.userBrandRoles ?? []).map((e) => e.brand)] as NamedBrand[];
  const nameOf = (id: string) => named.find((b) => b && String(b.documentId ?? b.id) === id)?.name ?? id;
  const choose = (id: string) => {
    setCurrentBrand(id);
    notify('app.change_brand.switched', { type: 'info', messageArgs: { name: nameOf(id) } });
    navigate(landingPath(effectiveRole(user, id)));
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title="app.change_brand.title" />
      <CardContent>
        <Typography color="text.secondary">{translate('app.change_brand.intro')}</Typography>
        <List aria-label={translate('app.change_brand.title')}>
          {brandIdsOf(user).map((id) => (
            <ListItem key={id} disablePadding>
              <ListItemButton selected={id === currentBrandId} onClick={() => choose(id)}>
                <ListItemText primary={nameOf(id)} secondary={translate(`app.roles.${effectiveRole(user, id)}`)} />
                {id === currentBrandId && <Chip size="small" color="primary" label={translate('app.change_brand.current')} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
