import type { Core } from '@strapi/strapi';
import { realtimeHub } from '../api/realtime/services/realtime-hub';
import { outboxDepth } from '../api/notification/services/delivery-queue';
import { mailOutboxDepth } from '../mail/outbox';
import { jobBacklog } from '../jobs/backlog';
import { setMetricsSources } from './metrics';
import { markBooted } from './readiness';

/** At the end of bootstrap: the gauges read this instance, and it is ready. */
export const startObserving = (strapi: Core.Strapi) => {
  setMetricsSources({
    realtimeStreams: () => realtimeHub(strapi).size(),
    realtimeReadLag: () => realtimeHub(strapi).readLag(),
    pushOutbox: () => outboxDepth(strapi),
    mailOutbox: () => mailOutboxDepth(strapi),
    jobBacklog,
  });
  markBooted(true);
};

/** First thing when stopping: the load balancer stops sending requests before the database closes. */
export const stopObserving = () => {
  markBooted(false);
  setMetricsSources({});
};
