import type { SessionUser } from '../providers/access';
import type { OwnProfile } from './ownProfileMethods';

/** The fields a user edits on their own profile (the `profile` component minus `target`). */
export const OWN_PROFILE_FIELDS = ['salutation', 'title', 'firstName', 'lastName', 'phone', 'practice', 'street', 'zip', 'city'] as const;

export const SALUTATIONS = ['herr', 'frau', 'divers'] as const;

/** The signed-in user's profile as stored (SessionUser only types the name fields). */
export type StoredProfile = Partial<OwnProfile>;
export const storedProfile = (user: SessionUser | null | undefined): StoredProfile => (user?.profile ?? {}) as StoredProfile;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The profile to PUT: every edited field (empty → null) plus the unchanged target. A component is
 * replaced as a whole, so leaving `target` out would erase a doctor's or PTA's target group.
 */
export const ownProfileBody = (values: StoredProfile | undefined, target: StoredProfile['target']): OwnProfile => {
  const salutation = SALUTATIONS.find((s) => s === values?.salutation) ?? null;
  return {
    salutation,
    title: text(values?.title),
    firstName: text(values?.firstName),
    lastName: text(values?.lastName),
    phone: text(values?.phone),
    practice: text(values?.practice),
    street: text(values?.street),
    zip: text(values?.zip),
    city: text(values?.city),
    ...(target ? { target } : {}),
  };
};
