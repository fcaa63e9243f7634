import { Route } from 'react-router-dom';
import EventIcon from '@mui/icons-material/Event';
import { RequireAccess } from '../common/RequireAccess';
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
    <Route
      key="edit"
      path=":id/edit"
      element={
        <RequireAccess resource="events" action="edit">
          <EventEdit />
        </RequireAccess>
      }
    />,
  ],
};
