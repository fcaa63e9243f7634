import type { RaRecord } from 'react-admin';
import { postState, POST_STATE_NAMES } from '@markenportal/contract';
import { dateTimeCell, type ExportColumn } from '../common/export/listCsv';
import { publicationFacts } from '../common/PublicationState';

/** The event list's export: its columns, the end, and the state by the contract's definition. */
export const EVENT_EXPORT: ExportColumn<RaRecord>[] = [
  { label: 'resources.events.fields.title', value: (r) => r.title },
  { label: 'resources.events.fields.startDate', value: (r) => dateTimeCell(r.startDate) },
  { label: 'resources.events.fields.endDate', value: (r) => dateTimeCell(r.endDate) },
  { label: 'resources.events.fields.location', value: (r) => r.location },
  {
    label: 'resources.events.fields.state',
    value: (r) => POST_STATE_NAMES[postState(publicationFacts(r))],
  },
];
