import { toHttpError, networkError, sessionExpiredError, StrapiErrorBody } from './strapi/errors';
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
  /** A file the server writes (a CSV export): its bytes, or the German HttpError of a refusal. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
}

export interface HttpConfig {
  apiUrl: string;
  publicToken: string;
  session: Session;
  fetch?: typeof fetch;
  /** Told whether each request reached the server (providers/networkStatus.ts). */
  onReachable?: (reachable: boolean) => void;
}

/** The only place the app talks HTTP: tokens, JSON, and Strapi errors as German HttpErrors. */
export const createHttpClient = ({ apiUrl, publicToken, session, fetch: doFetch = fetch, onReachable }: HttpConfig): HttpClient => {
  const send = async (path: string, { method = 'GET', query, body, auth = 'user' }: RequestOptions, accept: string) => {
    const headers: Record<string, string> = { Accept: accept };
    const token = auth === 'user' ? session.getToken() : auth === 'public' ? publicToken : null;
    // Signed out meanwhile (another tab, an expired session): the call would be refused as "no
    // permission" (403); it is what it is, a session that ended, and nothing is sent.
    if (auth === 'user' && !token) throw sessionExpiredError(method);
    if (token) headers.Authorization = `Bearer ${token}`;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const qs = query ? toQueryString(query) : '';
    try {
      const response = await doFetch(`${apiUrl}${path}${qs ? `?${qs}` : ''}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
      onReachable?.(true);
      return response;
    } catch {
      onReachable?.(false);
      throw networkError();
    }
  };
  const parsed = (text: string): unknown => {
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  };
  /** The German HttpError of a failed answer. Strapi always answers in JSON: a 5xx without it comes from a proxy whose server is down. */
  const failure = (response: Response, json: unknown, { method = 'GET', auth = 'user' }: RequestOptions) => {
    if (response.status === 401 && auth === 'user') return sessionExpiredError(method, json as StrapiErrorBody);
    if (response.status >= 500 && json === null) return networkError();
    const error = toHttpError(response.status, json as StrapiErrorBody);
    // When to try again (a 429's Retry-After, in seconds): the field app's outbox waits that long and says until when.
    const retryAfter = Number(response.headers.get('Retry-After'));
    if (response.status === 429 && retryAfter > 0) error.body.retryAfter = retryAfter;
    return error;
  };

  return {
    apiUrl,
    async request<T>(path: string, options: RequestOptions = {}) {
      const response = await send(path, options, 'application/json');
      const json = parsed(await response.text());
      if (!response.ok) throw failure(response, json, options);
      return json as T;
    },
    async download(path: string, options: RequestOptions = {}) {
      const response = await send(path, options, 'text/csv, application/json');
      if (!response.ok) throw failure(response, parsed(await response.text()), options);
      return response.blob();
    },
  };
};
