/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE } from 'contract';
import { sessions, sites } from '../../db/schema.js';
import { testClock } from '../../testing/accounts.js';
import {
  addPhoto,
  createDiscoveryTestApp,
  createMember,
  type MemberFields,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

interface LanderMemberBody {
  id: number;
  name: string;
  age: number;
  city: string | null;
  region: string | null;
  country: string;
  photo: string | null;
  fictional: boolean;
}

describe('real members on the landers (GET /api/lander-members.php, GET /api/lander-member.php)', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const landerMembers = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/lander-members.php', query, headers });
  const landerMember = (id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/lander-member.php', query: { id }, headers });
  const ids = (body: { members: LanderMemberBody[] }) => body.members.map((member) => member.id);

  /** An active member with a main photo. */
  async function withPhoto(fields: MemberFields, host?: string): Promise<TestMember & { thumb: string }> {
    const member = await createMember(t, fields, host);
    const { thumbFilename } = await addPhoto(t, member.id, { main: true });
    return { ...member, thumb: thumbFilename };
  }

  it('shows members of the gender looked for in the visitor’s country, with their main photo only', async () => {
    const anna = await withPhoto({
      name: 'Anna',
      country: 'NL',
      region: 'Utrecht',
      city: 'Amersfoort',
      dateOfBirth: '1996-06-02',
    });
    const { filename: privateFile } = await addPhoto(t, anna.id, { private: true });
    const { filename: publicFile } = await addPhoto(t, anna.id);
    const bram = await withPhoto({ name: 'Bram', country: 'NL', gender: 'male' });
    const noPhoto = await createMember(t, { country: 'NL' });

    const women = await landerMembers({ limit: '1' }, { 'x-country-code': 'NL' });
    expect(women.statusCode).toBe(200);
    expect(women.json()).toEqual({
      members: [
        {
          id: anna.id,
          name: 'Anna',
          age: 29,
          city: 'Amersfoort',
          region: 'Utrecht',
          country: 'NL',
          photo: `/uploads/${anna.thumb}`,
          fictional: false,
        },
      ],
    });
    // Nothing but the main photo's thumbnail: never a public or private photo, never the birth date.
    expect(women.body).not.toContain(privateFile);
    expect(women.body).not.toContain(publicFile);
    expect(women.body).not.toContain('1996-06-02');

    const men = await landerMembers({ looking_for: 'male', limit: '1' }, { 'x-country-code': 'NL' });
    expect(ids(men.json())).toEqual([bram.id]);

    // Without a main photo a member is not a lander face.
    const all = await landerMembers({ limit: '24' }, { 'x-country-code': 'NL' });
    expect(ids(all.json())).not.toContain(noPhoto.id);
  });

  it('leaves out invisible, unconfirmed, pending-deletion and other sites’ members', async () => {
    const shown = await withPhoto({ country: 'BE' });
    const invisible = await withPhoto({ country: 'BE', invisible: true });
    const disabled = await withPhoto({ country: 'BE', profileStatus: 'disabled', status: 'not_confirmed' });
    const deleted = await withPhoto({ country: 'BE', deletedAt: clock.now() });
    const otherSite = await withPhoto({ country: 'DE' }, 'herzklopfen.test');

    const found = ids((await landerMembers({ limit: '24' }, { 'x-country-code': 'BE' })).json());
    expect(found).toContain(shown.id);
    for (const hidden of [invisible, disabled, deleted, otherSite]) expect(found).not.toContain(hidden.id);

    for (const hidden of [invisible, disabled, deleted, otherSite]) {
      const answer = await landerMember(String(hidden.id));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ member: null });
    }
  });

  it('fills up from the site’s other countries when the visitor’s country has too few', async () => {
    const local = await withPhoto({ country: 'IE' });
    const far = await withPhoto({ country: 'AU' });

    const found = (await landerMembers({ limit: '24' }, { 'x-country-code': 'IE' })).json();
    const countries = found.members.map((member: LanderMemberBody) => member.country);
    // The visitor's country first, then the others; only countries of the site (no Herzklopfen member).
    expect(found.members[0].id).toBe(local.id);
    expect(countries.slice(1)).not.toContain('IE');
    expect(ids(found)).toContain(far.id);
    expect(found.members.length).toBeGreaterThan(2);

    // Enough in the visitor's own country: nobody from elsewhere.
    expect(ids((await landerMembers({ limit: '1' }, { 'x-country-code': 'IE' })).json())).toEqual([local.id]);
  });

  it('decides the visitor’s country as settings.php does', async () => {
    const swiss = await withPhoto({ country: 'CH' });
    const austrian = await withPhoto({ country: 'AT' });
    const one = { limit: '1' };

    // The edge header, CF-IPCountry before X-Country-Code; `country` when the site serves it.
    expect(ids((await landerMembers(one, { 'cf-ipcountry': 'CH' })).json())).toEqual([swiss.id]);
    expect(ids((await landerMembers(one, { 'x-country-code': 'AT' })).json())).toEqual([austrian.id]);
    expect(ids((await landerMembers({ ...one, country: 'AT' }, { 'cf-ipcountry': 'CH' })).json())).toEqual([
      austrian.id,
    ]);
    // A country the site does not serve is ignored: the header's country stays.
    expect(ids((await landerMembers({ ...one, country: 'JP' }, { 'cf-ipcountry': 'CH' })).json())).toEqual([
      swiss.id,
    ]);
  });

  it('puts recently active members first', async () => {
    const older = await withPhoto({ country: 'NZ' });
    const newer = await withPhoto({ country: 'NZ' });
    const newest = await withPhoto({ country: 'NZ' });
    const db = t.db.handle.db;
    for (const member of [older, newer, newest]) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date('2026-05-01T00:00:00Z') })
        .where(eq(sessions.memberId, member.id));
    }
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date('2026-05-31T20:00:00Z') })
      .where(eq(sessions.memberId, older.id));

    const found = ids((await landerMembers({ limit: '3' }, { 'x-country-code': 'NZ' })).json());
    expect(found).toEqual([older.id, newest.id, newer.id]);
  });

  it('answers one member for a member landing, null alike for ids nobody has', async () => {
    const clara = await withPhoto({
      name: 'Clara',
      country: 'GB',
      city: 'Leeds',
      region: 'Yorkshire and The Humber',
      dateOfBirth: '1990-01-15',
      fictional: true,
    });
    const withoutPhoto = await createMember(t, { name: 'Dora', country: 'GB', gender: 'male' });

    const answer = await landerMember(String(clara.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      member: {
        id: clara.id,
        name: 'Clara',
        age: 36,
        city: 'Leeds',
        region: 'Yorkshire and The Humber',
        country: 'GB',
        photo: `/uploads/${clara.thumb}`,
        fictional: true,
      },
    });
    expect((await landerMember(String(withoutPhoto.id))).json().member).toMatchObject({
      name: 'Dora',
      photo: null,
    });

    // Unknown ids: the same null as a hidden member.
    for (const id of ['2147483647', '2147483646', '007000']) {
      const unknown = await landerMember(id);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ member: null });
    }
  });

  it('answers another site’s host with that site’s members only', async () => {
    const german = await withPhoto({ name: 'Greta', country: 'DE' }, 'herzklopfen.test');
    const flirtmomentGerman = await withPhoto({ country: 'DE' });
    const host = { host: 'herzklopfen.test', 'x-country-code': 'DE' };

    const found = ids((await landerMembers({ limit: '24' }, host)).json());
    expect(found).toContain(german.id);
    expect(found).not.toContain(flirtmomentGerman.id);
    expect((await landerMember(String(german.id), host)).json().member).toMatchObject({ name: 'Greta' });
    expect((await landerMember(String(german.id))).json()).toEqual({ member: null });
    expect((await landerMember(String(flirtmomentGerman.id), host)).json()).toEqual({ member: null });
  });

  it('shows region and city only where the site shows them on profiles', async () => {
    const member = await withPhoto({ country: 'PL', region: 'Mazowieckie', city: 'Warszawa' });
    const db = t.db.handle.db;
    const [site] = await db.select().from(sites).where(eq(sites.domain, 'flirtmoment.test'));
    const fields = site!.visibleProfileFields;
    await db
      .update(sites)
      .set({ visibleProfileFields: fields.filter((field) => field !== 'city' && field !== 'region') })
      .where(eq(sites.id, site!.id));
    t.app.services.siteDirectory.invalidate();
    try {
      expect((await landerMember(String(member.id))).json().member).toMatchObject({
        country: 'PL',
        city: null,
        region: null,
      });
    } finally {
      await db.update(sites).set({ visibleProfileFields: fields }).where(eq(sites.id, site!.id));
      t.app.services.siteDirectory.invalidate();
    }
  });

  it('is the same answer for a logged-in member, and no shared cache keeps it', async () => {
    const viewer = await withPhoto({ country: 'CA', gender: 'male' });
    const shown = await withPhoto({ country: 'CA' });
    const ask = (cookies?: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/lander-members.php',
        query: { limit: '5' },
        headers: { 'x-country-code': 'CA' },
        cookies,
      });
    const visitor = await ask();
    expect((await ask({ [SESSION_COOKIE]: viewer.token })).json()).toEqual(visitor.json());
    expect(ids(visitor.json())[0]).toBe(shown.id);
    for (const answer of [visitor, await landerMember(String(shown.id))]) {
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('refuses malformed questions with 400 validation_failed', async () => {
    const malformed: Record<string, string>[] = [
      { looking_for: 'both' },
      { limit: '0' },
      { limit: '25' },
      { limit: 'nine' },
      { limit: '2.5' },
    ];
    for (const query of malformed) {
      const answer = await landerMembers(query);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'validation_failed', statusCode: 400 });
      expect(Object.keys(answer.json().fields)).toEqual([Object.keys(query)[0]]);
    }
    // Not an id at all, or outside the id column's range: 400 like every call that takes an id.
    for (const id of ['abc', '1.5', '', '7x', '0', '-3', '2147483648', '99999999999999999999']) {
      const answer = await landerMember(id);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'validation_failed', fields: { id: expect.any(String) } });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/lander-member.php' });
    expect(missing.statusCode).toBe(400);
  });
});
