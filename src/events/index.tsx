import EventIcon from '@mui/icons-material/Event';
import { guardedRoute } from '../common/RequireAccess';
import { lazyPage } from '../common/lazyPage';

const pages = () => import('./pages');
const EventEdit = lazyPage(pages, 'EventEdit');

/** /events, /events/create, /events/{id}/edit (the spec's "Screens and routes"). */
export default {
  name: 'events',
  list: lazyPage(pages, 'EventList'),
  create: lazyPage(pages, 'EventCreate'),
  icon: EventIcon,
  options: { label: 'app.menu.events' },
  children: [guardedRoute(':id/edit', 'events', 'edit', <EventEdit />)],
};
