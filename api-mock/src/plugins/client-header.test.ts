/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { likes } from '../db/schema.js';
import { CLIENT, withSession } from '../testing/accounts.js';
import { createDiscoveryTestApp, createMember } from '../testing/members.js';
import type { TestApp } from '../testing/test-app.js';

const REFUSED = {
  error: 'client_header_required',
  message: 'This request must carry the header X-Request-Type: client.',
  statusCode: 403,
};

describe('client header on the GETs that change state', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDiscoveryTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses GET /api/logout.php without the header, and the session goes on', async () => {
    const member = await createMember(t);
    for (const method of ['GET', 'HEAD'] as const) {
      const refused = await t.app.inject({
        method,
        url: '/api/logout.php',
        cookies: withSession(member.token),
      });
      expect(refused.statusCode).toBe(403);
      if (method === 'GET') expect(refused.json()).toEqual(REFUSED);
    }
    const me = await t.app.inject({ url: '/api/user.php', cookies: withSession(member.token) });
    expect(me.statusCode).toBe(200);

    const out = await t.app.inject({
      url: '/api/logout.php',
      headers: CLIENT,
      cookies: withSession(member.token),
    });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user.php', cookies: withSession(member.token) })).statusCode,
    ).toBe(403);
  });

  it('refuses GET /api/auto-like.php without the header, and no like is written', async () => {
    const member = await createMember(t, { gender: 'male', sexuality: 'hetero' });
    const fictional = await createMember(t, { gender: 'female', fictional: true });
    const refused = await t.app.inject({ url: '/api/auto-like.php', cookies: withSession(member.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSED);
    const written = await t.db.handle.db.select().from(likes).where(eq(likes.likedId, member.id));
    expect(written).toEqual([]);

    const auto = await t.app.inject({
      url: '/api/auto-like.php',
      headers: CLIENT,
      cookies: withSession(member.token),
    });
    expect(auto.statusCode).toBe(200);
    expect(auto.json().profile.id).toBe(fictional.id);
  });

  it('lets GETs that only read through without the header', async () => {
    const member = await createMember(t);
    for (const url of ['/api/user.php', '/api/likes.php', '/api/settings.php']) {
      const response = await t.app.inject({ url, cookies: withSession(member.token) });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });
});
