/** @jest-environment node */
/**
 * The swipe game's like and the block's cascade commit fully or not at all: a failure injected between
 * their steps leaves the day's likes, the likes and the blocks as they were.
 */
import { testClock } from '../../testing/accounts.js';
import { transactionFaults } from '../../testing/faults.js';
import { as, createDiscoveryTestApp, createMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('swipe likes and blocks are all or nothing', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T10:00:00Z'));
  const faults = transactionFaults();
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock, { inTransaction: faults.inTransaction });
  });
  afterEach(() => faults.clear());
  afterAll(() => t.close());

  it('a swipe like that fails while storing the like takes none of the day’s likes', async () => {
    const player = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'NZ' });
    const target = await createMember(t, { gender: 'female', country: 'NZ' });

    faults.failAt('likes', 'add');
    const failed = await as(t.app, player).post('/api/swipe.php', { id: target.id, like: true });
    expect(failed.statusCode).toBe(500);
    expect((await as(t.app, player).get('/api/swipe.php')).json().likes_left).toBe(4);
    expect((await as(t.app, player).get('/api/likes.php')).json().profiles).toEqual([]);

    faults.clear();
    const liked = await as(t.app, player).post('/api/swipe.php', { id: target.id, like: true });
    expect(liked.json()).toMatchObject({ likes_left: 3, like: { liked: true } });
  });

  it('a block that fails while deleting the likes stores no block and keeps the likes', async () => {
    const blocker = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'NZ' });
    const other = await createMember(t, { gender: 'female', sexuality: 'hetero', country: 'NZ' });
    expect((await as(t.app, blocker).post('/api/like.php', { id: other.id })).statusCode).toBe(200);
    expect((await as(t.app, other).post('/api/like.php', { id: blocker.id })).json().like.match).toBe(true);

    faults.failAt('likes', 'removeBetween');
    expect((await as(t.app, blocker).post('/api/block.php', { id: other.id })).statusCode).toBe(500);
    expect((await as(t.app, other).get('/api/member.php', { id: String(blocker.id) })).statusCode).toBe(200);
    expect((await as(t.app, blocker).get('/api/likes.php')).json().profiles).toEqual([other.id]);

    faults.clear();
    expect((await as(t.app, blocker).post('/api/block.php', { id: other.id })).statusCode).toBe(200);
    expect((await as(t.app, other).get('/api/member.php', { id: String(blocker.id) })).statusCode).toBe(403);
    expect((await as(t.app, blocker).get('/api/likes.php')).json().profiles).toEqual([]);
  });
});
