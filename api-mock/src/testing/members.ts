/** Helpers for discovery tests: members with a profile ready to be found, photos on disk, calls as them. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members, photos } from '../db/schema.js';
import { ACCOUNT_TEST_ENV, CLIENT, signup, TEST_SCRYPT, withSession } from './accounts.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * A test app for discovery journeys: fast scrypt, rate limits out of the way, its own data folder (photo
 * files, see createTestApp) and, when given, the test clock.
 */
export function createDiscoveryTestApp(
  clock?: { now: () => Date },
  options: Pick<TestAppOptions, 'inTransaction'> = {},
): Promise<TestApp> {
  return createTestApp({
    ...options,
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: clock?.now,
    env: ACCOUNT_TEST_ENV,
  });
}

export type MemberFields = Partial<typeof members.$inferInsert>;

export interface TestMember {
  id: number;
  token: string;
  name: string;
}

/**
 * Signs up through the API, then sets what the test needs directly (activated, profile fields, premium,
 * invisible, fictional): the discovery rules under test read these columns.
 */
export async function createMember(
  t: TestApp,
  fields: MemberFields = {},
  host?: string,
): Promise<TestMember> {
  const { token, user } = await signup(t.app, {}, host);
  const id = user.profile.id as number;
  await t.db.handle.db
    .update(members)
    .set({
      status: 'confirmed',
      profileStatus: 'active',
      gender: 'female',
      sexuality: 'hetero',
      country: 'GB',
      ...fields,
    })
    .where(eq(members.id, id));
  return { id, token, name: fields.name ?? user.profile.name };
}

/** Adds a photo row and writes its two files under `<dataDir>/uploads`; the first one is the main photo. */
export async function addPhoto(
  t: TestApp,
  memberId: number,
  options: { private?: boolean; main?: boolean } = {},
): Promise<{ id: number; filename: string; thumbFilename: string }> {
  const base = `${memberId}${Math.random().toString(16).slice(2, 14)}`.padEnd(32, '0');
  const filename = `${base}.jpg`;
  const thumbFilename = `${base}_thumb.jpg`;
  const dir = path.join(t.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, filename), `full image of ${memberId}`);
  await writeFile(path.join(dir, thumbFilename), `thumbnail of ${memberId}`);
  const db = t.db.handle.db;
  const [row] = await db
    .insert(photos)
    .values({ memberId, filename, thumbFilename, private: options.private ?? false })
    .returning();
  if (!row) throw new Error('photo insert returned nothing');
  if (options.main) await db.update(members).set({ mainPhotoId: row.id }).where(eq(members.id, memberId));
  return { id: row.id, filename, thumbFilename };
}

/** A call as the member (or as a visitor without one), with the client header as the real client sends it. */
export function as(app: FastifyInstance, member: TestMember | null) {
  const cookies = member ? withSession(member.token) : undefined;
  return {
    get: (url: string, query?: Record<string, string>) =>
      app.inject({ method: 'GET', url, query, headers: CLIENT, cookies }),
    post: (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers: CLIENT, cookies }),
    put: (url: string, payload: unknown) =>
      app.inject({ method: 'PUT', url, payload: payload as object, headers: CLIENT, cookies }),
    delete: (url: string, query: Record<string, string>) =>
      app.inject({ method: 'DELETE', url, query, headers: CLIENT, cookies }),
  };
}
