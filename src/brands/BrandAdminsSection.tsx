import { Datagrid, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { BrandRoleType } from '@markenportal/contract';
import { canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { InviteButton } from '../common/InviteButton';
import { UserNameField } from '../common/UserNameField';
import { PendingInvitations } from '../invitations/PendingInvitations';
import { RoleField } from '../users/UserList';
import { Section } from './BrandDetailParts';

/** The roles listed as the brand's administrators, and whose open invitations show beside them. */
const ADMIN_ROLES: BrandRoleType[] = ['brand_admin', 'visual_brand_admin'];

/**
 * The brand's admins on /brand-management/{id}. An operator invites the first one right here (a new
 * brand has none, and nobody of the brand could invite), and sends again or withdraws what is open.
 */
export const BrandAdminsSection = ({ brandId }: { brandId: string }) => {
  const translate = useTranslate();
  const { role } = useSession();
  const invites = canAccess(role, 'invitations', 'create');
  return (
    <Section
      title="app.brands.detail.admins"
      action={
        invites ? (
          <InviteButton
            roles={['brand_admin']}
            brand={brandId}
            size="small"
            label="app.brands.detail.invite_admin"
            title="app.brands.detail.invite_admin_title"
            intro="app.brands.detail.invite_admin_intro"
          />
        ) : undefined
      }
    >
      <ReferenceManyField reference="users" target="brands.documentId" filter={{ 'role.type': ADMIN_ROLES }} sort={{ field: 'email', order: 'ASC' }}>
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          size="small"
          empty={<Typography color="text.secondary">{translate(invites ? 'app.brands.detail.no_admins_invite' : 'app.brands.detail.no_admins')}</Typography>}
        >
          <UserNameField label="resources.users.fields.name" />
          <TextField source="email" />
          <RoleField label="resources.users.fields.role" />
        </Datagrid>
      </ReferenceManyField>
      {canAccess(role, 'invitations', 'list') && <PendingInvitations roles={ADMIN_ROLES} brandId={brandId} embedded />}
    </Section>
  );
};
