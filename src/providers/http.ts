import { toHttpError, networkError, StrapiErrorBody } from './strapi/errors';
import { QueryValue, toQueryString } from './strapi/query';
import type { Session } from './session';

export type Auth = 'user' | 'public' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Whose token to send: the signed-in user's (default), the fixed public-access token, or none. */
  auth?: Auth;
}

export interface HttpClient {
  apiUrl: string;
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

export interface HttpConfig {
  apiUrl: string;
  publicToken: string;
  session: Session;
  fetch?: typeof fetch;
}

/** The only place the app talks HTTP: tokens, JSON, and Strapi errors as German HttpErrors. */
export const createHttpClient = ({ apiUrl, publicToken, session, fetch: doFetch = fetch }: HttpConfig): HttpClient => ({
  apiUrl,
  async request<T>(path: string, { method = 'GET', query, body, auth = 'user' }: RequestOptions = {}) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = auth === 'user' ? session.getToken() : auth === 'public' ? publicToken : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const qs = query ? toQueryString(query) : '';
    let response: Response;
    try {
      response = await doFetch(`${apiUrl}${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
    } catch {
      throw networkError();
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // Strapi always answers in JSON: a 5xx without it comes from a proxy whose server is down.
    if (!response.ok && response.status >= 500 && json === null) throw networkError();
    if (!response.ok) throw toHttpError(response.status, json as StrapiErrorBody);
    return json as T;
  },
});
