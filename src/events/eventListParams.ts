import type { QueryValue } from '../providers/strapi/query';
import type { ListParams } from '../providers/strapi/resources';
import { dayStart } from '../common/time/zone';

// The event list's time filters: upcoming or past as of the moment the list is read (as the
// dashboard counts upcoming events: by the start), and a period of start days in the product's zone.

export const EVENT_LIST_FILTERS = { when: 'when', from: 'start_from', to: 'start_to' } as const;
export const EVENT_WHEN_CHOICES = [
  { id: 'upcoming', name: 'app.events.filters.upcoming' },
  { id: 'past', name: 'app.events.filters.past' },
];

export const eventTimeFilter = (filter: Record<string, unknown>, now = new Date()): Record<string, QueryValue> | null => {
  const when = filter[EVENT_LIST_FILTERS.when];
  const from = filter[EVENT_LIST_FILTERS.from];
  const to = filter[EVENT_LIST_FILTERS.to];
  const parts: Record<string, QueryValue>[] = [];
  if (when === 'upcoming') parts.push({ startDate: { $gte: now.toISOString() } });
  if (when === 'past') parts.push({ startDate: { $lt: now.toISOString() } });
  const start = typeof from === 'string' ? dayStart(from) : null;
  const end = typeof to === 'string' ? dayStart(to, { after: true }) : null;
  if (start) parts.push({ startDate: { $gte: start.toISOString() } });
  if (end) parts.push({ startDate: { $lt: end.toISOString() } });
  return parts.length > 1 ? { $and: parts } : (parts[0] ?? null);
};

export const EVENT_LIST_PARAMS: ListParams = { keys: Object.values(EVENT_LIST_FILTERS), toFilter: (filter) => eventTimeFilter(filter) };
