import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { createLinkMethods } from './linkMethods';

/** /link-preview/{link}: a sales rep's public page for doctors and PTAs (docs/decisions/0004-links.md). */
export default defineFeature({
  name: 'link-preview',
  publicRoutes: [{ path: '/link-preview/:link', page: lazyPage(() => import('./LinkPreviewPage'), 'LinkPreviewPage') }],
  dataProvider: { methods: ({ http }) => createLinkMethods(http) },
});
