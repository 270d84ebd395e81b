/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { sites } from '../../db/schema.js';
import { testClock } from '../../testing/accounts.js';
import { addPhoto, as, createDiscoveryTestApp, createMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('member search (GET /api/members.php)', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string>, viewer: Parameters<typeof as>[1] = null) =>
    as(t.app, viewer).get('/api/members.php', query);
  const ids = (body: { profiles: { id: number }[] }) => body.profiles.map((profile) => profile.id);

  it('filters by gender, country, region and age, photo profiles first, then newest, with age and never the birth date', async () => {
    const viewer = await createMember(t, { gender: 'male', country: 'NL' });
    const young = await createMember(t, { country: 'NL', region: 'Utrecht', dateOfBirth: '2000-06-01' });
    const older = await createMember(t, { country: 'NL', region: 'Utrecht', dateOfBirth: '1980-06-02' });
    const elsewhere = await createMember(t, { country: 'NL', region: 'Zeeland', dateOfBirth: '1990-01-01' });
    const man = await createMember(t, { country: 'NL', region: 'Utrecht', gender: 'male' });
    await addPhoto(t, young.id, { main: true });
    await addPhoto(t, young.id, { private: true });

    const all = await search({ gender: 'female', country: 'NL' }, viewer);
    expect(all.statusCode).toBe(200);
    // Young has a photo: her profile leads although she signed up first.
    expect(ids(all.json())).toEqual([young.id, elsewhere.id, older.id]);
    expect(all.json().total).toBe(3);
    expect(
      ids((await search({ gender: 'female', country: 'NL', region: 'Utrecht' }, viewer)).json()),
    ).toEqual([young.id, older.id]);
    expect(ids((await search({ country: 'NL', region: 'Utrecht' }, viewer)).json())).toEqual([
      young.id,
      man.id,
      older.id,
    ]);
    // 26 exactly (born 2000-06-01, today 2026-06-01) and 45 until tomorrow (born 1980-06-02).
    const range = await search({ gender: 'female', country: 'NL', min_age: '26', max_age: '45' }, viewer);
    expect(ids(range.json())).toEqual([young.id, elsewhere.id, older.id]);
    expect(ids((await search({ gender: 'female', country: 'NL', min_age: '27' }, viewer)).json())).toEqual([
      elsewhere.id,
      older.id,
    ]);
    expect(ids((await search({ gender: 'female', country: 'NL', max_age: '25' }, viewer)).json())).toEqual(
      [],
    );

    const card = all.json().profiles.find((profile: { id: number }) => profile.id === young.id);
    expect(card).toMatchObject({
      age: 26,
      country: 'NL',
      region: 'Utrecht',
      // The main photo; the private one is not for a free member, so not counted either.
      photo_count: 1,
      fictional: false,
    });
    expect(card.main_image.thumb_filename).toMatch(/_thumb\.jpg$/);
    expect(JSON.stringify(all.json())).not.toContain('2000-06-01');
  });

  it('pages with page and num, and fills a short first page with similar profiles', async () => {
    const viewer = await createMember(t, { gender: 'male', country: 'BE' });
    const created = [];
    for (let i = 0; i < 5; i += 1)
      created.push(await createMember(t, { country: 'BE', region: 'Antwerpen' }));
    const inLimburg = await createMember(t, { country: 'BE', region: 'Limburg' });
    const newestFirst = [inLimburg, ...created.reverse()].map((member) => member.id);

    const page2 = (await search({ gender: 'female', country: 'BE', num: '2', page: '2' }, viewer)).json();
    expect(page2).toMatchObject({ total: 6, page: 2, num_results: 2, similar: [] });
    expect(ids(page2)).toEqual(newestFirst.slice(2, 4));

    // Pages go no deeper than the count (SEARCH_COUNT_CAP): far pages are empty, not a deep scan.
    const far = (await search({ gender: 'female', country: 'BE', num: '60', page: '18' }, viewer)).json();
    expect(far).toMatchObject({ profiles: [], total: 6, page: 18 });

    const few = (
      await search({ gender: 'female', country: 'BE', region: 'Limburg', num: '4' }, viewer)
    ).json();
    expect(ids(few)).toEqual([inLimburg.id]);
    // The rest of the page: the same country in other regions, never the results again.
    expect(few.similar.map((card: { id: number }) => card.id)).toEqual(newestFirst.slice(1, 4));
  });

  it('never lists invisible members, inactive profiles, blocked pairs or the viewer', async () => {
    const viewer = await createMember(t, { gender: 'male', country: 'AT' });
    const visible = await createMember(t, { country: 'AT' });
    await createMember(t, { country: 'AT', invisible: true });
    await createMember(t, { country: 'AT', profileStatus: 'disabled', status: 'not_confirmed' });
    await createMember(t, { country: 'AT', deletedAt: new Date('2026-05-30T00:00:00Z') });
    const blockedByViewer = await createMember(t, { country: 'AT' });
    const blockerOfViewer = await createMember(t, { country: 'AT' });
    expect((await as(t.app, viewer).post('/api/block.php', { id: blockedByViewer.id })).statusCode).toBe(200);
    expect((await as(t.app, blockerOfViewer).post('/api/block.php', { id: viewer.id })).statusCode).toBe(200);

    expect(ids((await search({ country: 'AT' }, viewer)).json())).toEqual([visible.id]);
    // Visitors see everyone active and visible; the blocked pairs are only hidden from each other.
    expect(ids((await search({ country: 'AT' })).json())).toEqual([
      blockerOfViewer.id,
      blockedByViewer.id,
      visible.id,
      viewer.id,
    ]);
    expect(ids((await search({ country: 'AT' }, blockerOfViewer)).json())).not.toContain(viewer.id);
  });

  it('is open to visitors only as the site settings say (logged_out_search, traffic source)', async () => {
    const [site] = await t.db.handle.db.select().from(sites).orderBy(sites.id).limit(1);
    const setSearch = async (loggedOutSearch: string, trafficsource: string) => {
      await t.db.handle.db
        .update(sites)
        .set({ loggedOutSearch, loggedOutSearchTrafficsource: trafficsource })
        .where(eq(sites.id, site!.id));
      t.app.services.siteDirectory.invalidate();
    };
    try {
      await setSearch('none', 'none');
      const closed = await search({});
      expect(closed.statusCode).toBe(403);
      expect(closed.json().error).toBe('authentication_required');
      expect((await search({ network: 'adnet' })).statusCode).toBe(403);
      const member = await createMember(t, { gender: 'male', country: 'CH' });
      expect((await search({ country: 'CH' }, member)).statusCode).toBe(200);

      await setSearch('none', 'with_trafficsource');
      expect((await search({})).statusCode).toBe(403);
      expect((await search({ network: 'adnet' })).statusCode).toBe(200);
    } finally {
      await setSearch('all', 'all');
    }
  });

  it('answers bad filters with 400 and the field, never 500', async () => {
    for (const query of <Record<string, string>[]>[
      { min_age: 'abc' },
      { min_age: '17' },
      { gender: 'other' },
      { country: 'Netherlands' },
      { num: '500' },
      { page: '0' },
    ]) {
      const response = await search(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().error).toBe('validation_failed');
    }
  });
});
