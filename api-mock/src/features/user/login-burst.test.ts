/** @jest-environment node */
// Password hashing must not starve the rest of the site. 50 logins at once with the PRODUCTION scrypt cost
// (N=2^17, ~1 s of a core and 128 MiB each), from ten IPs (each under the per-IP limits, as a crowd or a
// botnet would send them), while two visitors fetch a photo file one request after another. Prints the photo latency and how the logins were
// answered; asserts what clients see: every photo request answers 200, and logins beyond the hashing queue
// get a fast 503 service_busy with Retry-After instead of waiting behind each other.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { members } from '../../db/schema.js';
import { ACCOUNT_TEST_ENV, CLIENT } from '../../testing/accounts.js';
import { addPhoto, createMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const LOGINS = 50;
const IPS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

describe('photo files during a burst of logins (production scrypt)', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-login-burst-'));
    // No scryptParams: the production cost. The hashing queue has its configured default size.
    t = await createTestApp({ serveSite: false, env: { ...ACCOUNT_TEST_ENV, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps serving photo files while 50 logins compete for scrypt', async () => {
    const owner = await createMember(t);
    const photo = await addPhoto(t, owner.id, { main: true });
    // A real JPEG of some size, so each request reads a file through libuv's thread pool.
    const noise = randomBytes(800 * 800 * 3);
    const jpeg = await sharp(noise, { raw: { width: 800, height: 800, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    await writeFile(path.join(dataDir, 'uploads', photo.filename), jpeg);
    const photoUrl = `/uploads/${photo.filename}`;
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(200);

    const [row] = await t.db.handle.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, owner.id));
    const email = row?.email as string;
    // Mostly unknown addresses (each checked against the dummy hash), some wrong and right passwords of a member.
    const logins = Array.from({ length: LOGINS }, (_, i) => {
      const body =
        i % 10 === 0
          ? { email, password: 'correct horse battery' }
          : i % 10 === 5
            ? { email, password: `wrong password ${i}` }
            : { email: `crowd${i}@example.com`, password: `guess number ${i}` };
      const started = performance.now();
      return t.app
        .inject({
          method: 'POST',
          url: '/api/user.php',
          headers: CLIENT,
          payload: body,
          remoteAddress: `10.50.0.${i % IPS}`,
        })
        .then((response) => ({ response, ms: performance.now() - started }));
    });
    let settled = false;
    const allLogins = Promise.all(logins).finally(() => {
      settled = true;
    });

    // Two visitors' browsers fetching the photo one request after another while the logins are answered.
    const photoTimes: number[] = [];
    const photoStatuses: number[] = [];
    const browse = async () => {
      while (!settled || photoTimes.length < 20) {
        const started = performance.now();
        const response = await t.app.inject({ url: photoUrl });
        photoTimes.push(performance.now() - started);
        photoStatuses.push(response.statusCode);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await Promise.all([browse(), browse()]);
    const answered = await allLogins;

    const statuses = answered.map(({ response }) => response.statusCode);
    const count = (status: number) => statuses.filter((candidate) => candidate === status).length;
    const sorted = [...photoTimes].sort((a, b) => a - b);
    const busy = answered.filter(({ response }) => response.statusCode === 503);
    const busyTimes = busy.map(({ ms }) => ms).sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms);
    console.table([
      {
        photo_requests: photoTimes.length,
        photo_p50_ms: round(percentile(sorted, 50)),
        photo_p95_ms: round(percentile(sorted, 95)),
        photo_max_ms: round(sorted[sorted.length - 1] ?? NaN),
        logins_200: count(200),
        logins_401: count(401),
        logins_429: count(429),
        logins_503: count(503),
        busy_answer_p50_ms: round(percentile(busyTimes, 50)),
        hash_concurrency: t.config.passwordHashConcurrency,
        hash_queue: t.config.passwordHashQueue,
      },
    ]);

    expect(photoStatuses.every((status) => status === 200)).toBe(true);
    // Every login got an answer: checked (200/401), refused at once because the queue was full (503), or,
    // on PostgreSQL where the member's five same-IP attempts really overlap, refused by the lockout because
    // attempts still being checked count as failures (429).
    expect(count(200) + count(401) + count(429) + count(503)).toBe(LOGINS);
    for (const { response } of answered.filter(({ response }) => response.statusCode === 429)) {
      expect(response.json()).toMatchObject({ error: 'account_locked' });
    }
    expect(count(503)).toBeGreaterThan(0);
    for (const { response } of busy) {
      expect(response.json()).toEqual({
        error: 'service_busy',
        message: 'The service is busy, please try again in a moment.',
        statusCode: 503,
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // Only what the queue holds is checked at all: the rest never cost a scrypt job.
    expect(count(200) + count(401)).toBeLessThan(LOGINS);
  }, 120_000);
});
