import type { Core } from '@strapi/strapi';
import { realtimeHub } from '../api/realtime/services/realtime-hub';
import { outboxDepth } from '../api/notification/services/delivery-queue';
import { mailOutboxDepth } from '../mail/outbox';
import { jobBacklog } from '../jobs/backlog';
import { databasePoolCounts } from './database-pool';
import { databaseUp, startDatabaseProbe, stopDatabaseProbe } from './database-probe';
import { setMetricsSources } from './metrics';
import { isBooted, markBooted, readinessOf } from './readiness';

/** At the end of bootstrap: the gauges read this instance, the database is probed, and it is ready. */
export const startObserving = (strapi: Core.Strapi) => {
  startDatabaseProbe(() => strapi.db.connection.raw('select 1'));
  setMetricsSources({
    realtimeStreams: () => realtimeHub(strapi).size(),
    realtimeReadLag: () => realtimeHub(strapi).readLag(),
    pushOutbox: () => outboxDepth(strapi),
    mailOutbox: () => mailOutboxDepth(strapi),
    jobBacklog,
    databasePool: () => databasePoolCounts(strapi),
    databaseUp,
    ready: () => readinessOf({ database: databaseUp(), booted: isBooted(), listener: realtimeHub(strapi).listening() }).ready,
  });
  markBooted(true);
};

/** First thing when stopping: the load balancer stops sending requests before the database closes. */
export const stopObserving = () => {
  markBooted(false);
  stopDatabaseProbe();
  setMetricsSources({});
};
