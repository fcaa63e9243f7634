// The public pages of the sign-in flows.

/** Pages that keep the user where they are on a 401 (the spec's "States and transitions"). */
export const UNAUTHORIZED_EXEMPT_PATHS = [
  '/invite-start',
  '/register-add-brand',
  '/login-add-brand',
  '/link-preview',
  '/reset-password',
  '/privacy',
  '/imprint',
];
export const isUnauthorizedExempt = (pathname: string) => UNAUTHORIZED_EXEMPT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
