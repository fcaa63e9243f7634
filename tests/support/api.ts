import { fileServer } from './fileServer';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_ACCOUNTS = {
  operator: 'operator@example.com',
  mitarbeiter: 'mitarbeiter@example.com',
  brandadmin: 'brandadmin@example.com',
  brandviewer: 'brandviewer@example.com',
  sales: 'sales@example.com',
  arzt: 'arzt@example.com',
} as const;
export const PUBLIC_ACCESS_TOKEN = 'markenportal-public-access-dev-token';

/** This test file's own server (tests/support/fileServer.ts). */
export const apiUrl = () => fileServer().apiUrl;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

type Call = { token?: string; method?: string; body?: unknown };

/** The raw HTTP calls of an API client, against the server at `base` (or this file's server). */
export const apiClient = (base: () => string) => {
  const api = async <T = any>(path: string, { token, method = 'GET', body }: Call = {}): Promise<ApiResponse<T>> => {
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  const tokens = new Map<string, string>();
  const login = async (email: string, password = DEMO_PASSWORD): Promise<string> => {
    const cached = tokens.get(email);
    if (cached && password === DEMO_PASSWORD) return cached;
    const { status, body } = await api('/auth/local', { method: 'POST', body: { identifier: email, password } });
    if (status !== 200) throw new Error(`login ${email}: ${status} ${JSON.stringify(body)}`);
    tokens.set(email, body.jwt);
    return body.jwt;
  };

  const me = async (token: string) =>
    (await api('/users/me?populate[0]=role&populate[1]=brands&populate[2]=userBrandRoles.brand&populate[3]=contacts', { token })).body;

  return { api, login, me };
};

export const { api, login, me } = apiClient(apiUrl);
