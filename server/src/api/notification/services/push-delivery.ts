import type { Core } from '@strapi/strapi';
import { pushSender } from '../../post/services/push-sender';
import { deliveryOptions, startDeliveryWorker, type DeliveryWorker } from './delivery-worker';

// This instance's delivery worker: started in bootstrap, stopped in destroy (server/src/index.ts).

let running: { worker: DeliveryWorker; close: () => Promise<void> } | null = null;
let stopping: Promise<void> | null = null;

export const startPushDelivery = (strapi: Core.Strapi) => {
  if (running) return;
  const options = deliveryOptions();
  // As firebase-admin's HTTP/2 transport: up to 100 requests of each batch in flight at once.
  const sender = pushSender(strapi, Math.min(100, options.batchSize) * options.concurrency);
  running = { worker: startDeliveryWorker(strapi, sender.send, options), close: sender.close };
};

/**
 * Stops this instance's worker once; every caller waits for the same stop. Strapi destroys itself on
 * SIGTERM and server/scripts/serve.js does too, and neither may close the database while a batch
 * in flight is still being recorded.
 */
export const stopPushDelivery = () => {
  const current = running;
  running = null;
  if (current) stopping = current.worker.stop().then(current.close);
  return stopping ?? Promise.resolve();
};

/** A new job in this instance: its batches are claimed now, not at the next poll. */
export const wakePushDelivery = () => running?.worker.wake();
