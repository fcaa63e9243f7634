import { describe, expect, it } from 'vitest';
import { ROLE_TYPES, type RoleType } from '@markenportal/contract';
import { PUBLIC_TOKEN_PERMISSIONS, ROLE_PERMISSIONS } from '../../server/src/seed/permissions';
import { allowedActions } from '../../src/providers/access/rules';
import { callsFor, OPEN_PAGE_CALLS, SCREEN_CALLS, SIGNED_IN_CALLS, type ScreenCalls } from '../../src/providers/access/serverPermissions';
import { GRANTS_WITHOUT_SCREEN, type Caller } from '../../src/providers/access/grantsWithoutScreen';

// The client's rules (canAccess) and the server's permission table (seed/permissions.ts) agree:
// what a role may do on a screen, the server lets it call; what the server grants, a screen uses
// or GRANTS_WITHOUT_SCREEN names with its reason. The table between them: serverPermissions.ts.

interface Need {
  caller: Caller;
  permission: string;
  screen: string;
}

const CALLERS: readonly Caller[] = [...ROLE_TYPES, 'public-token'];
const granted = (caller: Caller): readonly string[] => (caller === 'public-token' ? PUBLIC_TOKEN_PERMISSIONS : ROLE_PERMISSIONS[caller]);

/** What the screens a role may open ask of the server, and (unknown) allowed screen actions the table lacks. */
const needsOf = (role: RoleType) => {
  const needs: Need[] = [];
  const unknown: string[] = [];
  const add = (screen: string, screenCalls: ScreenCalls, signedIn: boolean) => {
    const calls = callsFor(screenCalls, role);
    // A signed-out visitor makes no calls of a user; the rest go without a token or with the public one.
    if (signedIn) needs.push(...calls.user.map((permission) => ({ caller: role, permission, screen })));
    needs.push(...calls.anonymous.map((permission) => ({ caller: 'public' as const, permission, screen })));
    needs.push(...calls.publicToken.map((permission) => ({ caller: 'public-token' as const, permission, screen })));
  };
  const signedIn = role !== 'public';
  for (const [resource, actions] of Object.entries(allowedActions(role))) {
    for (const action of actions) {
      const screenCalls = SCREEN_CALLS[resource]?.[action];
      if (screenCalls) add(`${resource} ${action}`, screenCalls, signedIn);
      else unknown.push(`${role}: ${resource} ${action}`);
    }
  }
  if (signedIn) add('every page', SIGNED_IN_CALLS, true);
  for (const [page, screenCalls] of Object.entries(OPEN_PAGE_CALLS)) add(`/${page}`, screenCalls, signedIn);
  return { needs, unknown };
};

const allNeeds = ROLE_TYPES.flatMap((role) => needsOf(role).needs);
const usedBy = (caller: Caller) => new Set(allNeeds.filter((n) => n.caller === caller).map((n) => n.permission));
const excused = (caller: Caller, permission: string) => GRANTS_WITHOUT_SCREEN.some((g) => g.callers.includes(caller) && g.permissions.includes(permission));

describe('the permission contract of client rules and server permissions', () => {
  it('has the calls of every screen action the rules allow', () => {
    expect(ROLE_TYPES.flatMap((role) => needsOf(role).unknown)).toEqual([]);
  });

  it('client → server: every call behind an allowed screen action is granted to its caller', () => {
    const refused = allNeeds.filter((n) => !granted(n.caller).includes(n.permission)).map((n) => `${n.caller}: ${n.screen} needs ${n.permission}`);
    expect([...new Set(refused)]).toEqual([]);
  });

  it('server → client: every granted permission is used by a screen of the role, or named with its reason', () => {
    const unused = CALLERS.flatMap((caller) =>
      granted(caller)
        .filter((permission) => !usedBy(caller).has(permission) && !excused(caller, permission))
        .map((permission) => `${caller}: ${permission}`),
    );
    expect(unused).toEqual([]);
  });

  it('names no grant without a screen that is not granted, or that a screen uses after all', () => {
    const stale = GRANTS_WITHOUT_SCREEN.flatMap((g) =>
      g.callers.flatMap((caller) =>
        g.permissions.filter((permission) => !granted(caller).includes(permission) || usedBy(caller).has(permission)).map((p) => `${caller}: ${p}`),
      ),
    );
    expect(stale).toEqual([]);
    expect(GRANTS_WITHOUT_SCREEN.every((g) => g.reason.trim().length > 0)).toBe(true);
  });

  it('describes no screen action that no role may do', () => {
    const allowedSomewhere = (resource: string, action: string) => ROLE_TYPES.some((role) => allowedActions(role)[resource]?.includes(action as never));
    const dead = Object.entries(SCREEN_CALLS).flatMap(([resource, actions]) =>
      Object.keys(actions)
        .filter((action) => !allowedSomewhere(resource, action))
        .map((action) => `${resource} ${action}`),
    );
    expect(dead).toEqual([]);
  });
});
