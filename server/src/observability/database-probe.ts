import { answersWithin } from './readiness';

// Whether the database answers, as /_ready, the metrics and the outage answer see it
// (docs/operations.md, "Observe"): a cheap `select 1` in the background, never on a request's path.
// One slow answer under CPU load is no outage: the state changes only after several answers in a row.

export interface ProbeSettings {
  /** From the end of one probe to the start of the next. */
  intervalMs: number;
  /** A probe that has not answered by then failed. */
  timeoutMs: number;
  /** Failures in a row that make an answering database "down". */
  failuresToDown: number;
  /** Answers in a row that make a "down" database answer again. */
  successesToUp: number;
}

export const PROBE_DEFAULTS: ProbeSettings = { intervalMs: 2000, timeoutMs: 3000, failuresToDown: 3, successesToUp: 2 };

export interface ProbeState {
  up: boolean;
  /** Probes in a row that disagreed with `up`. */
  streak: number;
}

/** The state after one probe: `up` flips only once `failuresToDown` (or `successesToUp`) probes in a row said so. */
export const nextProbeState = (state: ProbeState, answered: boolean, settings: Pick<ProbeSettings, 'failuresToDown' | 'successesToUp'>): ProbeState => {
  if (answered === state.up) return { up: state.up, streak: 0 };
  const streak = state.streak + 1;
  return streak >= (state.up ? settings.failuresToDown : settings.successesToUp) ? { up: answered, streak: 0 } : { up: state.up, streak };
};

/** The database answered when the boot finished: it starts up. */
let state: ProbeState = { up: true, streak: 0 };
let timer: NodeJS.Timeout | null = null;
/** Counts the starts: a probe of an earlier start that settles late schedules nothing. */
let generation = 0;
/** The query of the last probe or check, while it has not settled: never a second one beside it. */
let pending: Promise<boolean> | null = null;
let pendingSince = 0;

/** One `select 1` at a time: a probe or check that comes while one is still running shares its answer. */
const askOnce = (check: () => Promise<unknown>, timeoutMs: number) => {
  if (!pending) {
    pendingSince = Date.now();
    const query = check().then(
      () => true,
      () => false,
    );
    pending = query;
    void query.finally(() => {
      if (pending === query) pending = null;
    });
  }
  return answersWithin(() => pending!.then((ok) => (ok ? true : Promise.reject(new Error('no answer')))), Math.max(0, timeoutMs - (Date.now() - pendingSince)));
};

/** Starts probing every `intervalMs` (at the end of bootstrap); the state starts as "up". */
export const startDatabaseProbe = (check: () => Promise<unknown>, settings: ProbeSettings = PROBE_DEFAULTS) => {
  stopDatabaseProbe();
  const mine = generation;
  state = { up: true, streak: 0 };
  const schedule = () => {
    timer = setTimeout(() => void round(), settings.intervalMs);
    timer.unref();
  };
  const round = async () => {
    const answered = await askOnce(check, settings.timeoutMs);
    if (mine !== generation) return;
    state = nextProbeState(state, answered, settings);
    schedule();
  };
  schedule();
};

export const stopDatabaseProbe = () => {
  generation += 1;
  if (timer) clearTimeout(timer);
  timer = null;
};

/** The database's state as the last probes saw it. */
export const databaseUp = () => state.up;

/**
 * Whether the database answers right now, for a request that failed (middlewares/database-outage.ts):
 * "down" when the probes say so, else one shared `select 1` within `timeoutMs` however many requests ask.
 */
export const databaseAnswersNow = async (check: () => Promise<unknown>, timeoutMs: number) => state.up && (await askOnce(check, timeoutMs));
