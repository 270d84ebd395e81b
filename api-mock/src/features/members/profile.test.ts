/** @jest-environment node */
import { testClock } from '../../testing/accounts.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

describe('member profiles and the photo rule (GET /api/member.php, /uploads/)', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const profileAs = (viewer: TestMember | null, id: number) =>
    as(t.app, viewer).get('/api/member.php', { id: String(id) });
  const fileAs = (viewer: TestMember | null, name: string) => as(t.app, viewer).get(`/uploads/${name}`);

  async function memberWithPhotos() {
    const owner = await createMember(t, {
      country: 'PL',
      region: 'Mazowieckie',
      city: 'Warszawa',
      dateOfBirth: '1994-02-10',
      aboutMe: 'Lubię góry i dobrą kawę.',
      interests: ['hiking', 'coffee'],
      hairColor: 'brown',
    });
    const main = await addPhoto(t, owner.id, { main: true });
    const open = await addPhoto(t, owner.id);
    const closed = await addPhoto(t, owner.id, { private: true });
    return { owner, main, open, closed };
  }

  it('shows visitors the main image only, free members public photos too, premium members all', async () => {
    const { owner, main, open, closed } = await memberWithPhotos();
    const free = await createMember(t, { gender: 'male' });
    const premium = await createMember(t, { gender: 'male', paidUser: true });

    const lockOf = async (viewer: TestMember | null) => {
      const response = await profileAs(viewer, owner.id);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .profile.photos.map((photo: Record<string, unknown>) => [
          photo.id,
          photo.locked,
          photo.lock_reason,
          photo.filename,
        ]);
    };
    expect(await lockOf(null)).toEqual([
      [main.id, false, null, main.filename],
      [open.id, true, 'login', null],
      [closed.id, true, 'login', null],
    ]);
    expect(await lockOf(free)).toEqual([
      [main.id, false, null, main.filename],
      [open.id, false, null, open.filename],
      [closed.id, true, 'premium', null],
    ]);
    expect(await lockOf(premium)).toEqual([
      [main.id, false, null, main.filename],
      [open.id, false, null, open.filename],
      [closed.id, false, null, closed.filename],
    ]);

    // The files follow the same rule, whoever knows the names.
    const status = async (viewer: TestMember | null) =>
      Promise.all(
        [main.filename, main.thumbFilename, open.filename, closed.filename, closed.thumbFilename].map(
          async (name) => (await fileAs(viewer, name)).statusCode,
        ),
      );
    expect(await status(null)).toEqual([200, 200, 404, 404, 404]);
    expect(await status(free)).toEqual([200, 200, 200, 404, 404]);
    expect(await status(premium)).toEqual([200, 200, 200, 200, 200]);
    expect(await status(owner)).toEqual([200, 200, 200, 200, 200]);
    expect((await fileAs(null, main.filename)).headers['cache-control']).toContain('public');
    expect((await fileAs(premium, closed.filename)).headers['cache-control']).toBe('private, no-cache');
    expect((await fileAs(premium, closed.filename)).body).toBe(`full image of ${owner.id}`);
    expect((await fileAs(premium, '../../etc/passwd')).statusCode).toBe(404);
    expect((await fileAs(premium, 'ffffffffffffffffffffffffffffffff.jpg')).statusCode).toBe(404);
  });

  it('shows age instead of the birth date, the region kind of the country, and the like state', async () => {
    const { owner } = await memberWithPhotos();
    const viewer = await createMember(t, { gender: 'male' });
    const body = (await profileAs(viewer, owner.id)).json();
    expect(body.profile).toMatchObject({
      id: owner.id,
      age: 32,
      country: 'PL',
      region: 'Mazowieckie',
      region_kind: 'voivodeship',
      city: 'Warszawa',
      about_me: 'Lubię góry i dobrą kawę.',
      interests: ['hiking', 'coffee'],
      hair_color: 'brown',
      // The photos a free member may open: the main and the public one, not the private one.
      photo_count: 2,
      fictional: false,
    });
    expect(JSON.stringify(body)).not.toContain('1994-02-10');
    expect(JSON.stringify(body)).not.toContain('@');
    expect(body.like).toEqual({ liked: false, liked_by: false, match: false });
    expect(body.blocked).toBe(false);
    expect((await profileAs(null, owner.id)).json().like).toBeNull();
  });

  it('offers related (same region) and similar (close in age) profiles, never the profile itself', async () => {
    const owner = await createMember(t, { country: 'IT', region: 'Lazio', dateOfBirth: '1990-01-01' });
    const neighbour = await createMember(t, { country: 'IT', region: 'Lazio', dateOfBirth: '1970-01-01' });
    const peer = await createMember(t, { country: 'IT', region: 'Sicilia', dateOfBirth: '1991-03-03' });
    const body = (await profileAs(null, owner.id)).json();
    expect(body.related.map((card: { id: number }) => card.id)).toEqual([neighbour.id]);
    expect(body.similar.map((card: { id: number }) => card.id)).toContain(peer.id);
    expect(body.similar.map((card: { id: number }) => card.id)).not.toContain(owner.id);
  });

  it('marks fictional profiles', async () => {
    const fictional = await createMember(t, { fictional: true });
    expect((await profileAs(null, fictional.id)).json().profile.fictional).toBe(true);
  });

  it('answers 404 alike for unknown, inactive and other sites’ members, and 400 for a bad id', async () => {
    const inactive = await createMember(t, { profileStatus: 'disabled', status: 'not_confirmed' });
    const elsewhere = await createMember(t, {}, 'herzklopfen.test');
    for (const id of [999_999, inactive.id, elsewhere.id]) {
      const response = await profileAs(null, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('not_found');
    }
    expect((await as(t.app, null).get('/api/member.php', { id: 'abc' })).statusCode).toBe(400);
  });

  it('lets members make photos private (premium only) and back; only their own', async () => {
    const owner = await createMember(t);
    const stranger = await createMember(t, { gender: 'male' });
    const main = await addPhoto(t, owner.id, { main: true });
    const second = await addPhoto(t, owner.id);
    const made = await as(t.app, owner).put('/api/photos.php', { id: second.id, private: true });
    expect(made.statusCode).toBe(200);
    expect(made.json().photos.map((photo: { private: boolean }) => photo.private)).toEqual([false, true]);
    expect((await fileAs(stranger, second.filename)).statusCode).toBe(404);
    expect(
      (await as(t.app, stranger).put('/api/photos.php', { id: main.id, private: true })).statusCode,
    ).toBe(404);
    await as(t.app, owner).put('/api/photos.php', { id: second.id, private: false });
    expect((await fileAs(stranger, second.filename)).statusCode).toBe(200);
  });
});
