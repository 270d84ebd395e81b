/** @jest-environment node */
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PHOTO_LIMIT_PREMIUM, type PhotoListResponse } from 'contract';
import { members, photos } from '../../db/schema.js';
import { CLIENT, withSession } from '../../testing/accounts.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type MemberFields,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

const BOUNDARY = '----photo-order-boundary';

/** A small JPEG as the photo upload sends it. */
async function photoUpload(): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const jpeg = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#c36' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload };
}

describe('the order of the own photos (PUT /api/photo-order.php)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDiscoveryTestApp();
  });
  afterAll(() => t.close());

  const order = (member: TestMember, ids: unknown) => as(t.app, member).put('/api/photo-order.php', { ids });
  const listOf = async (member: TestMember) =>
    (await as(t.app, member).get('/api/photos.php')).json() as PhotoListResponse;
  const idsOf = (list: PhotoListResponse) => list.photos.map((photo) => photo.id);

  /** A member with `count` public photos, the first one main, in upload order. */
  async function memberWithPhotos(count: number, fields: MemberFields = {}) {
    const member = await createMember(t, fields);
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await addPhoto(t, member.id, { main: i === 0 })).id);
    expect((await order(member, ids)).statusCode).toBe(200);
    return { member, ids };
  }

  it('shows the photos in the new order, the first one as the main photo everybody sees', async () => {
    const { member, ids } = await memberWithPhotos(3);
    const [a, b, c] = ids as [number, number, number];
    const response = await order(member, [c, a, b]);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as PhotoListResponse;
    expect(answer.photos.map(({ id, main }) => ({ id, main }))).toEqual([
      { id: c, main: true },
      { id: a, main: false },
      { id: b, main: false },
    ]);
    expect(answer.user.profile.main_image?.filename).toBe(answer.photos[0]?.filename);
    expect(idsOf(await listOf(member))).toEqual([c, a, b]);

    // "Make main photo" is the same call with that photo moved to the front.
    expect(idsOf((await order(member, [b, c, a])).json())).toEqual([b, c, a]);
    const viewer = await createMember(t);
    const profile = await as(t.app, viewer).get('/api/member.php', { id: String(member.id) });
    expect(profile.json().profile.main_image.filename).toBe((await listOf(member)).photos[0]?.filename);
  });

  it('puts new uploads last and lets the next public photo follow a deleted main photo', async () => {
    const { member, ids } = await memberWithPhotos(3, { paidUser: true });
    const [a, b, c] = ids as [number, number, number];
    await order(member, [c, b, a]);
    await as(t.app, member).put('/api/photos.php', { id: b, private: true });
    const upload = await photoUpload();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...upload.headers },
      payload: upload.payload,
      cookies: withSession(member.token),
    });
    expect(uploaded.statusCode).toBe(201);
    const d = uploaded.json().photo.id as number;
    expect(idsOf(await listOf(member))).toEqual([c, b, a, d]);

    // b is next but private: a, the next public photo, becomes main and moves to the front.
    const afterDelete = (await as(t.app, member).delete('/api/photos.php', { id: String(c) })).json();
    expect(afterDelete.photos.map(({ id, main }: { id: number; main: boolean }) => ({ id, main }))).toEqual([
      { id: a, main: true },
      { id: b, main: false },
      { id: d, main: false },
    ]);
  });

  it('refuses a private photo as the main photo (409 main_photo_public) and keeps the order', async () => {
    const { member, ids } = await memberWithPhotos(2, { language: 'de' });
    const [a, b] = ids as [number, number];
    await as(t.app, member).put('/api/photos.php', { id: b, private: true });
    const response = await order(member, [b, a]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'main_photo_public',
      message: 'Dein Hauptfoto sieht jeder, es kann nicht privat sein.',
    });
    expect(idsOf(await listOf(member))).toEqual([a, b]);
  });

  it('refuses ids that are not exactly the member’s photos, in the reader’s language', async () => {
    const { member, ids } = await memberWithPhotos(3);
    const [a, b, c] = ids as [number, number, number];
    const german = await memberWithPhotos(2, { language: 'de' });
    const other = await memberWithPhotos(1);
    const stranger = other.ids[0] as number;

    const duplicate = await order(member, [a, a, b, c]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      error: 'bad_request',
      message: 'Each photo can appear only once in the order.',
    });
    expect((await order(german.member, [german.ids[0], ...german.ids])).json().message).toBe(
      'Jedes Foto darf in der Reihenfolge nur einmal vorkommen.',
    );

    for (const wrong of [
      [a, b], // one missing
      [a, b, stranger], // another member's photo instead of one's own
      [a, b, c, stranger], // another member's photo on top
      [a, b, 2_000_000_000], // no such photo
    ]) {
      const response = await order(member, wrong);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: 'photo_order_mismatch',
        message: 'Your photos have changed meanwhile. Please reload them and try again.',
      });
    }
    expect((await order(german.member, [german.ids[0]])).json().message).toBe(
      'Deine Fotos haben sich inzwischen geändert. Lade sie bitte neu und versuche es noch einmal.',
    );

    const empty = await order(member, []);
    expect(empty.statusCode).toBe(400);
    const tooMany = await order(
      member,
      Array.from({ length: PHOTO_LIMIT_PREMIUM + 1 }, (_, i) => a + i),
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await order(member, [a, 'b', c])).statusCode).toBe(400);

    // Nothing changed, for either member.
    expect(idsOf(await listOf(member))).toEqual([a, b, c]);
    expect(idsOf(await listOf(other.member))).toEqual([stranger]);

    const anonymous = await as(t.app, null).put('/api/photo-order.php', { ids: [a] });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');
  });

  it('applies parallel orders and deletions one after the other, ending in a consistent order', async () => {
    const { member, ids } = await memberWithPhotos(6, { paidUser: true });
    const shuffled = (seed: number) =>
      [...ids].sort((x, y) => ((x * 7919 + seed * 104729) % 97) - ((y * 7919 + seed * 104729) % 97));
    const deleted = [ids[1], ids[4]];
    const remaining = ids.filter((id) => !deleted.includes(id));
    // Orders of all six photos succeed only before the deletions, orders of the remaining four only after.
    const reorders = Array.from({ length: 8 }, (_, i) =>
      order(
        member,
        shuffled(i + 1).filter((id) => i % 2 === 0 || remaining.includes(id)),
      ),
    );
    const deletions = deleted.map((id) => as(t.app, member).delete('/api/photos.php', { id: String(id) }));
    const answers = await Promise.all([...reorders, ...deletions]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    for (const answer of answers.slice(0, 8)) {
      if (answer.statusCode === 409) expect(answer.json().error).toBe('photo_order_mismatch');
    }

    const final = idsOf(await listOf(member));
    expect([...final].sort((x, y) => x - y)).toEqual(remaining);
    // The final order is one a member asked for (or the upload order), less the deleted photos.
    const asked = [
      ids,
      ...answers
        .slice(0, 8)
        .filter((a) => a.statusCode === 200)
        .map((a) => idsOf(a.json())),
    ];
    expect(asked.map((list) => list.filter((id) => remaining.includes(id)))).toContainEqual(final);

    const db = t.db.handle.db;
    const rows = await db
      .select({ id: photos.id, position: photos.position })
      .from(photos)
      .where(eq(photos.memberId, member.id))
      .orderBy(asc(photos.position), asc(photos.id));
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
    const [owner] = await db.select().from(members).where(eq(members.id, member.id));
    expect(owner?.mainPhotoId).toBe(final[0]);
  });
});
