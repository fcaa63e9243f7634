import type { Core } from '@strapi/strapi';
import { errorText, mailOptions, mailVerdict, type MailOptions } from './mail-decisions';
import { MAILS, onMailStored, recordAttempt, type ClaimedMail, type OutboxMessage } from './outbox';
import { countMailOutcome } from '../observability/metrics';
import { withRetries } from '../jobs/backoff';
import { startJobEngine, type JobClaim, type JobEngine } from '../jobs/engine';
import { holdCheck } from '../jobs/hold';
import { oneWorkerPerInstance } from '../jobs/instance-worker';
import { tableQueue } from '../jobs/table-queue';

// The mail worker (docs/decisions/0024-mail-outbox.md): a queue of the job engine (jobs/engine.ts),
// which every instance runs from bootstrap to destroy. It claims a bounded batch of due mails,
// sends them one after another through the email provider (nodemailer, or the log without
// SMTP_HOST) and records each attempt before the next. A stop gives back at once what the batch
// has not sent within the grace.

type Provider = { send(message: OutboxMessage): Promise<unknown> };

export type MailWorker = JobEngine;

export const startMailWorker = (strapi: Core.Strapi, options: MailOptions): MailWorker => {
  const provider = () => (strapi.plugin('email') as unknown as { provider: Provider }).provider;

  const sendOne = async (mail: ClaimedMail, claim: JobClaim) => {
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
    // Given back by a stop while the SMTP server had not answered: another instance sends it.
    if (!claim.recording()) return void strapi.log.warn(`[mail] E-Mail ${mail.id}: zurückgegeben, späte Antwort verworfen`);
    // A sent mail must be recorded, or its lease runs out and it is sent again.
    if (await withRetries(() => recordAttempt(strapi, mail, outcome))) countMailOutcome(outcome.status === 'pending' ? 'retry' : outcome.status);
    else strapi.log.warn(`[mail] E-Mail ${mail.id}: Anspruch verloren, Ergebnis verworfen`);
  };

  const engine = startJobEngine(strapi, {
    name: '[mail]',
    queues: [
      tableQueue(strapi, {
        ...MAILS,
        leaseMs: options.leaseMs,
        retryBaseMs: options.retryBaseMs,
        retryCapMs: options.retryCapMs,
        label: (mail) => `E-Mail ${mail.id}`,
        givenBack: (count) => `[mail] Beenden: ${count} E-Mail(s) zurückgegeben`,
        work: sendOne,
      }),
    ],
    // One after another, a batch held at a time.
    concurrency: 1,
    claimSize: options.batchSize,
    pollMs: options.pollMs,
    stopWaitMs: options.stopWaitMs,
    onHold: holdCheck(strapi, '[mail]'),
  });
  // A mail stored and committed in this instance is claimed at once.
  onMailStored(engine.wake);
  return {
    wake: engine.wake,
    stop: () => {
      onMailStored(() => undefined);
      return engine.stop();
    },
  };
};

const delivery = oneWorkerPerInstance((strapi) => startMailWorker(strapi, mailOptions()));

/** This instance's worker: started in bootstrap, stopped once in destroy (server/src/index.ts). */
export const startMailDelivery = delivery.start;

/** A mail made due outside an outbox write (an operator's retry): this instance's worker looks at once. */
export const wakeMailDelivery = () => delivery.current()?.wake();

export const stopMailDelivery = delivery.stop;
