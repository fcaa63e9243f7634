/** The pages a signed-out visitor gets from the light entry (main.tsx, login/AuthApp.tsx). */
export const isAuthPath = (pathname: string) => /^\/(login|forgot|reset-password\/[^/]+)\/?$/.test(pathname);
