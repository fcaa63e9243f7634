// Per-account (and, before sign-in, per-address and per-IP) limits on the writes that cost the most
// or reach other people: chat messages, invitations, consents, uploads, exports, publishing, sign-in
// and the password reset. Pure: the numbers, how the environment overrides them, and the fixed window a
// request falls in. The counting is security/rate-limit-counter.ts; the guard guards/rate-limits.ts.

/**
 * Whom a limit counts: the signed-in account, the address a body names (with or without the caller's
 * IP), the IP, or the account a sign-in names (the name itself when no account has it).
 */
export type Subject = 'account' | 'address' | 'addressAndIp' | 'ip' | 'signInAccount';

/** What a request adds to its count: 1, its number of files, or its bytes. */
export type Unit = 'request' | 'file' | 'byte';

/** The largest limit: counts stop growing past it, so a column of 32-bit integers holds them. */
export const MAX_COUNT = 999_999_999;

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** The defaults a careful operator starts with (docs/security.md, "Rate limits"). */
export const RATE_LIMIT_DEFAULTS = {
  chatMessage: { subject: 'account', limit: { max: 30, windowSeconds: 60 } },
  chatRead: { subject: 'account', limit: { max: 120, windowSeconds: 60 } },
  webPushSubscription: { subject: 'account', limit: { max: 30, windowSeconds: 3600 } },
  invitation: { subject: 'account', limit: { max: 30, windowSeconds: 3600 } },
  // Connecting through a link reaches the rep (a new contact, live and as a push); withdrawing ends
  // a contact and its chat. Both write a consent and an audit entry.
  consent: { subject: 'account', limit: { max: 30, windowSeconds: 3600 } },
  // Counted per file and per byte: one request may carry many files.
  upload: { subject: 'account', unit: 'file', limit: { max: 60, windowSeconds: 3600 } },
  uploadBytes: { subject: 'account', unit: 'byte', limit: { max: 200 * 1024 * 1024, windowSeconds: 3600 } },
  export: { subject: 'account', limit: { max: 20, windowSeconds: 3600 } },
  publish: { subject: 'account', limit: { max: 60, windowSeconds: 3600 } },
  signIn: { subject: 'addressAndIp', limit: { max: 10, windowSeconds: 60 } },
  signInIp: { subject: 'ip', limit: { max: 30, windowSeconds: 60 } },
  // Not a window: after `max` failed sign-ins in a row, the account's next attempt waits
  // `windowSeconds`, twice as long after each further failure (signInDelaySeconds).
  signInAccount: { subject: 'signInAccount', limit: { max: 5, windowSeconds: 30 } },
  // Per address only the mails stop (mail/account-mails.ts): the link already sent still works, and
  // the owner is never answered 429 because a stranger asked for their address.
  passwordForgot: { subject: 'address', limit: { max: 5, windowSeconds: 3600 } },
  passwordForgotIp: { subject: 'ip', limit: { max: 20, windowSeconds: 3600 } },
  emailConfirmation: { subject: 'address', limit: { max: 5, windowSeconds: 3600 } },
  emailConfirmationIp: { subject: 'ip', limit: { max: 20, windowSeconds: 3600 } },
  passwordReset: { subject: 'ip', limit: { max: 10, windowSeconds: 3600 } },
} satisfies Record<string, { subject: Subject; limit: Limit; unit?: Unit }>;

export type RateLimitAction = keyof typeof RATE_LIMIT_DEFAULTS;
export const RATE_LIMIT_ACTIONS = Object.keys(RATE_LIMIT_DEFAULTS) as RateLimitAction[];

/** What a request adds to the action's count. */
export const unitOf = (action: RateLimitAction): Unit => (RATE_LIMIT_DEFAULTS[action] as { unit?: Unit }).unit ?? 'request';

/** A request's weight in a count of `unit`: 1; its number of files, at least 1; or its bytes. Never past MAX_COUNT + 1. */
export const requestWeight = (unit: Unit, fileSizes: number[]) => {
  const weight = unit === 'file' ? Math.max(1, fileSizes.length) : unit === 'byte' ? fileSizes.reduce((sum, size) => sum + Math.max(0, size), 0) : 1;
  return Math.min(weight, MAX_COUNT + 1);
};

