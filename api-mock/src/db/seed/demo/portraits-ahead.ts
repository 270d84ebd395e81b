/**
 * Demo portraits drawn before anyone asks for them, so a card never waits for its picture:
 * - drawNamedIn: before an API answer goes out, the portraits it names that are not drawn yet (a few at a
 *   time), so the first request for any file of the answer finds it;
 * - drawBacklog: from the start of the server, every demo member's portrait, one at a time and only while the
 *   server has little else to do, until all are drawn or the server stops.
 * Drawing one portrait (the picture, its thumbnail and its teaser) takes about 15 ms of one core.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, like } from 'drizzle-orm';
import type { AppDatabase } from '../../client.js';
import { photos } from '../../schema.js';
import { DEMO_UPLOADS_FOLDER } from './constants.js';

/** Makes sure a stored file exists (demoPortraitFiles), answering whether it drew it; other names are left alone. */
export type PrepareFile = (fileName: string) => Promise<boolean>;

/** A demo portrait's stored name (or its thumbnail's), as photo rows and API answers carry it. */
const PORTRAIT_NAME = new RegExp(`^${DEMO_UPLOADS_FOLDER}/face-[fm]-\\d{6}(?:_thumb)?\\.jpg$`);
/** Values looked at in one answer at most: an answer of cards holds a few hundred. */
const WALK_LIMIT = 20_000;
/** Portraits drawn at once for one answer: half the machine's two cores, the other half for the rest. */
const DRAWN_AT_ONCE = 2;

/** The demo portrait file names a value (an API answer) holds anywhere. */
export function portraitsNamedIn(value: unknown): string[] {
  const found = new Set<string>();
  const pending: unknown[] = [value];
  for (let seen = 0; pending.length > 0 && seen < WALK_LIMIT; seen += 1) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (PORTRAIT_NAME.test(item)) found.add(item);
    } else if (Array.isArray(item)) {
      pending.push(...(item as unknown[]));
    } else if (item !== null && typeof item === 'object') {
      pending.push(...Object.values(item));
    }
  }
  return [...found];
}

/** Draws the portraits an answer names that are missing, DRAWN_AT_ONCE at a time. */
export async function drawNamedIn(value: unknown, prepare: PrepareFile): Promise<void> {
  const names = portraitsNamedIn(value);
  const worker = async () => {
    for (let name = names.pop(); name !== undefined; name = names.pop()) await prepare(name);
  };
  await Promise.all(Array.from({ length: Math.min(DRAWN_AT_ONCE, names.length) }, worker));
}

/** Pause after each portrait of the backlog; longer while the event loop is busy with requests. */
const PAUSE_MS = 20;
/** Share of the pause the event loop may have been busy for the backlog to go on. */
const BUSY = 0.5;
/** Pauses waited at most before drawing the next one anyway: the backlog finishes even on a busy server. */
const MAX_PAUSES = 25;

async function quietMoment(signal: AbortSignal): Promise<void> {
  for (let pauses = 0; pauses < MAX_PAUSES && !signal.aborted; pauses += 1) {
    const before = performance.eventLoopUtilization();
    await sleep(PAUSE_MS, undefined, { signal }).catch(() => undefined);
    if (performance.eventLoopUtilization(before).utilization < BUSY) return;
  }
}

/** The demo portrait files the photo rows name, oldest row first (the well-known accounts first). */
async function namedPortraits(db: AppDatabase): Promise<string[]> {
  const rows = await db
    .select({ filename: photos.filename })
    .from(photos)
    .where(like(photos.filename, `${DEMO_UPLOADS_FOLDER}/face-%`))
    .orderBy(asc(photos.id));
  return [...new Set(rows.map((row) => row.filename))];
}

/**
 * Every demo portrait the photo rows name, DRAWN_AT_ONCE at a time and without pauses (nothing else runs):
 * for a data folder made once and copied to many servers. Answers how many it drew.
 */
export async function drawAll(db: AppDatabase, prepare: PrepareFile): Promise<number> {
  const names = await namedPortraits(db);
  let drawn = 0;
  const worker = async () => {
    for (let name = names.pop(); name !== undefined; name = names.pop()) {
      if (await prepare(name)) drawn += 1;
    }
  };
  await Promise.all(Array.from({ length: DRAWN_AT_ONCE }, worker));
  return drawn;
}

export interface BacklogResult {
  /** Demo portraits the database names (picture and thumbnail count as one). */
  portraits: number;
  elapsedMs: number;
  /** Stopped before all were looked at. */
  stopped: boolean;
}

/**
 * Every demo portrait the photo rows name, oldest row first (the well-known accounts, then the generated
 * members), one at a time, each after a quiet moment; stops when `signal` aborts. Cheap when all are drawn:
 * a file check each.
 */
export async function drawBacklog(
  db: AppDatabase,
  prepare: PrepareFile,
  signal: AbortSignal,
): Promise<BacklogResult> {
  const started = performance.now();
  const names = await namedPortraits(db);
  for (const name of names) {
    if (signal.aborted) break;
    if (await prepare(name)) await quietMoment(signal);
  }
  return { portraits: names.length, elapsedMs: performance.now() - started, stopped: signal.aborted };
}
