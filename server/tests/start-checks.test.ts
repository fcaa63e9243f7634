import { describe, expect, it } from 'vitest';
import { APP_URL, INSECURE, random, secrets } from './production-env';
import { withoutFileServer } from '../../tests/support/fileServer';
import { MISSING_MAIL_FROM, startRefusals, weakStartMessage } from '../src/security/secrets';
import { firstAdminStep, MISSING_ADMIN_MESSAGE } from '../src/security/first-admin';
import { seedsDemoData } from '../src/seed';

// The checks production runs before it starts, as functions of the environment: what the server
// refuses to start with, and whether it seeds the demo accounts. One real start that is refused
// proves they are wired in (deployment.test.ts).
withoutFileServer();

const NO_APP_URL =
  'Der Server startet in Produktion (NODE_ENV=production) nicht ohne APP_URL, die Adresse, unter der die Nutzer das Markenportal öffnen (z. B. https://portal.example.de): Links in E-Mails und die erlaubte Herkunft (CORS) hängen davon ab.';

describe('production refuses to start insecure', () => {
  it('starts with its own secrets and APP_URL', () => {
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL })).toEqual([]);
  });

  it('without any secret, naming every variable', () => {
    expect(startRefusals({ NODE_ENV: 'production', APP_URL })).toEqual([
      INSECURE.replace('%s', 'APP_KEYS, JWT_SECRET, ADMIN_JWT_SECRET, API_TOKEN_SALT, TRANSFER_TOKEN_SALT, ENCRYPTION_KEY, PUBLIC_ACCESS_TOKEN, METRICS_TOKEN'),
    ]);
  });

  it('without METRICS_TOKEN, the token Prometheus reads /metrics with', () => {
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL, METRICS_TOKEN: '' })).toEqual([INSECURE.replace('%s', 'METRICS_TOKEN')]);
  });

  it('with a secret that is short or uniform, naming the variable but never its value', () => {
    const weak = {
      JWT_SECRET: 'x',
      ENCRYPTION_KEY: 'a'.repeat(64),
      METRICS_TOKEN: 'passwordpasswordpasswordpassword',
      API_TOKEN_SALT: 'Sommer2026!Sommer2026!Sommer2026!',
      APP_KEYS: `${random()},kurz`,
    };
    const refusals = startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL, ...weak });
    expect(refusals).toEqual([weakStartMessage(['APP_KEYS', 'JWT_SECRET', 'API_TOKEN_SALT', 'ENCRYPTION_KEY', 'METRICS_TOKEN'])]);
    expect(refusals[0]).toBe(
      'Der Server startet in Produktion (NODE_ENV=production) nicht mit zu schwachen Geheimnissen: APP_KEYS, JWT_SECRET, API_TOKEN_SALT, ENCRYPTION_KEY, METRICS_TOKEN. ' +
        'Jeder Wert (bei APP_KEYS jeder Schlüssel) braucht mindestens 32 zufällige, verschiedene Zeichen, z. B. `openssl rand -base64 32`.',
    );
    for (const value of Object.values(weak)) expect(refusals[0]).not.toContain(value);
    // 31 random characters are one too few; 32 random hex digits (openssl rand -hex 16) are enough.
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL, JWT_SECRET: random().slice(1) })).toEqual([weakStartMessage(['JWT_SECRET'])]);
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL, JWT_SECRET: '9f86d081884c7d659a2feaa0c55ad015' })).toEqual([]);
  });

  it('with a value this repository once published as a development default, or only spaces', () => {
    const env = { NODE_ENV: 'production', ...secrets(), APP_URL, JWT_SECRET: 'markenportal-dev-jwt-secret', APP_KEYS: `${random()},markenportalDevKeyA` };
    expect(startRefusals(env)).toEqual([INSECURE.replace('%s', 'APP_KEYS, JWT_SECRET')]);
    expect(startRefusals({ ...env, APP_KEYS: `${random()},${random()}`, JWT_SECRET: '  ' })).toEqual([INSECURE.replace('%s', 'JWT_SECRET')]);
  });

  it('without APP_URL, the address the app is opened at, or with one that is no web address', () => {
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL: '' })).toEqual([NO_APP_URL]);
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL: 'portal.example.de' })).toEqual([NO_APP_URL]);
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), APP_URL: 'ftp://portal.example.de' })).toEqual([NO_APP_URL]);
  });

  it('names both when secrets and APP_URL are missing', () => {
    expect(startRefusals({ NODE_ENV: 'production', ...secrets(), ENCRYPTION_KEY: '' })).toEqual([INSECURE.replace('%s', 'ENCRYPTION_KEY'), NO_APP_URL]);
  });

  it('with SMTP_HOST but without MAIL_FROM, the sender of the mails', () => {
    const env = { NODE_ENV: 'production', ...secrets(), APP_URL, SMTP_HOST: 'smtp.example.de' };
    expect(startRefusals(env)).toEqual([MISSING_MAIL_FROM]);
    expect(startRefusals({ ...env, MAIL_FROM: '  ' })).toEqual([MISSING_MAIL_FROM]);
    expect(startRefusals({ ...env, MAIL_FROM: 'Markenportal <portal@example.de>' })).toEqual([]);
    expect(MISSING_MAIL_FROM).toMatch(/^Mit SMTP_HOST braucht der Server in Produktion MAIL_FROM/);
  });

  it('refuses nothing outside production: development makes its own secrets', () => {
    expect(startRefusals({ NODE_ENV: 'development' })).toEqual([]);
    expect(startRefusals({})).toEqual([]);
  });
});

describe('the admin panel’s first administrator', () => {
  const served = { served: true, hasAdmin: false };
  it('with the admin panel served but no first administrator given, production refuses to start', () => {
    expect(firstAdminStep({ NODE_ENV: 'production', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }, served)).toBe('refuse');
    expect(firstAdminStep({ NODE_ENV: 'production', ADMIN_EMAIL: 'admin@markenportal.test' }, served)).toBe('refuse');
    expect(MISSING_ADMIN_MESSAGE).toBe(
      'SERVE_ADMIN=true braucht einen ersten Administrator: bitte ADMIN_EMAIL und ADMIN_PASSWORD setzen (die offene Registrierung ist gesperrt).',
    );
  });

  it('is created from the environment, once; outside production a missing one is only a warning', () => {
    const given = { NODE_ENV: 'production', ADMIN_EMAIL: 'admin@markenportal.test', ADMIN_PASSWORD: 'Admin-Passwort-1' };
    expect(firstAdminStep(given, served)).toBe('create');
    expect(firstAdminStep(given, { served: true, hasAdmin: true })).toBe('nothing');
    expect(firstAdminStep({ NODE_ENV: 'production' }, { served: false, hasAdmin: false })).toBe('nothing');
    expect(firstAdminStep({ NODE_ENV: 'development' }, served)).toBe('warn');
  });
});

describe('the demo accounts with their published password', () => {
  it('are seeded outside production, and in production only when SEED_DEMO=true asks for them', () => {
    expect(seedsDemoData({ NODE_ENV: 'development' })).toBe(true);
    expect(seedsDemoData({ NODE_ENV: 'test' })).toBe(true);
    expect(seedsDemoData({ NODE_ENV: 'production' })).toBe(false);
    expect(seedsDemoData({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toBe(true);
    expect(seedsDemoData({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
  });
});
