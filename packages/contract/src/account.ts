// The signed-in account as the app reads it: GET /users/me with this populate, and the sign-in
// answer (POST /auth/local), which carries the same account so that the landing screen starts
// without a second round trip (bench/REPORT.md, "First screens without waiting chains").

/** The populate of the spec's "The calls it makes" for GET /api/users/me. */
export const ACCOUNT_POPULATE = {
  userBrandRoles: { populate: { brand: true } },
  brands: true,
  role: true,
  brand: true,
  image: true,
  profile: true,
} as const;
