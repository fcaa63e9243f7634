import { DELETE, GET, POST } from '../requests';
import type { Row } from '../row';

// The access matrix's rows (access/matrix-table.ts) of the erasure on request (issue 37, item 3).
// No row erases anyone: the operators' call aims at an account that does not exist; every caller's
// own request is withdrawn by the row after the one that makes it.
export const ERASURE_ROWS: Row[] = [
  {
    route: 'POST /privacy/erasures/:id',
    target: 'an account that does not exist: operators pass the guard and hear 404',
    kind: 'write',
    access: 'erasure.erase',
    ok: 404,
    call: () => POST('/privacy/erasures/999999999'),
  },
  { route: 'GET /privacy/erasure-request', kind: 'read', access: 'erasure.state', ok: 200, call: () => GET('/privacy/erasure-request') },
  { route: 'POST /privacy/erasure-request', kind: 'write', access: 'erasure.request', ok: 200, call: () => POST('/privacy/erasure-request') },
  { route: 'DELETE /privacy/erasure-request', kind: 'write', access: 'erasure.withdraw', ok: 200, call: () => DELETE('/privacy/erasure-request') },
];
