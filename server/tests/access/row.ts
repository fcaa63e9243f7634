import type { AccessRow } from './expected';
import type { Caller, Request, World } from './world';

/** One row of the access matrix (access/matrix-table.ts): a route, its calls, and what access/expected.ts needs. */
export interface Row extends AccessRow {
  /** Method and route as Strapi lists it. */
  route: string;
  /** What the call is aimed at, in words, when a route is tried on more than one target. */
  target?: string;
  /** The request of one caller; may first make what it needs (a fresh post to delete, …). */
  call(w: World, caller: Caller): Request | Promise<Request>;
  /** What an allowed call made, for the clean-up. */
  made?(w: World, body: any, caller: Caller): void;
}
