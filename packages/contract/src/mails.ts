// The mail outbox as operators read it: GET /api/mails and POST /api/mails/:id/retry
// (docs/decisions/0024-mail-outbox.md).

export type MailKind = 'invitation' | 'password-reset' | 'email-confirmation' | 'other';
export const MAIL_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One mail of the list, without its body (reset links are in them). */
export interface MailListEntry {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  state: MailState;
  attempts: number;
  lastError: string | null;
  /** ISO date-times. */
  createdAt: string;
  finishedAt: string | null;
}

/** GET /api/mails?filters[state]=…&pagination[start]=…&pagination[limit]=… (at most 100), newest first. */
export interface MailListAnswer {
  data: MailListEntry[];
  meta: { pagination: { start: number; limit: number; total: number } };
}
