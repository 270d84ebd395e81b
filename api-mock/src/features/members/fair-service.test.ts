/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from '../../testing/accounts.js';
import { as, createMember, type TestMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Heavy reads (search, match finder, swipe offers, card lists) go through a bounded, first-come queue so
 * they cannot starve light requests: here one runs at a time and three may wait; any more are answered
 * 503 service_busy at once, and a profile asked for during the burst is served without waiting for them.
 * A test-only heavy route holds the running slot until the test opens its gate, so what is admitted, what
 * waits and what is refused does not depend on how fast the database answers.
 */
describe('fair service under a burst of heavy reads', () => {
  let t: TestApp;
  let dataDir: string;
  let searcher: TestMember;
  let profile: TestMember;
  const RUNNING = 1;
  const WAITING = 3;
  let gate: { open: () => void; opened: Promise<void> };
  const closeGate = () => {
    let open = () => undefined as void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { open, opened };
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-fair-'));
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: {
        ...ACCOUNT_TEST_ENV,
        DATA_DIR: dataDir,
        HEAVY_READS_CONCURRENCY: String(RUNNING),
        HEAVY_READS_QUEUE: String(WAITING),
      },
      extend: (app) => {
        app.get('/test/held-heavy-read', { config: { heavyRead: true } }, async () => {
          await gate.opened;
          return { done: true };
        });
      },
    });
    searcher = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'DE' });
    profile = await createMember(t, { gender: 'female', country: 'DE', name: 'Paula' });
    for (let i = 0; i < 3; i += 1) await createMember(t, { gender: 'female', country: 'DE' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Resolves once the heavy-read queue is in this state (the test's requests got that far). */
  const queueIs = (load: { running: number; waiting: number }) =>
    new Promise<void>((resolve) => {
      const check = () => {
        const now = t.app.heavyReadLoad();
        if (now.running === load.running && now.waiting === load.waiting) resolve();
        else setTimeout(check, 2);
      };
      check();
    });

  const BUSY = {
    error: 'service_busy',
    message: 'The service is busy, please try again in a moment.',
    statusCode: 503,
  };

  it('answers searches beyond the queue 503 service_busy at once and serves a profile during the burst', async () => {
    closeGate();
    const finished: string[] = [];
    const track = (label: string, call: Promise<LightMyRequestResponse>) =>
      call.then((response) => {
        finished.push(`${label}:${response.statusCode}`);
        return response;
      });
    const member = as(t.app, searcher);
    const held = track('held', t.app.inject({ url: '/test/held-heavy-read' }));
    await queueIs({ running: RUNNING, waiting: 0 });
    const burst = Array.from({ length: 10 }, (_, i) =>
      track(`search${i}`, member.get('/api/members.php', { gender: 'female', country: 'DE' })),
    );
    // Everything beyond the queue is refused while the running read still holds its slot.
    await queueIs({ running: RUNNING, waiting: WAITING });
    await new Promise<void>((resolve) => {
      const check = () => (finished.length === 10 - WAITING ? resolve() : setTimeout(check, 2));
      check();
    });
    expect(finished.every((entry) => entry.endsWith(':503'))).toBe(true);

    // A profile (a light read) asked for now is served before any of the waiting searches.
    const read = await member.get('/api/member.php', { id: String(profile.id) });
    expect(read.statusCode).toBe(200);
    expect(read.json().profile.name).toBe('Paula');
    finished.push('profile:200');
    expect((await member.get('/api/user.php')).statusCode).toBe(200);

    gate.open();
    const searches = await Promise.all(burst);
    expect((await held).json()).toEqual({ done: true });
    const served = searches.filter((answer) => answer.statusCode === 200);
    const refused = searches.filter((answer) => answer.statusCode === 503);
    expect(served).toHaveLength(WAITING);
    expect(refused).toHaveLength(10 - WAITING);
    for (const answer of refused) {
      expect(answer.json()).toEqual(BUSY);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(served[0]?.json().profiles.length).toBeGreaterThan(0);
    // Order: refusals, the profile, then the held read and (one at a time) the waiting searches.
    const waitingLabels = searches.flatMap((answer, i) =>
      answer.statusCode === 200 ? [`search${i}:200`] : [],
    );
    expect(finished.slice(10 - WAITING, 12 - WAITING)).toEqual(['profile:200', 'held:200']);
    expect(finished.slice(12 - WAITING).sort()).toEqual(waitingLabels.sort());
  });

  it('sends every heavy read through the one queue, and never a light one', async () => {
    closeGate();
    const holding = Array.from({ length: RUNNING + WAITING }, () =>
      t.app.inject({ url: '/test/held-heavy-read' }),
    );
    await queueIs({ running: RUNNING, waiting: WAITING });
    const member = as(t.app, searcher);
    const heavy = [
      member.get('/api/members.php'),
      member.get('/api/profiles.php', { ids: String(profile.id) }),
      member.get('/api/match-finder.php'),
      member.get('/api/swipe.php'),
      member.post('/api/swipe.php', { id: profile.id, like: false }),
    ];
    for (const answer of await Promise.all(heavy)) {
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual(BUSY);
    }
    const light = await Promise.all([
      member.get('/api/member.php', { id: String(profile.id) }),
      member.get('/api/user.php'),
      member.get('/api/likes.php'),
    ]);
    expect(light.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    gate.open();
    await Promise.all(holding);
  });

  it('frees the slot of a heavy read that fails, and serves the next ones', async () => {
    // A pass on an unknown member: the handler refuses with 404, inside its slot.
    for (let i = 0; i < RUNNING + WAITING + 2; i += 1) {
      const pass = await as(t.app, searcher).post('/api/swipe.php', { id: 987_654, like: false });
      expect(pass.statusCode).toBe(404);
    }
    const answers = await Promise.all(
      Array.from({ length: RUNNING + WAITING }, () => as(t.app, searcher).get('/api/match-finder.php')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(RUNNING + WAITING).fill(200));
  });
});
