// What the rest of the code reads off the access table (table.ts, screens.ts): pure functions, no
// copies. The server seeds its permissions and scopes its brands' documents with these; the app asks
// the access matrix computes its expected answers with them. The app's `canAccess` is in rules.ts:
// it reads only the screens, so the sign-in page carries no more of the table.
import { ROLE_TYPES, type RoleType } from '../roles';
import { ACCESS, type AccessResource, type ActionRule, type Caller, type ResourceRule, type Scope } from './table';

const RESOURCES = ACCESS as Record<string, ResourceRule>;

/** The table's rule of `resource.action`, or undefined for a call the table does not know. */
export const actionRule = (call: string): ActionRule | undefined => {
  const dot = call.indexOf('.');
  return RESOURCES[call.slice(0, dot)]?.actions[call.slice(dot + 1)];
};

/** The permission UID Strapi stores for `resource.action`. */
export const permissionUid = (call: string): string => {
  const dot = call.indexOf('.');
  const resource = RESOURCES[call.slice(0, dot)];
  if (!resource?.actions[call.slice(dot + 1)]) throw new Error(`The access table has no action ${call}.`);
  return `${resource.permission}.${call.slice(dot + 1)}`;
};

/** Every action of the table as `resource.action`. */
export const accessCalls = (): string[] => Object.entries(RESOURCES).flatMap(([name, r]) => Object.keys(r.actions).map((a) => `${name}.${a}`));

/** The scope in which `caller` may do `resource.action`, or null when the permission is not granted. */
export const scopeOf = (caller: Caller, call: string): Scope | null => actionRule(call)?.grants[caller] ?? null;

/** The table's actions granted to a caller, as `resource.action`. */
export const callsGrantedTo = (caller: Caller): string[] => accessCalls().filter((call) => scopeOf(caller, call) !== null);

/** The permission UIDs Strapi's role (or the public-access token) holds: what the seed applies (no guard-only action). */
export const permissionsOf = (caller: Caller): string[] =>
  callsGrantedTo(caller)
    .filter((call) => !actionRule(call)?.guardOnly)
    .map(permissionUid);

/** Who reads and who writes the documents of a brand: the brand scope of one content type. */
export interface BrandScopeRules {
  /** Global roles that read every brand's documents, drafts too. */
  readAll: RoleType[];
  /** Effective roles that read a brand's documents (published ones only, unless also in `drafts`). */
  read: RoleType[];
  /** Effective roles that also read drafts. */
  drafts: RoleType[];
  /** Global roles that write every brand's documents. */
  writeAll: RoleType[];
  /** Effective roles that create, change and delete a brand's documents. */
  write: RoleType[];
}

const rolesWith = (call: string, scopes: Scope[]): RoleType[] => ROLE_TYPES.filter((role) => scopes.includes(scopeOf(role, call) as Scope));
const union = (lists: RoleType[][]): RoleType[] => ROLE_TYPES.filter((role) => lists.some((l) => l.includes(role)));

/** The brand scope of a brand's documents, from the table's `find` and writing actions. */
export const brandScopeOf = (resource: AccessResource): BrandScopeRules => {
  const writes = ['create', 'update', 'delete'].filter((a) => RESOURCES[resource].actions[a]).map((a) => `${resource}.${a}`);
  return {
    readAll: rolesWith(`${resource}.find`, ['all']),
    read: rolesWith(`${resource}.find`, ['brands', 'brand-drafts']),
    drafts: rolesWith(`${resource}.find`, ['brand-drafts']),
    writeAll: union(writes.map((w) => rolesWith(w, ['all']))),
    write: union(writes.map((w) => rolesWith(w, ['brands', 'brand-drafts']))),
  };
};
