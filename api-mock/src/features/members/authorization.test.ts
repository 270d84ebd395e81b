/** @jest-environment node */
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * The authorization matrix: for a blocked pair (both directions), an invisible member without contact and
 * a visitor, every endpoint that names or lists another member refuses or leaves them out.
 */
describe('blocking, invisible members and visitors on every endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDiscoveryTestApp();
  });
  afterAll(() => t.close());

  it('blocking deletes the likes both ways, and the block holds both ways until lifted', async () => {
    const blocker = await createMember(t, { gender: 'female', country: 'GB', name: 'Blair' });
    const blocked = await createMember(t, { gender: 'male', country: 'GB', name: 'Brody' });
    await as(t.app, blocker).post('/api/like.php', { id: blocked.id });
    await as(t.app, blocked).post('/api/like.php', { id: blocker.id });

    expect((await as(t.app, blocker).post('/api/block.php', { id: blocked.id })).json()).toEqual({
      blocked: true,
    });
    for (const member of [blocker, blocked]) {
      const likes = (await as(t.app, member).get('/api/likes.php')).json();
      expect(likes).toEqual({ profiles: [], liked_by: [] });
    }

    const seenByBlocked = await as(t.app, blocked).get('/api/member.php', { id: String(blocker.id) });
    expect(seenByBlocked.statusCode).toBe(403);
    expect(seenByBlocked.json()).toMatchObject({
      error: 'blocked_by_member',
      member_name: 'Blair',
      message: 'You have been blocked by Blair and have no access to this page.',
    });
    const seenByBlocker = (
      await as(t.app, blocker).get('/api/member.php', { id: String(blocked.id) })
    ).json();
    expect(seenByBlocker).toEqual({
      blocked: true,
      profile: { id: blocked.id, name: 'Brody', main_image: null },
    });
    expect((await as(t.app, blocker).post('/api/like.php', { id: blocked.id })).json().error).toBe(
      'member_blocked',
    );

    expect((await as(t.app, blocker).delete('/api/block.php', { id: String(blocked.id) })).json()).toEqual({
      blocked: false,
    });
    expect((await as(t.app, blocked).get('/api/member.php', { id: String(blocker.id) })).statusCode).toBe(
      200,
    );
    // The likes stay deleted.
    expect((await as(t.app, blocked).get('/api/likes.php')).json().liked_by).toEqual([]);
  });

  it("shows the blocker only the blocked member's name and main image, nothing else about them", async () => {
    const blocker = await createMember(t, { gender: 'female', country: 'GB', name: 'Bella' });
    const blocked = await createMember(t, {
      gender: 'male',
      country: 'GB',
      name: 'Bastian',
      region: 'London',
      city: 'Camden',
      hairColor: 'red',
      eyeColor: 'green',
      bodyType: 'slim',
      aboutMe: 'About me',
      interests: ['travel'],
    });
    const main = await addPhoto(t, blocked.id, { main: true });
    await addPhoto(t, blocked.id);
    await addPhoto(t, blocked.id, { private: true });
    await as(t.app, blocker).post('/api/block.php', { id: blocked.id });

    const seen = await as(t.app, blocker).get('/api/member.php', { id: String(blocked.id) });
    expect(seen.statusCode).toBe(200);
    // Exactly this: no age, region, city, looks, photos, like state or suggestions.
    expect(seen.json()).toEqual({
      blocked: true,
      profile: {
        id: blocked.id,
        name: 'Bastian',
        main_image: {
          filename: main.filename,
          thumb_filename: main.thumbFilename,
          match: main.thumbFilename,
        },
      },
    });

    // Unblocked, the whole profile is back.
    await as(t.app, blocker).delete('/api/block.php', { id: String(blocked.id) });
    const again = (await as(t.app, blocker).get('/api/member.php', { id: String(blocked.id) })).json();
    expect(again).toMatchObject({ blocked: false, profile: { city: 'Camden', hair_color: 'red' } });
    expect(again.profile.photos).toHaveLength(3);
  });

  it('refuses or leaves out a blocked pair and an invisible stranger on every endpoint', async () => {
    const viewer = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'CA' });
    const blocker = await createMember(t, { gender: 'female', country: 'CA', fictional: true });
    const blockedByViewer = await createMember(t, { gender: 'female', country: 'CA', fictional: true });
    const invisible = await createMember(t, {
      gender: 'female',
      country: 'CA',
      invisible: true,
      fictional: true,
    });
    const others: [string, TestMember][] = [
      ['blocker', blocker],
      ['blocked', blockedByViewer],
      ['invisible', invisible],
    ];
    const photos = new Map<number, { main: string; second: string }>();
    for (const [, member] of others) {
      const main = await addPhoto(t, member.id, { main: true });
      const second = await addPhoto(t, member.id);
      photos.set(member.id, { main: main.filename, second: second.filename });
    }
    await as(t.app, blocker).post('/api/block.php', { id: viewer.id });
    await as(t.app, viewer).post('/api/block.php', { id: blockedByViewer.id });

    const api = as(t.app, viewer);
    const listed = async (url: string, query: Record<string, string> = {}) => {
      const body = (await api.get(url, query)).json();
      const cards = [
        ...(body.profiles ?? []),
        ...(body.similar ?? []),
        ...(body.profile ? [body.profile] : []),
      ];
      return cards.map((card: { id: number }) => card.id);
    };

    for (const [role, member] of others) {
      const id = String(member.id);
      const expectedProfile = role === 'blocker' ? 403 : role === 'blocked' ? 200 : 404;
      expect({ role, profile: (await api.get('/api/member.php', { id })).statusCode }).toEqual({
        role,
        profile: expectedProfile,
      });
      expect({ role, like: (await api.post('/api/like.php', { id: member.id })).statusCode }).toEqual({
        role,
        like: role === 'blocker' ? 403 : role === 'blocked' ? 409 : 404,
      });
      expect({
        role,
        swipe: (await api.post('/api/swipe.php', { id: member.id, like: true })).statusCode,
      }).toEqual({ role, swipe: role === 'blocker' ? 403 : role === 'blocked' ? 409 : 404 });
      expect(await listed('/api/members.php', { country: 'CA' })).not.toContain(member.id);
      expect(await listed('/api/profiles.php', { ids: id })).not.toContain(member.id);
      expect(await listed('/api/match-finder.php')).not.toContain(member.id);
      // The non-main photo's file is refused; the main image is public (visitors see it too).
      expect((await api.get(`/uploads/${photos.get(member.id)!.second}`)).statusCode).toBe(404);
    }
    // Neither the swipe game nor the automatic like (fictional senders) ever offers them.
    const swipeOffer = await listed('/api/swipe.php');
    for (const [, member] of others) expect(swipeOffer).not.toContain(member.id);
    expect((await api.get('/api/auto-like.php')).json().profile).toBeNull();
    // The blocked side does not find the blocker either.
    expect((await api.get('/api/members.php', { country: 'CA' })).json().total).toBe(0);
    const blockersView = as(t.app, blocker);
    expect(
      (await blockersView.get('/api/members.php', { country: 'CA' }))
        .json()
        .profiles.map((c: { id: number }) => c.id),
    ).not.toContain(viewer.id);
  });

  it('keeps the own-data calls to the session and refuses visitors', async () => {
    for (const [method, url] of [
      ['GET', '/api/likes.php'],
      ['PUT', '/api/likes.php'],
      ['POST', '/api/like.php'],
      ['DELETE', '/api/like.php?id=1'],
      ['GET', '/api/auto-like.php'],
      ['GET', '/api/match-finder.php'],
      ['GET', '/api/swipe.php'],
      ['POST', '/api/swipe.php'],
      ['POST', '/api/block.php'],
      ['DELETE', '/api/block.php?id=1'],
      ['PUT', '/api/invisible.php'],
      ['PUT', '/api/photos.php'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'x-request-type': 'client' },
        payload:
          method === 'GET' || method === 'DELETE'
            ? undefined
            : { id: 1, like: true, invisible: true, private: true },
      });
      expect({ method, url, status: response.statusCode, error: response.json().error }).toEqual({
        method,
        url,
        status: 403,
        error: 'authentication_required',
      });
    }
  });
});
