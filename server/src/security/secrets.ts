import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The server's secrets. Production takes every one from the environment and refuses to start
// without it, with a value that was ever published as a development default, or with one that is
// short or uniform (docs/operations.md, "Configure"). Outside
// production, a secret that is not set is generated once per installation and kept in
// server/.tmp/secrets.json (not in git): nobody can sign a token for someone else's instance
// with a value read in this repository, and sessions survive restarts.

export const SECRET_VARIABLES = ['APP_KEYS', 'JWT_SECRET', 'ADMIN_JWT_SECRET', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'ENCRYPTION_KEY'] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];

/** The public-access token outside production: the web app's development build sends it (vite.config.ts). */
export const DEVELOPMENT_PUBLIC_ACCESS_TOKEN = 'markenportal-public-access-dev-token';

/** Values this repository once shipped as defaults: public, so never a secret. */
const PUBLISHED_DEFAULTS = [
  'markenportalDevKeyA',
  'markenportalDevKeyB',
  'markenportal-dev-jwt-secret',
  'markenportal-dev-admin-jwt-secret',
  'markenportal-dev-api-token-salt',
  'markenportal-dev-transfer-token-salt',
  'markenportal-dev-encryption-key-32b',
  DEVELOPMENT_PUBLIC_ACCESS_TOKEN,
];

type Env = Record<string, string | undefined>;

const isProduction = (env: Env) => env.NODE_ENV === 'production';

/**
 * Every value production requires to be secret and random: the server's own secrets, the web app's
 * public-access token and the token Prometheus reads /metrics with (without it /metrics would be
 * closed for good, or an operator would be tempted to open it).
 */
export const PRODUCTION_SECRETS = [...SECRET_VARIABLES, 'PUBLIC_ACCESS_TOKEN', 'METRICS_TOKEN'] as const;

/** Each secret (each key of APP_KEYS) has at least this many characters ... */
export const MIN_SECRET_LENGTH = 32;
/**
 * ... and at least this many bits by a simple estimate (Shannon entropy of its characters times its
 * length). A 32-character random base64 value has about 145, a random hex one about 115 (under 90
 * once in a million); "x" repeated has 0, "passwordpassword…" 88. It catches typed and repeated
 * values, not a value that only looks random.
 */
export const MIN_SECRET_BITS = 90;

/** The estimated bits of `value`: Shannon entropy of its characters, times its length. */
export const estimatedBits = (value: string) => {
  const counts = new Map<string, number>();
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...value].length;
  let perChar = 0;
  for (const count of counts.values()) perChar -= (count / length) * Math.log2(count / length);
  return perChar * length;
};

/** A shorter part repeated ("Sommer2026!Sommer2026!…") is as weak as the part. */
const isRepetition = (value: string) => /^(.+?)\1+$/s.test(value);

/** Whether one secret value is long and varied enough. */
export const isStrongSecret = (value: string) => value.length >= MIN_SECRET_LENGTH && estimatedBits(value) >= MIN_SECRET_BITS && !isRepetition(value);

const parts = (name: string, value: string) => (name === 'APP_KEYS' ? value.split(',').map((part) => part.trim()) : [value]);

/** The variables production lacks or sets to a published value, in the order of PRODUCTION_SECRETS. */
export const insecureSettings = (env: Env): string[] =>
  PRODUCTION_SECRETS.filter((name) => {
    const value = env[name]?.trim();
    if (!value) return true;
    return value.split(',').some((part) => PUBLISHED_DEFAULTS.includes(part.trim()));
  });

/** The variables set, but too short or too uniform to be a secret (never their values). */
export const weakSettings = (env: Env): string[] => {
  const missing = insecureSettings(env);
  return PRODUCTION_SECRETS.filter((name) => !missing.includes(name) && parts(name, env[name]!.trim()).some((part) => !isStrongSecret(part)));
};

