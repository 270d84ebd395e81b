/**
 * The name of the migrated and seeded test database template: a digest of everything that decides its
 * content, so an edited migration, seed list or builder makes a new template instead of serving a stale one.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { API_MOCK_ROOT, MIGRATIONS_FOLDER } from '../config.js';

/** Files and folders (all files below them, tests excepted) whose contents make up the template. */
const TEMPLATE_INPUTS = [
  MIGRATIONS_FOLDER,
  // seed() and the lists it inserts; the schema maps its rows to columns.
  path.join(API_MOCK_ROOT, 'src', 'db', 'seed'),
  path.join(API_MOCK_ROOT, 'src', 'db', 'schema.ts'),
  // The seed's constants (interests, package tiers, the time-bonus code) come from the contract.
  path.join(API_MOCK_ROOT, '..', 'contract', 'src'),
  // How a template is built (and, for PGlite, copied) is part of what it holds.
  path.join(API_MOCK_ROOT, 'src', 'testing', 'pglite-test-db.ts'),
  path.join(API_MOCK_ROOT, 'src', 'testing', 'postgres-test-db.ts'),
];

/** Packages whose version changes the data on disk (PGlite) or the migrator's bookkeeping (drizzle-orm). */
const TEMPLATE_PACKAGES = ['@electric-sql/pglite', 'drizzle-orm'];

/** The version of an installed package, looked up from api-mock towards the root as Node resolves it. */
export function installedVersion(name: string): string {
  for (let dir = API_MOCK_ROOT; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', ...name.split('/'), 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  }
  return 'unknown';
}

function filesBelow(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesBelow(path.join(entry, name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

let memo: string | undefined;

/** 12 hex digits of a SHA-256 over the inputs' paths (relative to api-mock) and contents. */
export function templateKey(): string {
  if (memo) return memo;
  const hash = createHash('sha256');
  for (const name of TEMPLATE_PACKAGES) hash.update(`${name}@${installedVersion(name)}\0`);
  for (const file of TEMPLATE_INPUTS.flatMap(filesBelow)) {
    hash.update(`${path.relative(API_MOCK_ROOT, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  memo = hash.digest('hex').slice(0, 12);
  return memo;
}
