import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';

/** /change-brand: choosing the current brand (from the top bar's brand switcher). */
export default defineFeature({
  name: 'change-brand',
  routes: [{ path: '/change-brand', page: lazyPage(() => import('./ChangeBrandPage'), 'ChangeBrandPage') }],
});
