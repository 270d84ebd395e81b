/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.js';
import { linkTokenFor, signup, testClock } from '../../testing/accounts.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * Unconfirmed accounts (e-mail address not confirmed yet) may act, but their profile is hidden until they
 * confirm, and a like counts only where the card of its sender is shown: their likes stay out of the other
 * member's likes, new-likes count and matches until the address is confirmed, then appear.
 */
describe('likes of members whose address is not confirmed yet', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T09:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  /** Signed up through the API and not confirmed: only the profile fields a search needs are set. */
  async function unconfirmedMember(): Promise<TestMember & { email: string }> {
    const { token, user, body } = await signup(t.app);
    const id = user.profile.id as number;
    await t.db.handle.db
      .update(members)
      .set({ gender: 'male', sexuality: 'hetero', country: 'AT' })
      .where(eq(members.id, id));
    return { id, token, name: user.profile.name, email: body.email };
  }

  const likedBy = async (member: TestMember) =>
    (await as(t.app, member).get('/api/likes.php')).json().liked_by as { id: number; like_new: boolean }[];

  it('keeps their likes and swipe likes from the other members until the address is confirmed', async () => {
    const newcomer = await unconfirmedMember();
    const anna = await createMember(t, { gender: 'female', country: 'AT' });
    const berta = await createMember(t, { gender: 'female', country: 'AT' });
    await addPhoto(t, berta.id, { main: true });

    // They may like (the rule of the product: unconfirmed members act, others see it once they confirm).
    const like = await as(t.app, newcomer).post('/api/like.php', { id: anna.id });
    expect(like.statusCode).toBe(200);
    expect(like.json().like).toEqual({ liked: true, liked_by: false, match: false });
    const swipe = await as(t.app, newcomer).post('/api/swipe.php', { id: berta.id, like: true });
    expect(swipe.statusCode).toBe(200);
    expect(swipe.json()).toMatchObject({ likes_left: 3, like: { liked: true } });
    expect((await as(t.app, newcomer).get('/api/likes.php')).json().profiles).toEqual([berta.id, anna.id]);

    // Their card is not shown anywhere yet, so neither is their like: no entry, no new-like count, no match.
    expect(await likedBy(anna)).toEqual([]);
    expect(await likedBy(berta)).toEqual([]);
    expect((await as(t.app, anna).get('/api/profiles.php', { ids: String(newcomer.id) })).json()).toEqual({
      profiles: [],
    });
    expect((await as(t.app, anna).get('/api/member.php', { id: String(newcomer.id) })).statusCode).toBe(404);
    const back = await as(t.app, anna).post('/api/like.php', { id: newcomer.id });
    expect(back.statusCode).toBe(404);

    // Confirmed: the likes appear, new, and a like back is a match.
    const token = await linkTokenFor(t.app, newcomer.email, '/api/activate.php');
    const activated = await t.app.inject({ url: '/api/activate.php', query: { token } });
    expect(activated.headers.location).toBe('/activate/done');
    expect(await likedBy(anna)).toEqual([{ id: newcomer.id, like_new: true }]);
    expect(await likedBy(berta)).toEqual([{ id: newcomer.id, like_new: true }]);
    const match = await as(t.app, anna).post('/api/like.php', { id: newcomer.id });
    expect(match.json().like).toEqual({ liked: true, liked_by: true, match: true });
  });

  it('shows an unconfirmed member the likes they get, since those senders are shown to them', async () => {
    const newcomer = await unconfirmedMember();
    const fictional = await createMember(t, { gender: 'female', country: 'AT', fictional: true });
    // The only fictional profile of this test database.
    const auto = (await as(t.app, newcomer).get('/api/auto-like.php')).json();
    expect(auto.profile).toMatchObject({ id: fictional.id, fictional: true });
    expect(await likedBy(newcomer)).toEqual([{ id: fictional.id, like_new: true }]);
  });
});
