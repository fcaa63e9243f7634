// The event pages: one chunk, loaded on first use (index.tsx).
export { EventList } from './EventList';
export { EventCreate } from './EventCreate';
export { EventEdit } from './EventEdit';
