import { HttpError } from 'ra-core';
import type { Identifier } from 'ra-core';
import type { BrandRoleType, DashboardFigures, Invitation } from '@markenportal/contract';
import type { HttpClient } from './http';
import type { ScopeContext } from './strapi/resources';

type BrandRef = { id?: Identifier; documentId?: string } | null | undefined;

/** A user as the lists load it: brands and per-brand roles populated (normalized or raw). */
export interface BrandMember {
  id: Identifier;
  brands?: BrandRef[] | null;
  userBrandRoles?: { brand?: BrandRef; role?: string | null }[] | null;
}

export interface BrandTeamMethods {
  /** Invites to `brand` (a documentId) or, without it, to the current brand. */
  inviteToBrand(params: { email: string; role: BrandRoleType; brand?: string }): Promise<Invitation>;
  setBrandRole(user: BrandMember, role: BrandRoleType): Promise<void>;
  removeFromBrand(user: BrandMember): Promise<void>;
  getDashboard(brandId: string): Promise<DashboardFigures>;
}

// Normalized records carry the documentId as id and keep documentId too; raw Strapi ones only documentId.
const brandKey = (brand: BrandRef) => (brand ? String(brand.documentId ?? brand.id ?? '') : '');

/** Per-brand roles as the server takes them: brand by documentId, no component ids. */
const brandRoles = (user: BrandMember) => (user.userBrandRoles ?? []).map((entry) => ({ brand: brandKey(entry.brand) || null, role: entry.role ?? null }));

/** Team operations of the current brand's admin (invitations, per-brand roles, dashboard). */
export const createBrandTeamMethods = (http: HttpClient, context: () => ScopeContext): BrandTeamMethods => {
  const currentBrand = () => {
    const id = context().currentBrandId;
    // Without a current brand nothing may be written: it would touch no brand or all of them.
    if (!id) throw new HttpError('app.team.no_brand', 400, {});
    return id;
  };
  const putUser = (user: BrandMember, body: Record<string, unknown>) => http.request(`/users/${encodeURIComponent(String(user.id))}`, { method: 'PUT', body });

  return {
    inviteToBrand: async ({ email, role, brand }) => {
      const body = { data: { email: email.trim().toLowerCase(), role, brand: brand ?? currentBrand() } };
      return (await http.request<{ data: Invitation }>('/invitations', { method: 'POST', body })).data;
    },

    setBrandRole: async (user, role) => {
      const brand = currentBrand();
      // The whole list: a repeatable component is replaced by what is sent.
      const others = brandRoles(user).filter((e) => e.brand !== brand);
      await putUser(user, { userBrandRoles: [...others, { brand, role }] });
    },

    removeFromBrand: async (user) => {
      const brand = currentBrand();
      await putUser(user, {
        brands: (user.brands ?? []).map(brandKey).filter((id) => id && id !== brand),
        userBrandRoles: brandRoles(user).filter((e) => e.brand !== brand),
      });
    },

    getDashboard: async (brandId) => (await http.request<{ data: DashboardFigures }>('/dashboard', { query: { brand: brandId } })).data,
  };
};
