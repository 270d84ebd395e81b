/**
 * Periodic clean-up, run as jobs on the queue (one per period, whichever instance takes it): rows that no
 * rule reads any more are deleted, so the tables holding them stay the size of their windows.
 *
 * - login attempts older than the longest lockout rule looks back (lockoutHorizon);
 * - counted photo uploads older than the rolling upload window (PHOTO_UPLOADS_WINDOW_MS);
 * - mailed links that are used or expired, once older than the daily reset-mail limit's window;
 * - sessions that ended: expired, revoked, or unused for the idle timeout (SESSION_IDLE_TIMEOUT_DAYS);
 * - done jobs after a week (failed ones stay for an operator to look at);
 * - members' events older than a reconnecting client is caught up from (CHAT_REPLAY_DAYS).
 */
import { CHAT_REPLAY_DAYS, SESSION_IDLE_TIMEOUT_DAYS } from 'contract';
import type { Repositories } from '../db/repositories/index.js';
import { lockoutHorizon } from '../features/account/lockout.js';
import type { JobHandler, PeriodicJob } from './worker.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The photo upload rate counts uploads of the last 24 hours. */
export const PHOTO_UPLOADS_WINDOW_MS = DAY;
/** The reset-mail limit counts the links of the last 24 hours. */
const LINK_COUNT_WINDOW_MS = DAY;
const DONE_JOBS_KEPT_MS = 7 * DAY;
/** How often each purge runs. */
export const PURGE_EVERY_MS = HOUR;

type Purge = (repositories: Repositories, now: Date) => Promise<number>;

const PURGES: Record<string, Purge> = {
  'purge.login_attempts': (r, now) => r.auth.purgeLoginAttempts(lockoutHorizon(now)),
  'purge.photo_uploads': (r, now) =>
    r.photos.purgeUploadCounts(new Date(now.getTime() - PHOTO_UPLOADS_WINDOW_MS)),
  'purge.tokens': (r, now) => r.auth.purgeDeadTokens(new Date(now.getTime() - LINK_COUNT_WINDOW_MS), now),
  'purge.sessions': (r, now) =>
    r.auth.purgeEndedSessions(now, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_DAYS * DAY)),
  'purge.jobs': (r, now) => r.jobs.purgeDone(new Date(now.getTime() - DONE_JOBS_KEPT_MS)),
  'purge.member_events': (r, now) =>
    r.realtime.purgeEventsBefore(new Date(now.getTime() - CHAT_REPLAY_DAYS * DAY)),
};

export const PURGE_JOBS: PeriodicJob[] = Object.keys(PURGES).map((kind) => ({
  kind,
  everyMs: PURGE_EVERY_MS,
}));

/** The handlers of the purge jobs; each deletes what is old at the moment it runs. */
export function purgeHandlers(repositories: Repositories): Record<string, JobHandler> {
  return Object.fromEntries(
    Object.entries(PURGES).map(([kind, purge]) => [
      kind,
      { maxAttempts: 3, run: async (_payload, { now }) => void (await purge(repositories, now)) },
    ]),
  );
}
