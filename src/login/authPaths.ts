const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

export type AuthPage = { page: 'login' } | { page: 'forgot' } | { page: 'reset'; code: string };

/** The sign-in page a path shows on the light entry (main.tsx, login/PublicApp.tsx), or null for the back office's. */
export const authPageOf = (pathname: string): AuthPage | null => {
  const match = /^\/(?:(login)|(forgot)|reset-password\/([^/]+))\/?$/.exec(pathname);
  if (!match) return null;
  if (match[1]) return { page: 'login' };
  if (match[2]) return { page: 'forgot' };
  return { page: 'reset', code: decoded(match[3]) };
};

/** The pages a signed-out visitor gets from the light entry (main.tsx, login/AuthApp.tsx). */
export const isAuthPath = (pathname: string) => authPageOf(pathname) !== null;
