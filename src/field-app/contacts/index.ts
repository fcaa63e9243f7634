import ContactsIcon from '@mui/icons-material/Contacts';
import { lazyPage } from '../../common/lazyPage';
import { defineFeature } from '../../common/feature';

const ContactList = lazyPage(() => import('./ContactList'), 'ContactList');
const ContactShow = lazyPage(() => import('./ContactShow'), 'ContactShow');

/** The sales rep's doctors and PTAs: /contacts and /contacts/{userId}. */
export default defineFeature({
  name: 'contacts',
  icon: ContactsIcon,
  label: 'app.menu.contacts',
  // Connecting is mutual, so my contacts list me too. Without a signed-in id the scope matches nobody;
  // read-only, and only what the contact pages show (no roles or brands of other people).
  data: {
    endpoint: 'users',
    kind: 'users',
    populate: { image: true, profile: true },
    scope: ({ meId }) => ({ contacts: { id: { $eq: meId ?? -1 } } }),
    search: (q) =>
      typeof q === 'string' && q.trim()
        ? { $or: ['firstName', 'lastName', 'practice', 'city'].map((field) => ({ profile: { [field]: { $containsi: q.trim() } } })) }
        : null,
  },
  routes: [
    { path: '/contacts', page: ContactList },
    { path: '/contacts/:userId', action: 'show', page: ContactShow },
  ],
  menuPage: ContactList,
});
