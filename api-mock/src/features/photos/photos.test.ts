/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { members } from '../../db/schema.js';
import { ACCOUNT_TEST_ENV, CLIENT, signup, TEST_SCRYPT, withSession } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const BOUNDARY = '----photo-test-boundary';

function multipart(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: ${contentType}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  };
}

/** A JPEG carrying an author and GPS coordinates in its EXIF block. */
const photoWithGps = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c36' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Robin Secret' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1' },
    })
    .toBuffer();

describe("the member's own photos (/api/photos.php)", () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-photos-'));
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: { ...ACCOUNT_TEST_ENV, DATA_DIR: dataDir },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (token: string, body: ReturnType<typeof multipart>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...body.headers },
      payload: body.payload,
      cookies: withSession(token),
    });

  it('stores the photo without metadata, makes a 400 px thumbnail and sets the main image', async () => {
    const { token } = await signup(t.app);
    const response = await upload(token, multipart(await photoWithGps()));
    expect(response.statusCode).toBe(201);
    const { photo, user } = response.json();
    expect(photo.filename).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(user.profile.main_image).toEqual({
      filename: photo.filename,
      thumb_filename: photo.thumb_filename,
      match: photo.thumb_filename,
    });
    const stored = await readFile(path.join(dataDir, 'uploads', photo.filename));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Robin Secret')).toBe(false);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    const thumb = await sharp(path.join(dataDir, 'uploads', photo.thumb_filename)).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 400 });
    const served = await t.app.inject({ url: `/uploads/${photo.thumb_filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('checks the type from the bytes, not the name or content type', async () => {
    const { token } = await signup(t.app);
    const response = await upload(
      token,
      multipart(Buffer.from('<?php echo "hi"; ?>'), 'photo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await upload(token, multipart(png, 'x.txt', 'text/plain'))).statusCode).toBe(201);
  });

  it('accepts photos of several MB and refuses files over 10 MB', async () => {
    const { token } = await signup(t.app);
    // Random pixels do not compress: a PNG of about 3 MB.
    const noise = randomBytes(1000 * 1000 * 3);
    const large = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(token, multipart(large, 'large.png', 'image/png'))).statusCode).toBe(201);
    const response = await upload(token, multipart(Buffer.alloc(10 * 1024 * 1024 + 10, 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('keeps free members to 3 photos and premium members to 25', async () => {
    const { token, user } = await signup(t.app);
    const small = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    for (let i = 0; i < 3; i++) expect((await upload(token, multipart(small))).statusCode).toBe(201);
    const fourth = await upload(token, multipart(small));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ error: 'photo_limit', message: 'Photo limit reached', statusCode: 403 });
    await t.db.handle.db.update(members).set({ paidUser: true }).where(eq(members.id, user.profile.id));
    expect((await upload(token, multipart(small))).statusCode).toBe(201);
  });

  it('needs a session and the client header', async () => {
    const body = multipart(Buffer.from('x'));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...body.headers },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error).toBe('authentication_required');
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: body.headers,
      payload: body.payload,
    });
    expect(noHeader.json().error).toBe('client_header_required');
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true);
  });

  describe('GET and DELETE', () => {
    const small = () =>
      sharp({ create: { width: 40, height: 40, channels: 3, background: '#06c' } })
        .jpeg()
        .toBuffer();
    const uploadSmall = async (token: string) => {
      const body = multipart(await small());
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/photos.php',
        headers: { ...CLIENT, ...body.headers },
        payload: body.payload,
        cookies: withSession(token),
      });
      return response.json().photo as { id: number; filename: string; thumb_filename: string };
    };
    const list = (token: string) => t.app.inject({ url: '/api/photos.php', cookies: withSession(token) });
    const remove = (token: string, id: number | string, headers: Record<string, string> = CLIENT) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/photos.php?id=${id}`,
        headers,
        cookies: withSession(token),
      });

    it("lists the member's photos, oldest first, with the main one marked and the limit", async () => {
      const { token } = await signup(t.app);
      expect((await list(token)).json()).toMatchObject({ photos: [], limit: 3 });
      const first = await uploadSmall(token);
      const second = await uploadSmall(token);
      const response = await list(token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({
        photos: [
          { id: first.id, filename: first.filename, thumb_filename: first.thumb_filename, main: true },
          { id: second.id, main: false },
        ],
        limit: 3,
      });
    });

    it('deletes a photo and its files; the next photo becomes the main image, none leaves none', async () => {
      const { token } = await signup(t.app);
      const first = await uploadSmall(token);
      const second = await uploadSmall(token);
      const afterFirst = await remove(token, first.id);
      expect(afterFirst.statusCode).toBe(200);
      expect(afterFirst.json().photos).toEqual([expect.objectContaining({ id: second.id, main: true })]);
      expect(afterFirst.json().user.profile.main_image.filename).toBe(second.filename);
      expect(existsSync(path.join(dataDir, 'uploads', first.filename))).toBe(false);
      expect(existsSync(path.join(dataDir, 'uploads', first.thumb_filename))).toBe(false);
      const afterSecond = await remove(token, second.id);
      expect(afterSecond.json()).toMatchObject({ photos: [], user: { profile: { main_image: null } } });
    });

    it('frees a place under the limit', async () => {
      const { token } = await signup(t.app);
      const photos = [await uploadSmall(token), await uploadSmall(token), await uploadSmall(token)];
      await remove(token, photos[1]!.id);
      expect((await uploadSmall(token)).id).toBeGreaterThan(photos[2]!.id);
    });

    it("refuses another member's photo, unknown ids and bad input without touching anything", async () => {
      const owner = await signup(t.app);
      const other = await signup(t.app);
      const photo = await uploadSmall(owner.token);
      const foreign = await remove(other.token, photo.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('not_found');
      expect((await remove(other.token, 'abc')).statusCode).toBe(400);
      expect((await remove(owner.token, photo.id, {})).json().error).toBe('client_header_required');
      expect((await list(owner.token)).json().photos).toHaveLength(1);
      expect(existsSync(path.join(dataDir, 'uploads', photo.filename))).toBe(true);
    });

    it('needs a session', async () => {
      const response = await t.app.inject({ url: '/api/photos.php' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('authentication_required');
    });
  });
});
