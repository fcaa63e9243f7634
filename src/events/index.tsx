import EventIcon from '@mui/icons-material/Event';
import { lazyPage } from '../common/lazyPage';
import { defineFeature } from '../common/feature';
import { currentBrand } from '../providers/strapi/resources';
import { EVENT_LIST_PARAMS } from './eventListParams';

const pages = () => import('./pages');

/** /events, /events/create, /events/{id}/edit (the spec's "Screens and routes"). */
export default defineFeature({
  name: 'events',
  icon: EventIcon,
  label: 'app.menu.events',
  data: {
    endpoint: 'events',
    kind: 'content',
    scope: currentBrand,
    populate: { brand: true, specializations: true },
    relations: ['brand', 'specializations'],
    draftAndPublish: true,
    versioned: true,
    search: (q) => (q ? { title: { $containsi: String(q) } } : null),
    listParams: EVENT_LIST_PARAMS,
  },
  resource: {
    list: lazyPage(pages, 'EventList'),
    create: lazyPage(pages, 'EventCreate'),
    routes: [{ path: ':id/edit', action: 'edit', page: lazyPage(pages, 'EventEdit') }],
  },
});
