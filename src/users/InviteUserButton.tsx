import { AutocompleteInput, ReferenceInput, required } from 'react-admin';
import { BRAND_ROLE_TYPES, canAccess } from '../providers/access';
import { useSession } from '../providers/useSession';
import { InviteButton } from '../common/InviteButton';

/**
 * „Benutzer einladen“ on /user-management: an invitation by e-mail, brand role and brand, whose link
 * the operator passes on. Operators create no accounts with a password for others
 * (docs/decisions/0005-invitations.md); employees are created on /employee-create.
 */
export const InviteUserButton = () => {
  const { role } = useSession();
  if (!canAccess(role, 'user-management', 'create')) return null;
  return (
    <InviteButton
      roles={[...BRAND_ROLE_TYPES]}
      label="app.users.invite.button"
      title="app.users.invite.title"
      intro="app.users.invite.intro"
      brandInput={
        <ReferenceInput source="brand" reference="brands" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="app.users.invite.brand" optionText="name" validate={required()} />
        </ReferenceInput>
      }
    />
  );
};
