/** @jest-environment node */
import { BLOCKED_MEMBERS_LIMIT } from 'contract';
import { blocks } from '../../db/schema.js';
import { CLIENT, withSession } from '../../testing/accounts.js';
import { addPhoto, as, createDiscoveryTestApp, createMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('GET /api/blocks.php: the members one blocked', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDiscoveryTestApp();
  });
  afterAll(() => t.close());

  const idsOf = (body: { members: { id: number }[] }) => body.members.map((member) => member.id);

  it('lists the own blocks newest first, name and main image only, and unblocking removes the entry', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t, { gender: 'male', name: 'Ben' });
    const carl = await createMember(t, { gender: 'male', name: 'Carl' });
    const photo = await addPhoto(t, ben.id, { main: true });

    const empty = await as(t.app, anna).get('/api/blocks.php');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json()).toEqual({ members: [] });

    await as(t.app, anna).post('/api/block.php', { id: ben.id });
    await as(t.app, anna).post('/api/block.php', { id: carl.id });
    const listed = (await as(t.app, anna).get('/api/blocks.php')).json();
    expect(idsOf(listed)).toEqual([carl.id, ben.id]);
    expect(listed.members[1]).toEqual({
      id: ben.id,
      name: 'Ben',
      main_image: {
        filename: photo.filename,
        thumb_filename: photo.thumbFilename,
        match: photo.thumbFilename,
      },
      blocked_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(listed.members[0].main_image).toBeNull();

    await as(t.app, anna).delete('/api/block.php', { id: String(carl.id) });
    expect(idsOf((await as(t.app, anna).get('/api/blocks.php')).json())).toEqual([ben.id]);
  });

  it("never shows another member's blocks, nor members of another site", async () => {
    const anna = await createMember(t);
    const ben = await createMember(t, { gender: 'male' });
    const dora = await createMember(t);
    const elsewhere = await createMember(t, {}, 'herzklopfen.test');
    await as(t.app, dora).post('/api/block.php', { id: ben.id });
    // The API refuses to block across sites (404); a row left from before must still not show.
    await t.db.handle.db.insert(blocks).values({ blockerId: anna.id, blockedId: elsewhere.id });

    expect(idsOf((await as(t.app, anna).get('/api/blocks.php')).json())).toEqual([]);
    expect(idsOf((await as(t.app, ben).get('/api/blocks.php')).json())).toEqual([]);
    expect(idsOf((await as(t.app, dora).get('/api/blocks.php')).json())).toEqual([ben.id]);
  });

  it("refuses visitors, and the member's session on another site's host", async () => {
    const anna = await createMember(t);
    const ben = await createMember(t, { gender: 'male' });
    await as(t.app, anna).post('/api/block.php', { id: ben.id });

    // The API's "log in first" answer is 403 authentication_required (the clients' silent-logout signal).
    const visitor = await as(t.app, null).get('/api/blocks.php');
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error).toBe('authentication_required');

    const otherHost = await t.app.inject({
      method: 'GET',
      url: '/api/blocks.php',
      headers: { ...CLIENT, host: 'herzklopfen.test' },
      cookies: withSession(anna.token),
    });
    expect(otherHost.statusCode).toBe(403);
    expect(otherHost.json().error).toBe('authentication_required');
    expect(otherHost.body).not.toContain(ben.name);
  });

  it('says in its documentation that the list is bounded', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/blocks.php'].get.description).toContain(`at most ${BLOCKED_MEMBERS_LIMIT}`);
  });
});
