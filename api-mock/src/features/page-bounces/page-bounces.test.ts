/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { pageBounces } from '../../db/schema.js';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT, testClock, withSession } from '../../testing/accounts.js';
import { createMember } from '../../testing/members.js';
import { deployRemote } from '../../deploy/remotes.js';
import { createSiteFixture, type SiteFixture } from '../../testing/site-fixture.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { PAGE_BOUNCES_PER_HOUR, PAGE_HIDDEN_PER_MINUTE } from './routes.js';

/**
 * The page-hidden beacon as navigator.sendBeacon sends it (text/plain or JSON, no client header, no way to
 * see the answer) and the operators' report of page bounces, per site. Flirtmoment is localhost, Herzklopfen
 * herzklopfen.test.
 */
const SECRET = 'an-operator-secret-of-at-least-32-characters';
const HERZKLOPFEN = 'herzklopfen.test';
const clock = testClock(new Date('2026-06-01T12:00:00Z'));
let t: TestApp;
let site: SiteFixture;
let address = 0;

/** The landers deployed in this file's site: a bounce's lb names one of them (or is the bare '1'). */
const LANDERS = ['spring', 'crossed', 'huge', 'bad', 'ok', 'burst', 'summer', 'autumn'];

beforeAll(async () => {
  site = await createSiteFixture();
  await site.writeShell([
    { path: '/' },
    { path: '/search' },
    { path: '/members' },
    { path: '/members/:id', verify: 'member' },
  ]);
  await site.buildRemote(
    'mf-landers',
    'mf_landers',
    'one',
    LANDERS.map((lander) => ({ path: `/landers/${lander}/:slug?`, parcel: 'lander' })),
  );
  await deployRemote({ siteRoot: site.root, app: 'mf-landers', version: '1.0.0' });
  t = await createTestApp({
    siteRoot: site.root,
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: clock.now,
    env: { ...ACCOUNT_TEST_ENV, OPERATOR_SECRET: SECRET },
  });
});
afterAll(async () => {
  await t.close();
  await site.remove();
});

/** A beacon from its own address unless one is given (the route is limited per address). */
const beacon = (
  query: string,
  options: { body?: string; type?: string; host?: string; token?: string; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/page-hidden.php${query}`,
    payload: options.body ?? '{}',
    headers: {
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      host: options.host ?? 'localhost',
    },
    cookies: options.token ? withSession(options.token) : undefined,
    remoteAddress: options.ip ?? `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
  });

const report = (query = '', host = 'localhost', authorization: string | null = `Bearer ${SECRET}`) =>
  t.app.inject({
    method: 'GET',
    url: `/api/page-bounces.php${query}`,
    headers: { host, ...(authorization === null ? {} : { authorization }) },
  });

const rowsWith = (lb: string) => t.db.handle.db.select().from(pageBounces).where(eq(pageBounces.lb, lb));

