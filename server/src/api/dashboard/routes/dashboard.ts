import { adminOrViewerOfQueriedBrand } from '../../../guards/staff';

// A custom API without content type. Permission action: api::dashboard.dashboard.figures.
export default {
  routes: [{ method: 'GET', path: '/dashboard', handler: 'dashboard.figures', config: { policies: [], middlewares: [adminOrViewerOfQueriedBrand] } }],
};
