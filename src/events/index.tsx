import EventIcon from '@mui/icons-material/Event';
import { guardedRoute } from '../common/RequireAccess';
import { EventList } from './EventList';
import { EventCreate } from './EventCreate';
import { EventEdit } from './EventEdit';

/** /events, /events/create, /events/{id}/edit (spec section 2). */
export default {
  name: 'events',
  list: EventList,
  create: EventCreate,
  icon: EventIcon,
  options: { label: 'app.menu.events' },
  children: [
    guardedRoute(':id/edit', 'events', 'edit', <EventEdit />),
  ],
};
