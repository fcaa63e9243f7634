import { describe, expect, it } from 'vitest';
import {
  accessCalls,
  actionRule,
  allowedActions,
  OPEN_PAGE_CALLS,
  ROLE_TYPES,
  SCREENS,
  SIGNED_IN_CALLS,
  scopeOf,
  type Caller,
  type RoleType,
  type ScreenRule,
} from '@markenportal/contract';

// The access table's two sides agree (packages/contract/src/access): what a role may do on a
// screen (screens.ts), the table grants every call of (table.ts); what the table grants, a screen
// of that caller uses or the table names with its reason (`apiOnly`). What Strapi then enforces is
// checked against the same table by server/tests/roles.test.ts and the access matrix.

interface Need {
  caller: Caller;
  call: string;
  screen: string;
}

const CALLERS: readonly Caller[] = [...ROLE_TYPES, 'public-token'];
type Calls = Omit<ScreenRule, 'roles'>;

/** The calls of a screen action as a role makes them: its own and those of the role's `byRole`. */
const callsFor = ({ byRole, ...calls }: Calls, role: RoleType) => {
  const extra = byRole?.[role] ?? {};
  return {
    user: [...(calls.user ?? []), ...(extra.user ?? [])],
    anonymous: [...(calls.anonymous ?? []), ...(extra.anonymous ?? [])],
    publicToken: [...(calls.publicToken ?? []), ...(extra.publicToken ?? [])],
  };
};

/** What the screens a role may open ask of the server. */
const needsOf = (role: RoleType): Need[] => {
  const needs: Need[] = [];
  const signedIn = role !== 'public';
  const add = (screen: string, screenCalls: Calls) => {
    const calls = callsFor(screenCalls, role);
    // A signed-out visitor makes no calls of a user; the rest go without a token or with the public one.
    if (signedIn) needs.push(...calls.user.map((call) => ({ caller: role, call, screen })));
    needs.push(...calls.anonymous.map((call) => ({ caller: 'public' as const, call, screen })));
    needs.push(...calls.publicToken.map((call) => ({ caller: 'public-token' as const, call, screen })));
  };
  for (const [screen, actions] of Object.entries(allowedActions(role))) {
    for (const action of actions) add(`${screen} ${action}`, SCREENS[screen][action]!);
  }
  if (signedIn) add('every page', SIGNED_IN_CALLS);
  for (const [page, calls] of Object.entries(OPEN_PAGE_CALLS)) add(`/${page}`, calls);
  return needs;
};

const allNeeds = ROLE_TYPES.flatMap(needsOf);
const usedBy = (caller: Caller) => new Set(allNeeds.filter((n) => n.caller === caller).map((n) => n.call));
const reasonFor = (caller: Caller, call: string) => actionRule(call)?.apiOnly?.[caller];

describe('the access table: screens and server grants', () => {
  it('names only actions the table has', () => {
    expect(allNeeds.filter((n) => !actionRule(n.call)).map((n) => `${n.screen}: ${n.call}`)).toEqual([]);
  });

  it('client → server: every call behind an allowed screen action is granted to its caller', () => {
    const refused = allNeeds.filter((n) => scopeOf(n.caller, n.call) === null).map((n) => `${n.caller}: ${n.screen} needs ${n.call}`);
    expect([...new Set(refused)]).toEqual([]);
  });

  it('server → client: every grant is used by a screen of the caller, or says why not', () => {
    const unused = CALLERS.flatMap((caller) =>
      accessCalls()
        .filter((call) => scopeOf(caller, call) !== null && !usedBy(caller).has(call) && !reasonFor(caller, call)?.trim())
        .map((call) => `${caller}: ${call}`),
    );
    expect(unused).toEqual([]);
  });

  it('gives no reason for a grant that does not exist or that a screen uses after all', () => {
    const stale = accessCalls().flatMap((call) =>
      Object.keys(actionRule(call)?.apiOnly ?? {})
        .map((caller) => caller as Caller)
        .filter((caller) => scopeOf(caller, call) === null || usedBy(caller).has(call))
        .map((caller) => `${caller}: ${call}`),
    );
    expect(stale).toEqual([]);
  });

  it('lets no role on a screen action that names no role, and no role twice', () => {
    const empty = Object.entries(SCREENS).flatMap(([screen, actions]) =>
      Object.entries(actions)
        .filter(([, rule]) => !rule.roles.length || new Set(rule.roles).size !== rule.roles.length)
        .map(([action]) => `${screen} ${action}`),
    );
    expect(empty).toEqual([]);
  });
});
