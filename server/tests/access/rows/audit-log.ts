import { GET } from '../requests';
import type { Row } from '../row';
import type { World } from '../world';

// The access matrix's rows (access/matrix-table.ts) of the audit log (docs/decisions/0035-audit-log.md):
// read-only; its writes are refused by the absence of any route (server/tests/audit-log.test.ts).

/** An entry of a Cardiovia record: a fresh Cardiovia post's creation. */
const cardioviaEntry = (w: World) =>
  w.shared('audit-cardiovia', async () => {
    const post = await w.fresh.post();
    const answer = await w.as('operator', GET(`/audit-entries?filters[recordId][$eq]=${post}`));
    return answer.body.data[0].documentId as string;
  });

export const AUDIT_LOG_ROWS: Row[] = [
  { route: 'GET /audit-entries', kind: 'read', access: 'audit-entry.find', ok: 200, call: () => GET('/audit-entries') },
  {
    route: 'GET /audit-entries/:id',
    target: 'the creation of a Cardiovia post',
    kind: 'read',
    access: 'audit-entry.findOne',
    ok: 200,
    on: { brand: 'cardiovia' },
    call: async (w) => GET(`/audit-entries/${await cardioviaEntry(w)}`),
  },
];
