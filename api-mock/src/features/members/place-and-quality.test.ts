/** @jest-environment node */
import { testClock } from '../../testing/accounts.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type MemberFields,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('discovery by place and profile quality', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const ids = (cards: { id: number }[]) => cards.map((card) => card.id);
  /** A complete profile with a photo, signed up on the given day (later days are newer). */
  async function woman(fields: MemberFields, day: number, photo = true) {
    const member = await createMember(t, {
      dateOfBirth: '1995-03-01',
      signupDate: new Date(Date.UTC(2026, 0, day)),
      aboutMe: 'Hi there',
      hairColor: 'brown',
      eyeColor: 'green',
      ...fields,
    });
    if (photo) await addPhoto(t, member.id, { main: true });
    return member;
  }

  describe('a London member', () => {
    let viewer: TestMember;
    let london: TestMember;
    let manchester: TestMember;
    let abroad: TestMember[];
    beforeAll(async () => {
      viewer = await createMember(t, {
        gender: 'male',
        sexuality: 'hetero',
        country: 'GB',
        region: 'London',
        dateOfBirth: '1994-05-01',
      });
      // The ones abroad are the newest: newest first alone would show them before the British ones.
      london = await woman({ country: 'GB', region: 'London' }, 1);
      manchester = await woman({ country: 'GB', region: 'Manchester' }, 2);
      abroad = [
        await woman({ country: 'NZ', region: 'Auckland' }, 3),
        await woman({ country: 'ES', region: 'Madrid' }, 4),
        await woman({ country: 'PL', region: 'Mazowieckie' }, 5),
      ];
    });

    it('gets match finder suggestions from their region, then their country, then elsewhere', async () => {
      const response = await as(t.app, viewer).get('/api/match-finder.php');
      expect(response.statusCode).toBe(200);
      const found = ids(response.json().profiles);
      expect(found.slice(0, 2)).toEqual([london.id, manchester.id]);
      expect(found.slice(2).sort()).toEqual(ids(abroad).sort());
    });

    it('gets swipe cards from their region first, then their country', async () => {
      const first = (await as(t.app, viewer).get('/api/swipe.php')).json();
      expect(first.profile.id).toBe(london.id);
      const second = await as(t.app, viewer).post('/api/swipe.php', { id: london.id, like: false });
      expect(second.statusCode).toBe(200);
      expect(second.json().profile.id).toBe(manchester.id);
    });

    it('sees similar profiles of a member abroad from their own region and country first', async () => {
      const [inAuckland] = abroad;
      const body = (await as(t.app, viewer).get('/api/member.php', { id: String(inAuckland!.id) })).json();
      const similar = ids(body.similar);
      expect(similar.slice(0, 2)).toEqual([london.id, manchester.id]);
      expect(similar).not.toContain(inAuckland!.id);
    });
  });

  it('ranks profiles with a photo, then the more complete ones, before newer empty ones', async () => {
    const viewer = await createMember(t, { gender: 'male', country: 'IE' });
    const complete = await woman({ country: 'IE', interests: ['hiking'], bodyType: 'slim' }, 10);
    const photoOnly = await woman({ country: 'IE', aboutMe: null, hairColor: null, eyeColor: null }, 11);
    // The newest accounts: a text but no photo, and nothing at all. They must not lead.
    const textOnly = await woman({ country: 'IE' }, 12, false);
    const empty = await woman({ country: 'IE', aboutMe: null, hairColor: null, eyeColor: null }, 13, false);
    const photoOnlyNewer = await woman({ country: 'IE', aboutMe: '  ', hairColor: null, eyeColor: null }, 14);

    const body = (
      await as(t.app, viewer).get('/api/members.php', { country: 'IE', gender: 'female' })
    ).json();
    expect(ids(body.profiles)).toEqual([complete.id, photoOnlyNewer.id, photoOnly.id, textOnly.id, empty.id]);
    // Pages follow the same order.
    const page2 = (
      await as(t.app, viewer).get('/api/members.php', {
        country: 'IE',
        gender: 'female',
        num: '2',
        page: '2',
      })
    ).json();
    expect(ids(page2.profiles)).toEqual([photoOnly.id, textOnly.id]);
  });

  it('counts the photos the viewer can open, the same on the card, the profile and its photo list', async () => {
    const owner = await woman({ country: 'BE', region: 'Limburg' }, 20);
    await addPhoto(t, owner.id);
    await addPhoto(t, owner.id, { private: true });
    const free = await createMember(t, { gender: 'male', country: 'BE' });
    const premium = await createMember(t, { gender: 'male', country: 'BE', paidUser: true });

    const seenBy = async (viewer: TestMember | null) => {
      const profile = (await as(t.app, viewer).get('/api/member.php', { id: String(owner.id) })).json()
        .profile;
      const card = (await as(t.app, viewer).get('/api/members.php', { country: 'BE', region: 'Limburg' }))
        .json()
        .profiles.find((found: { id: number }) => found.id === owner.id);
      const open = profile.photos.filter((photo: { locked: boolean }) => !photo.locked).length;
      const locked = profile.photos.length - open;
      return { card: card.photo_count, profile: profile.photo_count, open, locked };
    };
    expect(await seenBy(null)).toEqual({ card: 1, profile: 1, open: 1, locked: 2 });
    expect(await seenBy(free)).toEqual({ card: 2, profile: 2, open: 2, locked: 1 });
    expect(await seenBy(premium)).toEqual({ card: 3, profile: 3, open: 3, locked: 0 });
  });
});
