import { randomBytes } from 'node:crypto';

// A production environment for the tests of the server's start (start-checks.test.ts, deployment.test.ts).

export const APP_URL = 'https://portal.example.de';
export const random = () => randomBytes(24).toString('base64url');

/** Every secret production asks for, each random. */
export const secrets = () => ({
  APP_KEYS: `${random()},${random()}`,
  JWT_SECRET: random(),
  ADMIN_JWT_SECRET: random(),
  API_TOKEN_SALT: random(),
  TRANSFER_TOKEN_SALT: random(),
  ENCRYPTION_KEY: random(),
  PUBLIC_ACCESS_TOKEN: random(),
  METRICS_TOKEN: random(),
});

/** The German refusal without secrets; `%s` stands for the variables it names. */
export const INSECURE =
  'Der Server startet in Produktion (NODE_ENV=production) nicht ohne eigene Geheimnisse. Bitte setzen Sie: %s. ' +
  'Jeder Wert muss geheim und zufällig sein (z. B. `openssl rand -base64 32`); APP_KEYS ist eine kommagetrennte Liste.';
