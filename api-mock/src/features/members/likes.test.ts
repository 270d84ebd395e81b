/** @jest-environment node */
import { testClock } from '../../testing/accounts.js';
import { addPhoto, as, createDiscoveryTestApp, createMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('likes, matches, the automatic like and the swipe game', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T21:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  it('likes, matches when both like, lists new likes first and clears the new flag when seen', async () => {
    const anna = await createMember(t, { gender: 'female', country: 'DE' });
    const ben = await createMember(t, { gender: 'male', country: 'DE' });
    const carl = await createMember(t, { gender: 'male', country: 'DE' });

    const liked = await as(t.app, ben).post('/api/like.php', { id: anna.id });
    expect(liked.statusCode).toBe(200);
    expect(liked.json().like).toEqual({ liked: true, liked_by: false, match: false });
    // Liking twice changes nothing.
    expect((await as(t.app, ben).post('/api/like.php', { id: anna.id })).json().like.liked).toBe(true);
    await as(t.app, carl).post('/api/like.php', { id: anna.id });

    const annasLikes = (await as(t.app, anna).get('/api/likes.php')).json();
    expect(annasLikes).toEqual({
      profiles: [],
      liked_by: [
        { id: carl.id, like_new: true },
        { id: ben.id, like_new: true },
      ],
    });
    const seen = await as(t.app, anna).put('/api/likes.php', { id: ben.id });
    expect(seen.json().liked_by).toEqual([
      { id: carl.id, like_new: true },
      { id: ben.id, like_new: false },
    ]);
    await as(t.app, anna).put('/api/likes.php', { id: carl.id });
    // Seen likes keep newest first.
    expect(
      (await as(t.app, anna).get('/api/likes.php')).json().liked_by.map((l: { id: number }) => l.id),
    ).toEqual([carl.id, ben.id]);

    const match = await as(t.app, anna).post('/api/like.php', { id: ben.id });
    expect(match.json().like).toEqual({ liked: true, liked_by: true, match: true });
    expect((await as(t.app, ben).get('/api/member.php', { id: String(anna.id) })).json().like).toEqual({
      liked: true,
      liked_by: true,
      match: true,
    });
    expect((await as(t.app, anna).get('/api/likes.php')).json().profiles).toEqual([ben.id]);

    const unliked = await as(t.app, anna).delete('/api/like.php', { id: String(ben.id) });
    expect(unliked.json().like).toEqual({ liked: false, liked_by: true, match: false });
    expect((await as(t.app, anna).get('/api/likes.php')).json().profiles).toEqual([]);
  });

  it('refuses likes of oneself, of unknown members, and from visitors or without the client header', async () => {
    const member = await createMember(t);
    expect((await as(t.app, member).post('/api/like.php', { id: member.id })).statusCode).toBe(400);
    expect((await as(t.app, member).post('/api/like.php', { id: 987_654 })).statusCode).toBe(404);
    expect((await as(t.app, member).post('/api/like.php', { id: 'x' })).statusCode).toBe(400);
    expect((await as(t.app, null).post('/api/like.php', { id: member.id })).json().error).toBe(
      'authentication_required',
    );
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/like.php',
      payload: { id: member.id },
      cookies: { 'auth.session': member.token },
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it('lets invisible members make the first contact only; their likes and likes back keep working', async () => {
    const hidden = await createMember(t, { gender: 'female', country: 'FR', invisible: true });
    const stranger = await createMember(t, { gender: 'male', country: 'FR' });
    const contact = await createMember(t, { gender: 'male', country: 'FR' });

    const first = await as(t.app, stranger).post('/api/like.php', { id: hidden.id });
    expect(first.statusCode).toBe(404);
    expect((await as(t.app, stranger).get('/api/member.php', { id: String(hidden.id) })).statusCode).toBe(
      404,
    );

    expect((await as(t.app, hidden).post('/api/like.php', { id: contact.id })).statusCode).toBe(200);
    expect((await as(t.app, contact).get('/api/member.php', { id: String(hidden.id) })).statusCode).toBe(200);
    const back = await as(t.app, contact).post('/api/like.php', { id: hidden.id });
    expect(back.json().like).toEqual({ liked: true, liked_by: true, match: true });
    expect(
      (await as(t.app, contact).get('/api/profiles.php', { ids: String(hidden.id) })).json().profiles,
    ).toHaveLength(1);
    expect(
      (await as(t.app, stranger).get('/api/profiles.php', { ids: String(hidden.id) })).json().profiles,
    ).toEqual([]);
  });

  it('toggles invisible mode through PUT /api/invisible.php, hiding the member from search', async () => {
    const member = await createMember(t, { gender: 'female', country: 'ES' });
    const searcher = await createMember(t, { gender: 'male', country: 'ES' });
    const found = async () =>
      (await as(t.app, searcher).get('/api/members.php', { country: 'ES' }))
        .json()
        .profiles.map((card: { id: number }) => card.id);
    expect(await found()).toContain(member.id);
    const on = await as(t.app, member).put('/api/invisible.php', { invisible: true });
    expect(on.json().user.invisible).toBe(true);
    expect(await found()).not.toContain(member.id);
    expect((await as(t.app, member).put('/api/invisible.php', { invisible: 'yes' })).statusCode).toBe(400);
    await as(t.app, member).put('/api/invisible.php', { invisible: false });
    expect(await found()).toContain(member.id);
  });

  it('sends an automatic like from a fictional profile at most once an hour', async () => {
    const member = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'IE' });
    const fictional = await createMember(t, {
      gender: 'female',
      country: 'IE',
      fictional: true,
      name: 'Fiona',
    });
    await createMember(t, { gender: 'female', country: 'IE' });

    const auto = await as(t.app, member).get('/api/auto-like.php');
    expect(auto.statusCode).toBe(200);
    // The only fictional profile of this site (each test file has its own database).
    expect(auto.json().profile).toMatchObject({ id: fictional.id, name: 'Fiona', fictional: true });
    const likes = (await as(t.app, member).get('/api/likes.php')).json();
    expect(likes.liked_by).toContainEqual({ id: fictional.id, like_new: true });
    expect((await as(t.app, member).get('/api/auto-like.php')).json().profile).toBeNull();
    clock.advance(61 * 60 * 1000);
    // An hour on, another automatic like may come, but never twice from the same profile.
    expect((await as(t.app, member).get('/api/auto-like.php')).json().profile).toBeNull();
    const fictionalToo = await createMember(t, { gender: 'female', country: 'IE', fictional: true });
    expect((await as(t.app, member).get('/api/auto-like.php')).json().profile.id).toBe(fictionalToo.id);
    expect((await as(t.app, null).get('/api/auto-like.php')).statusCode).toBe(403);
  });

  it('gives the swipe game 4 likes per UTC day, passes without limit, and resets at midnight', async () => {
    const player = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'NZ' });
    const candidates = [];
    for (let i = 0; i < 7; i += 1) {
      const candidate = await createMember(t, { gender: 'female', country: 'NZ' });
      await addPhoto(t, candidate.id, { main: true });
      candidates.push(candidate);
    }
    // Without a photo nobody is offered: the game is played on pictures.
    const photoless = await createMember(t, { gender: 'female', country: 'NZ' });

    const now = clock.now();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const secondsLeft = Math.ceil((midnight - now.getTime()) / 1000);
    const start = (await as(t.app, player).get('/api/swipe.php')).json();
    expect(start).toMatchObject({ likes_left: 4, likes_per_day: 4, seconds_to_reset: secondsLeft });
    expect(start.resets_at).toBe(new Date(midnight).toISOString());
    expect(start.profile.gender).toBe('female');
    expect(start.profile.main_image).not.toBeNull();
    expect(start.profile.id).not.toBe(photoless.id);

    let state = start;
    const pass = await as(t.app, player).post('/api/swipe.php', { id: state.profile.id, like: false });
    expect(pass.json().likes_left).toBe(4);
    expect(pass.json().profile.id).not.toBe(state.profile.id);
    state = pass.json();
    for (let left = 3; left >= 0; left -= 1) {
      const liked = await as(t.app, player).post('/api/swipe.php', { id: state.profile.id, like: true });
      expect(liked.statusCode).toBe(200);
      expect(liked.json()).toMatchObject({ likes_left: left, like: { liked: true } });
      state = liked.json();
    }
    const fifth = await as(t.app, player).post('/api/swipe.php', { id: state.profile.id, like: true });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ error: 'swipe_limit', seconds: secondsLeft });
    expect((await as(t.app, player).get('/api/likes.php')).json().profiles).toHaveLength(4);

    clock.advance(secondsLeft * 1000);
    const nextDay = await as(t.app, player).post('/api/swipe.php', { id: state.profile.id, like: true });
    expect(nextDay.json().likes_left).toBe(3);
  });

  it('never lets concurrent swipes pass the daily limit', async () => {
    const player = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'AU' });
    const targets = [];
    for (let i = 0; i < 8; i += 1) targets.push(await createMember(t, { gender: 'female', country: 'AU' }));
    const answers = await Promise.all(
      targets.map((target) => as(t.app, player).post('/api/swipe.php', { id: target.id, like: true })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(4);
  });
});
