import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { createRetentionMethods, RETENTION } from './retentionMethods';

const RetentionPage = lazyPage(() => import('./pages'), 'RetentionPage');

/** /retention: how long the server keeps which data, and when it last deleted (operators; from the brand list). */
export default defineFeature({
  name: RETENTION,
  label: 'app.retention.title',
  resource: { list: RetentionPage },
  dataProvider: { methods: ({ http }) => createRetentionMethods(http) },
});
