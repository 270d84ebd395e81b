/**
 * @jest-environment node
 *
 * Check-then-act rules under bursts of parallel requests. Run by .ci/run against the real servers
 * (DATABASE_URL: PostgreSQL runs the requests' queries truly in parallel on its connection pool); on PGlite
 * the same requests interleave query by query, so the invariants must hold there as well.
 */
import { and, count, eq, or } from 'drizzle-orm';
import { blocks, likes } from '../../db/schema.js';
import { testClock } from '../../testing/accounts.js';
import { as, createDiscoveryTestApp, createMember, type TestMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('likes, automatic likes and blocks under concurrency', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T10:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const likesBetween = async (a: TestMember, b: TestMember) => {
    const [row] = await t.db.handle.db
      .select({ n: count() })
      .from(likes)
      .where(
        or(
          and(eq(likes.likerId, a.id), eq(likes.likedId, b.id)),
          and(eq(likes.likerId, b.id), eq(likes.likedId, a.id)),
        ),
      );
    return row?.n ?? 0;
  };
  const blocksBetween = async (a: TestMember, b: TestMember) => {
    const [row] = await t.db.handle.db
      .select({ n: count() })
      .from(blocks)
      .where(
        or(
          and(eq(blocks.blockerId, a.id), eq(blocks.blockedId, b.id)),
          and(eq(blocks.blockerId, b.id), eq(blocks.blockedId, a.id)),
        ),
      );
    return row?.n ?? 0;
  };

  it('never leaves a like between two members a block stands between, however likes and blocks race', async () => {
    const pairs: [TestMember, TestMember][] = [];
    for (let i = 0; i < 12; i += 1) {
      pairs.push([
        await createMember(t, { gender: 'female', country: 'NL' }),
        await createMember(t, { gender: 'male', country: 'NL' }),
      ]);
    }
    // Per pair: likes both ways (profile and swipe) and a block, all at once; every pair at the same time.
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [
        as(t.app, b).post('/api/like.php', { id: a.id }),
        as(t.app, a).post('/api/like.php', { id: b.id }),
        as(t.app, b).post('/api/swipe.php', { id: a.id, like: true }),
        as(t.app, a).post('/api/block.php', { id: b.id }),
        as(t.app, b).post('/api/like.php', { id: a.id }),
      ]),
    );
    // Every answer is a decision, never a fault: a like before the block (200), or refused after it.
    for (const answer of answers) {
      expect([200, 403, 409]).toContain(answer.statusCode);
      if (answer.statusCode !== 200) {
        expect(['blocked_by_member', 'member_blocked']).toContain(answer.json().error);
      }
    }
    for (const [a, b] of pairs) {
      expect(await blocksBetween(a, b)).toBe(1);
      expect(await likesBetween(a, b)).toBe(0);
    }
    // And the blocked member sees no trace of a like either.
    for (const [a, b] of pairs) {
      expect((await as(t.app, a).get('/api/likes.php')).json()).toEqual({ profiles: [], liked_by: [] });
      expect((await as(t.app, b).get('/api/likes.php')).json()).toEqual({ profiles: [], liked_by: [] });
    }
  });

  it('sends at most one automatic like an hour, however many requests arrive at once', async () => {
    const member = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'BE' });
    for (let i = 0; i < 6; i += 1) {
      await createMember(t, { gender: 'female', country: 'BE', fictional: true });
    }
    const burst = () =>
      Promise.all(Array.from({ length: 16 }, () => as(t.app, member).get('/api/auto-like.php')));
    const first = await burst();
    expect(first.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(first.filter((answer) => answer.json().profile !== null)).toHaveLength(1);
    const autoLikes = async () =>
      (
        await t.db.handle.db
          .select({ n: count() })
          .from(likes)
          .where(and(eq(likes.likedId, member.id), eq(likes.source, 'auto')))
      )[0]?.n;
    expect(await autoLikes()).toBe(1);

    // Within the hour: nothing more. An hour on: exactly one more.
    clock.advance(30 * 60 * 1000);
    expect((await burst()).filter((answer) => answer.json().profile !== null)).toHaveLength(0);
    clock.advance(31 * 60 * 1000);
    expect((await burst()).filter((answer) => answer.json().profile !== null)).toHaveLength(1);
    expect(await autoLikes()).toBe(2);
  });
});
