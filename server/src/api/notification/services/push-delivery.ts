import type { Core } from '@strapi/strapi';
import { pushSender } from '../../post/services/push-sender';
import { deliveryOptions, startDeliveryWorker, type DeliveryWorker } from './delivery-worker';
import { oneWorkerPerInstance } from '../../../jobs/instance-worker';

// This instance's delivery worker: started in bootstrap, stopped in destroy (server/src/index.ts).

const delivery = oneWorkerPerInstance((strapi: Core.Strapi) => {
  const options = deliveryOptions();
  // As firebase-admin's HTTP/2 transport: up to 100 requests of each batch in flight at once.
  const sender = pushSender(strapi, Math.min(100, options.batchSize) * options.concurrency);
  const worker: DeliveryWorker = startDeliveryWorker(strapi, sender.send, options);
  return { wake: () => worker.wake(), stop: () => worker.stop().then(sender.close) };
});

export const startPushDelivery = delivery.start;

/**
 * Stops this instance's worker once; every caller waits for the same stop. Strapi destroys itself on
 * SIGTERM and server/scripts/serve.js does too, and neither may close the database while a batch
 * in flight is still being recorded.
 */
export const stopPushDelivery = delivery.stop;

/** A new job in this instance: its batches are claimed now, not at the next poll. */
export const wakePushDelivery = () => delivery.current()?.wake();
