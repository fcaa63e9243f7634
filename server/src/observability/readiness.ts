// Readiness (GET /_ready): whether a load balancer should send this instance requests. /_health only
// says the process answers; ready also needs the database, a finished boot (migrations run, seed and
// workers started) and, on PostgreSQL, the connection that hears the other instances' live events.

export interface ReadinessChecks {
  database: boolean;
  booted: boolean;
  /** null: no listener is needed (SQLite). */
  listener: boolean | null;
}

export interface Readiness {
  ready: boolean;
  status: 200 | 503;
  body: { status: 'ready' | 'not ready'; database: 'ok' | 'down'; migrations: 'done' | 'pending'; realtimeListener: 'connected' | 'disconnected' | 'not used' };
}

/** The decision, from what was checked. */
export const readinessOf = ({ database, booted, listener }: ReadinessChecks): Readiness => {
  const ready = database && booted && listener !== false;
  return {
    ready,
    status: ready ? 200 : 503,
    body: {
      status: ready ? 'ready' : 'not ready',
      database: database ? 'ok' : 'down',
      migrations: booted ? 'done' : 'pending',
      realtimeListener: listener === null ? 'not used' : listener ? 'connected' : 'disconnected',
    },
  };
};

/** Set at the end of bootstrap and cleared when the instance stops (it stops being ready first). */
let booted = false;
export const markBooted = (value: boolean) => {
  booted = value;
};
export const isBooted = () => booted;

/** Resolves false when `check` fails or takes longer than `ms`: a hung database is not ready. */
export const answersWithin = async (check: () => Promise<unknown>, ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};
