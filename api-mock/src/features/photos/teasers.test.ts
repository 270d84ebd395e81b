/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CLIENT, testClock, withSession } from '../../testing/accounts.js';
import { as, createDiscoveryTestApp, createMember, type TestMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';
import { TEASER_SIDE } from './teaser.js';

const BOUNDARY = '----teaser-test-boundary';

/** A multipart body with one JPEG in the field `file`. */
function jpegUpload(bytes: Buffer) {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

/** A photo with detail in it: a gradient 1200 x 900. */
const detailedPhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">' +
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#c36"/><stop offset="1" stop-color="#36c"/>' +
        '</linearGradient></defs><rect width="1200" height="900" fill="url(#g)"/>' +
        '<text x="100" y="450" font-size="120" fill="#fff">Robin</text></svg>',
    ),
  )
    .jpeg()
    .toBuffer();

describe("locked photos' teasers (GET /api/member.php, /uploads/)", () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const upload = async (owner: TestMember) => {
    const body = jpegUpload(await detailedPhoto());
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...body.headers },
      payload: body.payload,
      cookies: withSession(owner.token),
    });
    expect(response.statusCode).toBe(201);
    return response.json().photo as { id: number; filename: string; thumb_filename: string };
  };
  const fileAs = (viewer: TestMember | null, name: string) => as(t.app, viewer).get(`/uploads/${name}`);

  /** An owner with a main photo and a private one, and the answer of their profile to each viewer. */
  async function ownerWithPrivatePhoto() {
    const owner = await createMember(t);
    const main = await upload(owner);
    const hidden = await upload(owner);
    const made = await as(t.app, owner).put('/api/photos.php', { id: hidden.id, private: true });
    expect(made.statusCode).toBe(200);
    return { owner, main, hidden };
  }

  it('names a teaser, never the real files, of a photo the viewer may not see', async () => {
    const { owner, main, hidden } = await ownerWithPrivatePhoto();
    const free = await createMember(t, { gender: 'male' });
    const premium = await createMember(t, { gender: 'male', paidUser: true });
    const base = (filename: string) => filename.replace(/\.jpg$/, '');

    for (const [viewer, reason] of [
      [free, 'premium'],
      [null, 'login'],
    ] as const) {
      const answer = await as(t.app, viewer).get('/api/member.php', { id: String(owner.id) });
      expect(answer.statusCode).toBe(200);
      const locked = answer.json().profile.photos.find((photo: { id: number }) => photo.id === hidden.id);
      expect(locked).toMatchObject({
        locked: true,
        lock_reason: reason,
        filename: null,
        thumb_filename: null,
      });
      expect(locked.teaser_filename).toMatch(/^[0-9a-f]{32}_teaser\.jpg$/);
      // Nowhere in the answer: neither the photo's names nor anything they begin with.
      expect(answer.body).not.toContain(base(hidden.filename));
      expect(answer.body).toContain(main.filename);
    }

    const seen = await as(t.app, premium).get('/api/member.php', { id: String(owner.id) });
    const open = seen.json().profile.photos.find((photo: { id: number }) => photo.id === hidden.id);
    expect(open).toMatchObject({ locked: false, filename: hidden.filename, teaser_filename: null });
  });

  it('serves the teaser, at most 16 px on its long side, to anyone, and the real file only to whom may see it', async () => {
    const { owner, hidden } = await ownerWithPrivatePhoto();
    const free = await createMember(t, { gender: 'male' });
    const premium = await createMember(t, { gender: 'male', paidUser: true });
    const answer = await as(t.app, free).get('/api/member.php', { id: String(owner.id) });
    const { teaser_filename: teaser } = answer
      .json()
      .profile.photos.find((photo: { id: number }) => photo.id === hidden.id);

    for (const viewer of [free, null, premium]) {
      const served = await fileAs(viewer, teaser);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect(Math.max(width ?? 0, height ?? 0)).toBeLessThanOrEqual(TEASER_SIDE);
      expect(Math.max(width ?? 0, height ?? 0)).toBeGreaterThan(0);
    }
    for (const name of [hidden.filename, hidden.thumb_filename]) {
      expect((await fileAs(free, name)).statusCode).toBe(404);
      expect((await fileAs(null, name)).statusCode).toBe(404);
      expect((await fileAs(premium, name)).statusCode).toBe(200);
    }
  });

  it('removes the teaser with its photo, and answers 404 for a teaser name nobody made', async () => {
    const { owner, hidden } = await ownerWithPrivatePhoto();
    const answer = await as(t.app, null).get('/api/member.php', { id: String(owner.id) });
    const { teaser_filename: teaser } = answer
      .json()
      .profile.photos.find((photo: { id: number }) => photo.id === hidden.id);
    const stored = path.join(t.config.dataDir, 'uploads', teaser);
    expect(existsSync(stored)).toBe(true);

    const removed = await as(t.app, owner).delete('/api/photos.php', { id: String(hidden.id) });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(stored)).toBe(false);
    const gone = await fileAs(null, teaser);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
    expect((await fileAs(null, `${'0'.repeat(32)}_teaser.jpg`)).statusCode).toBe(404);
  });
});