/** How often the sign-in delay doubles at most: 32 times the first delay. */
export const SIGN_IN_DELAY_DOUBLINGS = 5;

/** The seconds an account waits after `failures` failed sign-ins in a row (signInAccount: `max` free, then `windowSeconds`, doubling). */
export const signInDelaySeconds = (failures: number, limit: Limit) =>
  failures < limit.max ? 0 : limit.windowSeconds * 2 ** Math.min(failures - limit.max, SIGN_IN_DELAY_DOUBLINGS);

/** The limits in force: null for an action that is switched off. */
export type RateLimits = Record<RateLimitAction, Limit | null>;

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600 };
const SIZE_FACTOR: Record<string, number> = { kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `chatMessage` → `RATE_LIMIT_CHAT_MESSAGE`. */
export const envName = (action: RateLimitAction) => `RATE_LIMIT_${action.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** `30/60s`, `30/1m`, `5/1h` (count per window), `200mb/1h` (a count of bytes, also `kb`, `gb`), or `off`. Anything else is a configuration error. */
export const parseLimit = (text: string, where: string): Limit | null => {
  const value = text.trim().toLowerCase();
  if (value === 'off' || value === 'false') return null;
  const match = /^(\d{1,7})\s*(kb|mb|gb)?\s*\/\s*(\d{1,7})\s*([smh])$/.exec(value);
  const max = match ? Number(match[1]) * (match[2] ? SIZE_FACTOR[match[2]] : 1) : 0;
  const windowSeconds = match ? Number(match[3]) * UNIT_SECONDS[match[4]] : 0;
  if (!match || max < 1 || max > MAX_COUNT || windowSeconds < 1 || windowSeconds > 86_400) {
    throw new Error(`${where}: "${text}" is not a rate limit; write it as <count>/<window> (e.g. 30/60s, 5/1h, 200mb/1h) or off.`);
  }
  return { max, windowSeconds };
};

/**
 * The limits from the environment: `RATE_LIMITS=false` switches all off; `RATE_LIMITS` may also be
 * a JSON object of overrides by action (`{"chatMessage":"3/10s"}`), and `RATE_LIMIT_<ACTION>` one
 * action's override (it wins over the JSON).
 */
export const rateLimitsFromEnv = (env: Record<string, string | undefined>): RateLimits | null => {
  const switchText = (env.RATE_LIMITS ?? '').trim();
  if (switchText.toLowerCase() === 'false') return null;
  let json: Record<string, unknown> = {};
  if (switchText.startsWith('{')) {
    try {
      json = JSON.parse(switchText) as Record<string, unknown>;
    } catch {
      throw new Error(`RATE_LIMITS: "${switchText}" is not valid JSON.`);
    }
    const unknown = Object.keys(json).filter((key) => !(RATE_LIMIT_ACTIONS as string[]).includes(key));
    if (unknown.length) throw new Error(`RATE_LIMITS: unknown actions ${unknown.join(', ')}; known are ${RATE_LIMIT_ACTIONS.join(', ')}.`);
  } else if (switchText && switchText.toLowerCase() !== 'true') {
    throw new Error(`RATE_LIMITS: "${switchText}" is neither true, false nor a JSON object of limits.`);
  }
  const limits = {} as RateLimits;
  for (const action of RATE_LIMIT_ACTIONS) {
    const override = env[envName(action)] ?? json[action];
    if (override !== undefined && typeof override !== 'string') throw new Error(`RATE_LIMITS.${action}: write the limit as a string such as "30/60s".`);
    limits[action] =
      override === undefined
        ? RATE_LIMIT_DEFAULTS[action].limit
        : parseLimit(override, override === env[envName(action)] ? envName(action) : `RATE_LIMITS.${action}`);
  }
  return limits;
};

/** The fixed window `now` falls in: when it started, and the seconds until it ends (at least 1). */
export const windowAt = (limit: Limit, now: number) => {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now / size) * size;
  return { start, end: start + size, retryAfterSeconds: Math.max(1, Math.ceil((start + size - now) / 1000)) };
};

/** Addresses are compared as users-permissions stores them: trimmed, lower case. */
export const normalisedAddress = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
