/**
 * PGlite test databases: each one a copy of a data folder template in the temp dir. Making a template costs
 * seconds (initdb, then migrations and seed); copying one costs milliseconds.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createDb, migrate, seed } from '../db/index.js';
import { installedVersion, templateKey } from './template-key.js';
import type { TestDb } from './test-db.js';

const MARKER = '.complete';
const SEEDED_PREFIX = 'api-mock-pglite-seeded-';
/** A seeded template of another key is removed once unused this long: no run can still be copying it. */
const STALE_AFTER_MS = 3_600_000;

/**
 * The folder `dir`, built once per machine: `build` fills a private staging folder that is renamed into
 * place when complete, so Jest workers racing to make it never see half a template (the loser's is dropped).
 */
async function madeOnce(dir: string, build: (staging: string) => Promise<void>): Promise<string> {
  if (existsSync(path.join(dir, MARKER))) return dir;
  const staging = `${dir}.${randomBytes(4).toString('hex')}`;
  try {
    await build(staging);
    await writeFile(path.join(staging, MARKER), '');
    await rename(staging, dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    // Another worker finished first: its template is as good as ours.
    if (!existsSync(path.join(dir, MARKER))) throw error;
  }
  return dir;
}

/** An empty, initialised PGlite cluster, made once per PGlite version and machine. */
export function pgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `api-mock-pglite-template-${installedVersion('@electric-sql/pglite')}`);
  return madeOnce(dir, async (staging) => {
    const client = new PGlite(staging);
    await client.waitReady;
    await client.close();
  });
}

/** The empty cluster migrated and seeded, made once per template key. */
async function seededPgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `${SEEDED_PREFIX}${templateKey()}`);
  if (existsSync(path.join(dir, MARKER))) {
    // Its modification time says when it was last used (see removeStaleTemplates).
    await utimes(dir, new Date(), new Date());
    return dir;
  }
  await madeOnce(dir, async (staging) => {
    await cp(await pgliteTemplate(), staging, { recursive: true });
    const handle = await createDb({ pgliteDir: staging });
    try {
      await migrate(handle);
      await seed(handle.db);
    } finally {
      await handle.close();
    }
  });
  await removeStaleTemplates(path.basename(dir));
  return dir;
}

/** Seeded templates of other keys (earlier migrations or seeds) that no run used for a while. */
async function removeStaleTemplates(current: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(os.tmpdir())) {
    if (!name.startsWith(SEEDED_PREFIX) || name === current) continue;
    const dir = path.join(os.tmpdir(), name);
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > STALE_AFTER_MS) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A PGlite database of its own in a temp dir, removed by close(): a copy of the seeded template, or of the
 * empty cluster when the test wants to migrate (or not) itself.
 */
export async function createPgliteTestDb(options: { migrate: boolean; seed: boolean }): Promise<TestDb> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-pglite-'));
  const seeded = options.migrate && options.seed;
  await cp(seeded ? await seededPgliteTemplate() : await pgliteTemplate(), dir, { recursive: true });
  let handle = await createDb({ pgliteDir: dir });
  if (options.migrate && !seeded) await migrate(handle);
  return {
    get handle() {
      return handle;
    },
    async restart() {
      await handle.close();
      handle = await createDb({ pgliteDir: dir });
      return handle;
    },
    connectAnother() {
      return Promise.reject(new Error('a PGlite data folder belongs to one process: no second connection'));
    },
    async close() {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
