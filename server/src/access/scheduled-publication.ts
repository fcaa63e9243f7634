import { messages } from '../messages';

export const POST_UID = 'api::post.post';
export const SCHEDULE_MODES = ['publish', 'unpublish'] as const;

export interface ScheduleInput {
  entityId?: unknown;
  entitySlug?: unknown;
  executeAt?: unknown;
  mode?: unknown;
}

export type FieldError = { path: string; message: string };

const isFuture = (value: unknown, now: Date) => {
  if (typeof value !== 'string' && !(value instanceof Date)) return false;
  const at = new Date(value);
  return !Number.isNaN(at.getTime()) && at.getTime() > now.getTime();
};

/**
 * What is wrong with a scheduled action (the spec's "The calls it makes", publisher actions), field by field.
 * A past date is refused outright: the sweep would publish it at once, which is the publish button's job.
 */
export const scheduleErrors = (input: ScheduleInput, now: Date, { creating }: { creating: boolean }): FieldError[] => {
  const errors: FieldError[] = [];
  if (creating) {
    if (input.entitySlug !== POST_UID) errors.push({ path: 'entitySlug', message: messages.schedule.onlyPosts });
    if (typeof input.entityId !== 'string' || !input.entityId) errors.push({ path: 'entityId', message: messages.invalidId });
    if (!(SCHEDULE_MODES as readonly unknown[]).includes(input.mode)) errors.push({ path: 'mode', message: messages.schedule.mode });
  }
  if (input.executeAt === undefined || input.executeAt === null || input.executeAt === '') {
    errors.push({ path: 'executeAt', message: messages.schedule.dateRequired });
  } else if (!isFuture(input.executeAt, now)) {
    errors.push({ path: 'executeAt', message: messages.schedule.pastDate });
  }
  return errors;
};

type LogLine = { at: string; action: string };

/**
 * A plan counts only if it was made after the document was last withdrawn (docs/decisions/0023-one-publication-state.md):
 * true when the log's last withdrawal is later than its last planning (`scheduled`, `rescheduled`). A plan made
 * without a log entry (not through our routes) is older than any withdrawal.
 */
export const planOutdatedByWithdrawal = (log: readonly LogLine[]): boolean => {
  const last = (actions: string[]) => Math.max(-Infinity, ...log.filter((e) => actions.includes(e.action)).map((e) => new Date(e.at).getTime()));
  const withdrawn = last(['unpublished']);
  return withdrawn > -Infinity && withdrawn >= last(['scheduled', 'rescheduled']);
};
