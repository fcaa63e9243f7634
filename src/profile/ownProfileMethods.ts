import type { ProfileTarget } from '@markenportal/contract';
import type { HttpClient } from '../providers/http';
import type { SessionUser } from '../providers/access';
import { versionOf } from '../providers/strapi/records';

/** The profile component fields a user edits on /profile/edit (target is kept, not edited). */
export interface OwnProfile {
  salutation: 'herr' | 'frau' | 'divers' | null;
  title: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  practice: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  target?: ProfileTarget | null;
}

/** The own-profile call every role makes (dataProvider.updateOwnProfile). */
export interface OwnProfileMethods {
  /**
   * PUT /api/users/{id} with the own profile and, when given, the new image's file id (null removes it).
   * `version`: the user's `updatedAt` the form was loaded from; a stale one is refused with 409.
   */
  updateOwnProfile(userId: number, changes: { profile: OwnProfile; image?: number | null }, version?: string): Promise<SessionUser>;
}

export const createOwnProfileMethods = (http: HttpClient): OwnProfileMethods => ({
  // Only what a user may change about themselves: never role, brands or per-brand roles.
  updateOwnProfile: (userId, { profile, image }, version) =>
    http.request<SessionUser>(`/users/${encodeURIComponent(String(userId))}`, {
      method: 'PUT',
      body: { ...(image === undefined ? { profile } : { profile, image }), ...versionOf(version) },
    }),
});

// The dataProvider's type gets these methods here; the feature's descriptor (index.ts) makes them.
declare module '../providers/dataProvider' {
  interface AppDataProvider extends OwnProfileMethods {}
}