describe('POST /api/page-hidden.php', () => {
  it('takes a sendBeacon without the client header, as text/plain or JSON, and answers 204', async () => {
    const plain = await beacon('');
    expect(plain.statusCode).toBe(204);
    expect(plain.body).toBe('');
    expect((await beacon('', { type: 'application/json' })).statusCode).toBe(204);
    expect((await beacon('?path=%2Fmembers')).statusCode).toBe(204);
  });

  it('records a bounce with lb on: the site of the host, the path, the time and the member when logged in', async () => {
    const member = await createMember(t);
    expect((await beacon('?lb=spring&path=%2Fmembers%2F12', { token: member.token })).statusCode).toBe(204);
    expect((await beacon('?lb=spring&path=%2F')).statusCode).toBe(204);
    const rows = await rowsWith('spring');
    expect(rows.map(({ memberId, path, createdAt }) => ({ memberId, path, createdAt }))).toEqual([
      { memberId: member.id, path: '/members/12', createdAt: clock.now() },
      { memberId: null, path: '/', createdAt: clock.now() },
    ]);
    const [site] = rows;
    expect(rows.every((row) => row.siteId === site!.siteId)).toBe(true);
  });

  it('records only known pages and lander ids: nobody can invent entries of the report', async () => {
    const before = (await t.db.handle.db.select().from(pageBounces)).length;
    for (const query of [
      '?lb=invented&path=%2Fmembers',
      '?lb=spring&path=%2Finvented',
      '?lb=spring&path=%2Fadmin%2Fsecret',
      '?lb=spring&path=members',
      '?lb=spring',
    ]) {
      expect({ query, status: (await beacon(query)).statusCode }).toEqual({ query, status: 204 });
    }
    expect(await t.db.handle.db.select().from(pageBounces)).toHaveLength(before);
    // A bare ?lb is logged as '1', a lander's id in any case.
    expect((await beacon('?lb=1&path=%2Fsearch')).statusCode).toBe(204);
    expect((await beacon('?lb=SPRING&path=%2Fsearch')).statusCode).toBe(204);
    expect(await t.db.handle.db.select().from(pageBounces)).toHaveLength(before + 2);
  });

  it('records nothing without lb', async () => {
    const before = await t.db.handle.db.select().from(pageBounces);
    await beacon('?path=%2Fsearch');
    expect(await t.db.handle.db.select().from(pageBounces)).toHaveLength(before.length);
  });

  it("keeps a session of another site's member out of the bounce on this site's host", async () => {
    const member = await createMember(t);
    expect(
      (await beacon('?lb=crossed&path=%2F', { host: HERZKLOPFEN, token: member.token })).statusCode,
    ).toBe(204);
    const [row] = await rowsWith('crossed');
    expect(row?.memberId).toBeNull();
    // The report runs up to now, excluded: a moment later the bounce is in it.
    clock.advance(1000);
    // Counted for Herzklopfen, never for Flirtmoment.
    expect((await report('', HERZKLOPFEN)).json().bounces).toContainEqual({
      lb: 'crossed',
      path: '/',
      count: 1,
    });
    expect((await report()).json().bounces).not.toContainEqual(expect.objectContaining({ lb: 'crossed' }));
  });

  it('refuses a body that is not the small JSON object, and control characters', async () => {
    const huge = await beacon('?lb=huge&path=%2F', { body: `{"x":"${'a'.repeat(100_000)}"}` });
    expect(huge.statusCode).toBe(413);
    expect((await beacon('?lb=huge&path=%2F', { body: '{}', type: 'application/json' })).statusCode).toBe(
      204,
    );
    expect((await rowsWith('huge')).length).toBe(1);

    for (const body of ['not json', '[1]', '"text"', '{']) {
      const answer = await beacon('?lb=bad', { body });
      expect({ body, status: answer.statusCode, code: answer.json().error }).toEqual({
        body,
        status: 400,
        code: 'invalid_json',
      });
    }
    const nul = await beacon('?lb=a%00b&path=%2F');
    expect(nul.statusCode).toBe(400);
    expect((await beacon('?lb=ok&path=%2Fa%0Ab')).statusCode).toBe(400);
    expect((await beacon(`?lb=${'x'.repeat(65)}`)).statusCode).toBe(400);
    expect((await rowsWith('bad')).length).toBe(0);
  });

  it('limits a burst from one address, and records no more than a few of its bounces an hour', async () => {
    const ip = '10.9.9.9';
    for (let sent = 0; sent < PAGE_HIDDEN_PER_MINUTE; sent += 1) {
      expect((await beacon('?lb=burst&path=%2Fsearch', { ip })).statusCode).toBe(204);
    }
    const over = await Promise.all(Array.from({ length: 5 }, () => beacon('?lb=burst', { ip })));
    expect(over.map((answer) => answer.statusCode)).toEqual([429, 429, 429, 429, 429]);
    // The probe's finding: 300 beacons a minute from one address were 300 bounces in the report.
    expect(await rowsWith('burst')).toHaveLength(PAGE_BOUNCES_PER_HOUR);
    // Another address is not held back.
    expect((await beacon('?lb=burst&path=%2Fsearch')).statusCode).toBe(204);
    expect(await rowsWith('burst')).toHaveLength(PAGE_BOUNCES_PER_HOUR + 1);
  });
});

describe('GET /api/page-bounces.php', () => {
  it('needs the operator secret, compared whole', async () => {
    expect((await report('', 'localhost', null)).statusCode).toBe(401);
    expect((await report('', 'localhost', `Bearer ${SECRET}x`)).statusCode).toBe(401);
    expect((await report('', 'localhost', `Bearer ${SECRET.slice(0, -1)}`)).statusCode).toBe(401);
    expect((await report('', 'localhost', SECRET)).statusCode).toBe(401);
    expect((await report('', 'localhost', `Basic ${SECRET}`)).statusCode).toBe(401);
  });

  it('counts per lb and path within the period, the most frequent first', async () => {
    clock.advance(24 * 60 * 60 * 1000);
    const day = clock.now();
    await beacon('?lb=summer&path=%2Fmembers');
    await beacon('?lb=summer&path=%2Fmembers');
    await beacon('?lb=summer&path=%2Fsearch');
    await beacon('?lb=autumn&path=%2Fmembers');
    const answer = await report(`?from=${day.toISOString()}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      from: day.toISOString(),
      to: day.toISOString(),
      bounces: [],
    });
    clock.advance(1000);
    const counted = await report(`?from=${day.toISOString()}`);
    expect(counted.json().bounces).toEqual([
      { lb: 'summer', path: '/members', count: 2 },
      { lb: 'autumn', path: '/members', count: 1 },
      { lb: 'summer', path: '/search', count: 1 },
    ]);
    // A period before them holds none of them; dates alone are midnight UTC.
    const before = await report('?from=2026-06-01&to=2026-06-02');
    expect(before.json().bounces).not.toContainEqual(expect.objectContaining({ lb: 'summer' }));
    expect(before.json().bounces).toContainEqual({ lb: 'spring', path: '/', count: 1 });
    expect((await report('?from=yesterday')).statusCode).toBe(400);
    expect((await report('?from=2026-02-31')).statusCode).toBe(400);
  });
});

describe('without OPERATOR_SECRET', () => {
  it('has no report', async () => {
    const bare = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT });
    try {
      const answer = await bare.app.inject({
        url: '/api/page-bounces.php',
        headers: { authorization: `Bearer ${SECRET}` },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
