// What each role may do per screen: menus, routes and buttons all ask `canAccess`. The rules are the
// access table's screen side (packages/contract/src/access/screens.ts), held against what the server
// grants by tests/unit/permissionContract.test.ts; the server stays the authority.
export { canAccess, allowedActions } from '@markenportal/contract';
export type { ScreenAction as Action } from '@markenportal/contract';
