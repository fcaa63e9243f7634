import type { Expected } from './expected';
import { CALLERS, type Request } from './world';

// The access matrix's requests, in short.

export const GET = (path: string): Request => ({ method: 'GET', path });
export const DELETE = (path: string): Request => ({ method: 'DELETE', path });
export const POST = (path: string, body?: unknown): Request => ({ method: 'POST', path, body });
export const PUT = (path: string, body: unknown): Request => ({ method: 'PUT', path, body });
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Every caller gets `status`: the answers of no route at all. */
export const everyone = (status: number): Expected => Object.fromEntries(CALLERS.map((c) => [c, status])) as Expected;
