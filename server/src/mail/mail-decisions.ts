import { envNumber } from '../env-number';
import { backoffMs } from '../jobs/backoff';

// What the mail outbox decides, pure: no database, no network (docs/decisions/0024-mail-outbox.md).

type Env = Record<string, string | undefined>;

export interface MailOptions {
  /** How often the worker looks for due mails (a mail written in this instance wakes it at once). */
  pollMs: number;
  /** Mails claimed per pass, sent one after another. */
  batchSize: number;
  /** How long a claim holds: longer than a batch can take (batchSize × the SMTP timeouts). */
  leaseMs: number;
  retryBaseMs: number;
  retryCapMs: number;
  /** Attempts before a mail that keeps failing temporarily is marked failed. */
  maxAttempts: number;
  /** How long stopping waits for the mail being sent before it gives the batch back (at most 7 s: the stop's deadline is 9 s). */
  stopWaitMs: number;
}

export const mailOptions = (env: Env = process.env): MailOptions => ({
  pollMs: envNumber(env.MAIL_POLL_MS, 5000, 10),
  batchSize: Math.min(50, envNumber(env.MAIL_BATCH_SIZE, 10)),
  leaseMs: envNumber(env.MAIL_LEASE_MS, 10 * 60_000, 1000),
  retryBaseMs: envNumber(env.MAIL_RETRY_BASE_MS, 30_000, 0),
  retryCapMs: envNumber(env.MAIL_RETRY_CAP_MS, 3_600_000, 0),
  maxAttempts: envNumber(env.MAIL_MAX_ATTEMPTS, 8),
  stopWaitMs: Math.min(7000, envNumber(env.MAIL_STOP_WAIT_MS, 5000, 0)),
});

/** Bounded waits, so one unreachable SMTP server cannot hold a claim for minutes (nodemailer waits 2 min to connect). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The email plugin's configuration: nodemailer with SMTP_HOST, else none (seed/mail.ts then writes
 * mails to the log). SMTP_SECURE=true is TLS from the start (port 465); otherwise nodemailer
 * upgrades with STARTTLS whenever the server offers it.
 */
export interface EmailPluginConfig {
  config?: {
    provider: 'nodemailer';
    providerOptions: { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } } & typeof SMTP_TIMEOUTS;
    settings: { defaultFrom: string | undefined; defaultReplyTo: string | undefined };
  };
}

export const emailPluginConfig = (env: Env = process.env): EmailPluginConfig => {
  const host = env.SMTP_HOST?.trim();
  if (!host) return {};
  const secure = env.SMTP_SECURE === 'true';
  const user = env.SMTP_USER?.trim();
  return {
    config: {
      provider: 'nodemailer',
      providerOptions: {
        host,
        port: envNumber(env.SMTP_PORT, secure ? 465 : 587),
        secure,
        ...(user ? { auth: { user, pass: env.SMTP_PASSWORD ?? '' } } : {}),
        ...SMTP_TIMEOUTS,
      },
      settings: { defaultFrom: env.MAIL_FROM?.trim(), defaultReplyTo: env.MAIL_REPLY_TO?.trim() || undefined },
    },
  };
};

/** An SMTP answer's code, when the error carries one (nodemailer's `responseCode`). */
export const smtpCode = (error: unknown): number | null => {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' ? code : null;
};

export type MailVerdict = { status: 'sent' } | { status: 'pending'; availableAt: number } | { status: 'failed' };

/**
 * After attempt number `attempt`: sent; or a 5xx answer (the server refuses this mail for good) or
 * the last allowed attempt, failed; anything else (a 4xx answer, no connection, a timeout) is tried
 * again after an exponential backoff.
 */
export const mailVerdict = (error: unknown, attempt: number, options: MailOptions, now = Date.now(), random = Math.random): MailVerdict => {
  if (error === null) return { status: 'sent' };
  const code = smtpCode(error);
  if ((code !== null && code >= 500) || attempt >= options.maxAttempts) return { status: 'failed' };
  return { status: 'pending', availableAt: now + backoffMs(attempt, options.retryBaseMs, options.retryCapMs, random) };
};

/** The error as operators read it: the SMTP answer, or the message; bounded. */
export const errorText = (error: unknown) => {
  const e = error as { response?: unknown; message?: unknown } | null;
  const text = typeof e?.response === 'string' ? e.response : typeof e?.message === 'string' ? e.message : String(error);
  return text.slice(0, 1000);
};