/** The German refusal to start, naming what is missing. */
export const insecureStartMessage = (names: string[]) =>
  `Der Server startet in Produktion (NODE_ENV=production) nicht ohne eigene Geheimnisse. Bitte setzen Sie: ${names.join(', ')}. ` +
  'Jeder Wert muss geheim und zufällig sein (z. B. `openssl rand -base64 32`); APP_KEYS ist eine kommagetrennte Liste.';

/** The German refusal for weak secrets, naming the variables (never a value). */
export const weakStartMessage = (names: string[]) =>
  `Der Server startet in Produktion (NODE_ENV=production) nicht mit zu schwachen Geheimnissen: ${names.join(', ')}. ` +
  `Jeder Wert (bei APP_KEYS jeder Schlüssel) braucht mindestens ${MIN_SECRET_LENGTH} zufällige, verschiedene Zeichen, z. B. \`openssl rand -base64 32\`.`;

const generated = (): Record<SecretVariable, string> =>
  Object.fromEntries(
    SECRET_VARIABLES.map((name) => [
      name,
      name === 'APP_KEYS' ? [1, 2].map(() => randomBytes(24).toString('base64url')).join(',') : randomBytes(32).toString('base64url'),
    ]),
  ) as Record<SecretVariable, string>;

/** This installation's development secrets, made on first use (concurrent first starts agree on one file). */
const developmentSecrets = (() => {
  let cached: Record<SecretVariable, string> | null = null;
  return (dir: string) => {
    if (cached) return cached;
    const file = path.join(dir, '.tmp', 'secrets.json');
    try {
      cached = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      mkdirSync(path.dirname(file), { recursive: true });
      try {
        writeFileSync(file, JSON.stringify(generated(), null, 2), { flag: 'wx', mode: 0o600 });
      } catch {
        // Another server of this installation wrote it first.
      }
      cached = JSON.parse(readFileSync(file, 'utf8'));
    }
    return cached!;
  };
})();

/** Links in mails and the one origin CORS allows come from APP_URL: production must name it. */
export const MISSING_APP_URL =
  'Der Server startet in Produktion (NODE_ENV=production) nicht ohne APP_URL, die Adresse, unter der die Nutzer das Markenportal öffnen (z. B. https://portal.example.de): Links in E-Mails und die erlaubte Herkunft (CORS) hängen davon ab.';

const validUrl = (value: string | undefined) => {
  try {
    return !!value && /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const MISSING_MAIL_FROM =
  'Mit SMTP_HOST braucht der Server in Produktion MAIL_FROM, den Absender der E-Mails (z. B. "Markenportal <portal@example.de>"): ohne ihn lehnen viele Mailserver die E-Mails ab.';

/** Why production must not start with this environment, in German; none when it may (or outside production). */
export const startRefusals = (env: Env): string[] => {
  if (!isProduction(env)) return [];
  const missing = insecureSettings(env);
  const weak = weakSettings(env);
  return [
    ...(missing.length ? [insecureStartMessage(missing)] : []),
    ...(weak.length ? [weakStartMessage(weak)] : []),
    ...(validUrl(env.APP_URL) ? [] : [MISSING_APP_URL]),
    ...(env.SMTP_HOST?.trim() && !env.MAIL_FROM?.trim() ? [MISSING_MAIL_FROM] : []),
  ];
};

/** Production with a missing or published secret, or without APP_URL: a German message and exit, before Strapi loads. */
export const assertSecureStart = (env: Env = process.env) => {
  const refusals = startRefusals(env);
  if (!refusals.length) return;
  refusals.forEach((message) => console.error(message));
  process.exit(1);
};

/**
 * A secret from the environment; outside production, this installation's generated one when it is
 * not set. In production the first config that asks checks every secret (assertSecureStart).
 */
export const secret = (name: SecretVariable, env: Env = process.env, dir = process.cwd()): string => {
  if (isProduction(env)) {
    assertSecureStart(env);
    return env[name]!.trim();
  }
  return env[name]?.trim() || developmentSecrets(dir)[name];
};
