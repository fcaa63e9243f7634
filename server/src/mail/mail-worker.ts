import type { Core } from '@strapi/strapi';
import { errorText, mailOptions, mailVerdict, type MailOptions } from './mail-decisions';
import { claimMails, onMailStored, recordAttempt, returnMails, type ClaimedMail, type OutboxMessage } from './outbox';
import { countMailOutcome } from '../observability/metrics';

// The mail worker (docs/decisions/0024-mail-outbox.md). Every instance runs one, from bootstrap to
// destroy: it claims a bounded batch of due mails, sends them one after another through the email
// provider (nodemailer, or the log without SMTP_HOST) and records each attempt before the next.
// A stop gives back at once what the batch has not sent within the grace (docs/architecture.md, "Stopping").

const RECORD_TRIES = 5;

type Provider = { send(message: OutboxMessage): Promise<unknown> };

export interface MailWorker {
  wake(): void;
  /** No new claims; waits up to stopWaitMs for the mail being sent, then gives back the rest of the batch. */
  stop(): Promise<void>;
}

export const startMailWorker = (strapi: Core.Strapi, options: MailOptions): MailWorker => {
  const provider = () => (strapi.plugin('email') as unknown as { provider: Provider }).provider;
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  /** The claimed mails not yet recorded; a mail given back is removed, and a late answer is not recorded. */
  const held = new Map<number, { mail: ClaimedMail; recording: boolean }>();
  let claiming: Promise<unknown> | null = null;

  const sendOne = async (mail: ClaimedMail) => {
    let error: unknown = null;
    try {
      await provider().send(mail.message);
    } catch (caught) {
      error = caught ?? new Error('unbekannter Fehler');
    }
    const attempt = mail.attempts + 1;
    const verdict = mailVerdict(error, attempt, options);
    const text = error === null ? null : errorText(error);
    if (verdict.status !== 'sent') strapi.log.warn(`[mail] E-Mail ${mail.id} (${mail.kind}), Versuch ${attempt}: ${text}`);
    const outcome = { status: verdict.status, availableAt: verdict.status === 'pending' ? verdict.availableAt : undefined, error: text };
    const entry = held.get(mail.id);
    // Given back by a stop while the SMTP server had not answered: another instance sends it.
    if (!entry) return void strapi.log.warn(`[mail] E-Mail ${mail.id}: zurückgegeben, späte Antwort verworfen`);
    entry.recording = true;
    // A sent mail must be recorded, or its lease runs out and it is sent again: a busy database
    // (SQLite's one writer) gets a few more tries.
    for (let tries = 1; ; tries++) {
      try {
        if (await recordAttempt(strapi, mail, outcome)) countMailOutcome(outcome.status === 'pending' ? 'retry' : outcome.status);
        else strapi.log.warn(`[mail] E-Mail ${mail.id}: Anspruch verloren, Ergebnis verworfen`);
        return;
      } catch (caught) {
        if (tries >= RECORD_TRIES) throw caught;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** tries));
      }
    }
  };

  const pass = async () => {
    do {
      again = false;
      if (stopping) return;
      // Held as soon as claimed: a stop waiting for this claim finds them.
      const claim = claimMails(strapi, options.batchSize, options.leaseMs).then((claimed) => {
        for (const mail of claimed) held.set(mail.id, { mail, recording: false });
        return claimed;
      });
      claiming = claim;
      const claimed = await claim.finally(() => (claiming = null));
      for (const mail of claimed) {
        // A stop gives back the rest (stop below).
        if (stopping) return;
        await sendOne(mail);
        held.delete(mail.id);
      }
      // A full batch: more may be due.
      if (claimed.length === options.batchSize) again = true;
    } while (again);
  };

  const fill = () => {
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        if (!stopping) strapi.log.error(`[mail] Versand: ${(error as Error).message}`);
      })
      .finally(() => {
        running = null;
        // A wake that came after the last claim of this pass.
        if (again && !stopping) fill();
      });
  };

  onMailStored(fill);
  const poll = setInterval(fill, options.pollMs);
  fill();

  return {
    wake: fill,
    async stop() {
      stopping = true;
      clearInterval(poll);
      onMailStored(() => undefined);
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.stopWaitMs)));
      await Promise.race([running ?? Promise.resolve(), waited]);
      clearTimeout(timer);
      // A claim under way when the grace ended is given back too.
      await claiming?.catch(() => undefined);
      const open = [...held.values()].filter((entry) => !entry.recording).map((entry) => entry.mail);
      open.forEach((mail) => held.delete(mail.id));
      if (open.length) strapi.log.warn(`[mail] Beenden: ${await returnMails(strapi, open)} E-Mail(s) zurückgegeben`);
      // An answer already at hand is written (one short UPDATE; the stop's deadline bounds it).
      if (held.size) await running;
    },
  };
};

let worker: MailWorker | null = null;
let stopped: Promise<void> | null = null;

/** This instance's worker: started in bootstrap, stopped once in destroy (server/src/index.ts). */
export const startMailDelivery = (strapi: Core.Strapi) => {
  worker ??= startMailWorker(strapi, mailOptions());
};

/** A mail made due outside an outbox write (an operator's retry): this instance's worker looks at once. */
export const wakeMailDelivery = () => worker?.wake();

export const stopMailDelivery = () => {
  const current = worker;
  worker = null;
  if (current) stopped = current.stop();
  return stopped ?? Promise.resolve();
};
