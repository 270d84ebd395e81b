/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.js';
import { signup, testClock } from '../../testing/accounts.js';
import { recordEvents } from '../../testing/chat.js';
import { as, createDiscoveryTestApp, createMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

/** New likes and matches reach the members' chat sockets once the like is stored. */
describe('like and match events', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T10:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  it('tells the liked member of a new like, and both of a match; a repeated like tells nobody', async () => {
    const anna = await createMember(t, { gender: 'female', country: 'IE' });
    const ben = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'IE' });
    const events = recordEvents(t, anna, ben);
    await as(t.app, ben).post('/api/like.php', { id: anna.id });
    expect(events.of(anna)).toEqual([{ type: 'like', seq: 1, member: ben.id }]);
    expect(events.of(ben)).toEqual([]);
    events.clear();
    await as(t.app, ben).post('/api/like.php', { id: anna.id });
    expect(events.of(anna)).toEqual([]);

    // The swipe game's like back makes a match.
    await as(t.app, anna).post('/api/swipe.php', { id: ben.id, like: true });
    // Each member's events are numbered in their own log.
    expect(events.of(ben)).toEqual([
      { type: 'like', seq: 1, member: anna.id },
      { type: 'match', seq: 2, member: anna.id },
    ]);
    expect(events.of(anna)).toEqual([{ type: 'match', seq: 2, member: ben.id }]);
    events.stop();
  });

  it('announces nothing for a refused like, nor for the like of a member whose address is not confirmed', async () => {
    const anna = await createMember(t, { gender: 'female', country: 'IE' });
    const { token, user } = await signup(t.app);
    const newbie = { id: user.profile.id as number, token, name: user.profile.name };
    await t.db.handle.db.update(members).set({ gender: 'male' }).where(eq(members.id, newbie.id));
    const events = recordEvents(t, anna);
    expect((await as(t.app, newbie).post('/api/like.php', { id: anna.id })).statusCode).toBe(200);
    const blocker = await createMember(t, { gender: 'male', country: 'IE' });
    await as(t.app, anna).post('/api/block.php', { id: blocker.id });
    expect((await as(t.app, blocker).post('/api/like.php', { id: anna.id })).statusCode).toBe(403);
    expect(events.of(anna)).toEqual([]);
    events.stop();
  });

  it('tells the member’s tabs of an automatic like', async () => {
    const member = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'LU' });
    const liker = await createMember(t, { gender: 'female', country: 'LU', fictional: true });
    const events = recordEvents(t, member);
    const answer = (await as(t.app, member).get('/api/auto-like.php')).json();
    expect(answer.profile).toMatchObject({ id: liker.id });
    expect(events.of(member)).toEqual([{ type: 'like', seq: 1, member: liker.id }]);
    events.stop();
  });
});
