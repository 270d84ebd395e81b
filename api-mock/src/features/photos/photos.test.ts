/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { EventEmitter } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyError } from 'fastify';
import sharp from 'sharp';
import { PHOTO_UPLOADS_PER_DAY } from 'contract';
import { members, photos, photoUploads } from '../../db/schema.js';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  signup,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { addPhoto, as, createMember, type TestMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BoundedQueue } from '../../lib/bounded-queue.js';

const BOUNDARY = '----photo-test-boundary';

interface Part {
  name: string;
  /** Absent: a text field rather than a file. */
  filename?: string;
  contentType?: string;
  body: Buffer | string;
}

/** A multipart/form-data body of the given parts (closed with the final boundary). */
function form(parts: Part[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
          '\r\n' +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
          '\r\n',
      ),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function multipart(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  return { headers: MULTIPART, payload: form([{ name: 'file', filename, contentType, body: bytes }]) };
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

const smallJpeg = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#06c' } })
    .jpeg()
    .toBuffer();

/** Random pixels do not compress: a PNG of about 3 MB. */
const noisePng = () =>
  sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } })
    .png()
    .toBuffer();

describe("the member's own photos (/api/photos.php)", () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  // The test's own image queue (the app's default is the process-wide one), so a test can fill it.
  const gate = new BoundedQueue(2, 4);
  /** What the server does, also with requests nobody is there to answer any more. */
  const server = new EventEmitter();
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-photos-'));
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      clock: clock.now,
      env: { ...ACCOUNT_TEST_ENV, DATA_DIR: dataDir },
      imageDecodeGate: gate,
      extend: (app) => {
        app.addHook('preHandler', async (request) => void server.emit('handling', request.url));
        app.addHook('onError', async (request, _reply, error: FastifyError) => {
          server.emit('failed', { url: request.url, statusCode: error.statusCode, message: error.message });
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
  const upload = (token: string, body: { headers: Record<string, string>; payload: Buffer }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...body.headers },
      payload: body.payload,
      cookies: withSession(token),
    });
  const uploadSmall = async (member: { token: string }) => {
    const response = await upload(member.token, multipart(await smallJpeg()));
    expect(response.statusCode).toBe(201);
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
  const setPrivate = (token: string, id: number, value: boolean) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: CLIENT,
      payload: { id, private: value },
      cookies: withSession(token),
    });
  const fileAs = (viewer: TestMember | null, name: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/uploads/${name}`,
      headers,
      cookies: viewer ? withSession(viewer.token) : undefined,
    });
  /** The app on a real port, for what app.inject cannot show (connections, streams). */
  async function listening(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as net.AddressInfo).port;
  }

  /** Sends the request head and the first bytes of a body over a socket; resolves with the socket. */
  async function startUpload(token: string, contentLength: number, firstBytes: Buffer) {
    const port = await listening();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/photos.php HTTP/1.1\r\nHost: localhost\r\nX-Request-Type: client\r\n' +
        `Cookie: auth.session=${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
        `Content-Length: ${contentLength}\r\n\r\n`,
    );
    socket.write(firstBytes);
    return socket;
  }

  const mainImageOf = async (member: TestMember) =>
    (await as(t.app, null).get('/api/member.php', { id: String(member.id) })).json().profile.main_image;

  it('stores the photo without metadata, makes a 400 px thumbnail and sets the main image', async () => {
    const member = await createMember(t);
    const response = await upload(member.token, multipart(await photoWithGps()));
    expect(response.statusCode).toBe(201);
    const { photo, user } = response.json();
    expect(photo.filename).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(user.profile.main_image).toEqual({
      filename: photo.filename,
      thumb_filename: photo.thumb_filename,
      match: photo.thumb_filename,
    });
    const stored = await readFile(path.join(uploadsDir(), photo.filename));
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(stored.includes('Robin Secret')).toBe(false);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    const thumb = await sharp(path.join(uploadsDir(), photo.thumb_filename)).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 400 });
    const served = await t.app.inject({ url: `/uploads/${photo.thumb_filename}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('checks the type from the bytes, not the name or content type', async () => {
    const member = await createMember(t);
    const response = await upload(
      member.token,
      multipart(Buffer.from('<?php echo "hi"; ?>'), 'photo.jpg', 'image/jpeg'),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: 'unsupported_media_type',
      message: 'Please upload a JPEG, PNG, WebP, HEIF or GIF image.',
      statusCode: 415,
    });
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer();
    expect((await upload(member.token, multipart(png, 'x.txt', 'text/plain'))).statusCode).toBe(201);
  });

  it('accepts photos of several MB and refuses files over 10 MB', async () => {
    const member = await createMember(t);
    const large = await noisePng();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(member.token, multipart(large, 'large.png', 'image/png'))).statusCode).toBe(201);
    const response = await upload(member.token, multipart(Buffer.alloc(10 * 1024 * 1024 + 10, 1)));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'payload_too_large',
      message: 'The photo is too large (at most 10 MB).',
      statusCode: 413,
    });
  });

  it('refuses a file over 10 MB in a body of unknown length as soon as it passes the limit', async () => {
    const member = await createMember(t);
    const body = form([{ name: 'file', filename: 'big.jpg', body: Buffer.alloc(11 * 1024 * 1024, 1) }]);
    // A stream has no Content-Length: the limit is met while reading.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...MULTIPART },
      payload: Readable.from([body.subarray(0, 4 << 20), body.subarray(4 << 20)]),
      cookies: withSession(member.token),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('keeps free members to 3 photos and premium members to 25', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i++) await uploadSmall(member);
    const fourth = await upload(member.token, multipart(await smallJpeg()));
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ error: 'photo_limit', message: 'Photo limit reached', statusCode: 403 });
    await t.db.handle.db.update(members).set({ paidUser: true }).where(eq(members.id, member.id));
    await uploadSmall(member);
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
  });

  describe('unconfirmed accounts', () => {
    it('keep the signup photo; further uploads wait for the confirmation of the address', async () => {
      const { token, user } = await signup(t.app);
      expect(user.status).toBe('not_confirmed');
      const first = await uploadSmall({ token });
      const second = await upload(token, multipart(await smallJpeg()));
      expect(second.statusCode).toBe(403);
      expect(second.json()).toEqual({
        error: 'confirmation_required',
        message: 'Please confirm your e-mail address first: we sent you a link.',
        statusCode: 403,
      });
      expect((await list(token)).json().photos).toHaveLength(1);
      // The signup photo may be replaced: one photo is what they keep.
      expect((await remove(token, first.id)).statusCode).toBe(200);
      await uploadSmall({ token });
      // Confirmed, the usual limit applies.
      await t.db.handle.db
        .update(members)
        .set({ status: 'confirmed' })
        .where(eq(members.id, user.profile.id as number));
      await uploadSmall({ token });
    });

    it('are answered before the photo is read', async () => {
      const { token } = await signup(t.app);
      await uploadSmall({ token });
      // 1 MB announced, a few bytes sent: the refusal does not wait for the rest.
      const socket = await startUpload(token, 1_000_000, Buffer.from(`--${BOUNDARY}\r\n`));
      const answer = await new Promise<string>((resolve) =>
        socket.once('data', (chunk) => resolve(String(chunk))),
      );
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 403 /);
      expect(answer).toContain('"error":"confirmation_required"');
    });

    it('cannot pass the rule with parallel uploads', async () => {
      const { token } = await signup(t.app);
      const photo = await smallJpeg();
      const answers = await Promise.all([1, 2, 3].map(() => upload(token, multipart(photo))));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403, 403]);
      expect((await list(token)).json().photos).toHaveLength(1);
    });
  });

  describe('bad bodies: 400 for a defective multipart body, 415 for what is not an image', () => {
    const post = async (headers: Record<string, string>, payload: Buffer) => {
      const member = await createMember(t);
      return t.app.inject({
        method: 'POST',
        url: '/api/photos.php',
        headers: { ...CLIENT, ...headers },
        payload,
        cookies: withSession(member.token),
      });
    };

    it('answers 415 for truncated and corrupt images, never 500', async () => {
      const jpeg = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
        .jpeg()
        .toBuffer();
      const png = await sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
        .png()
        .toBuffer();
      // A JPEG's start-of-image marker and then garbage.
      const corrupt = Buffer.concat([jpeg.subarray(0, 2), randomBytes(2000)]);
      for (const bytes of [jpeg.subarray(0, jpeg.length / 2), png.subarray(0, png.length / 2), corrupt]) {
        const response = await post(MULTIPART, multipart(bytes).payload);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toMatchObject({ error: 'unsupported_media_type', statusCode: 415 });
        expect(response.json().message).toMatch(/damaged|JPEG, PNG/);
      }
    });

    it.each([
      [
        'multipart without a boundary',
        { 'content-type': 'multipart/form-data' },
        () => form([{ name: 'file', filename: 'a.jpg', body: 'x' }]),
        /not a complete multipart\/form-data body/,
      ],
      ['no part at all', MULTIPART, () => Buffer.from(`--${BOUNDARY}--\r\n`), /No photo was sent/],
      ['an empty body', MULTIPART, () => Buffer.alloc(0), /No photo was sent/],
      [
        'a text field instead of the file',
        MULTIPART,
        () => form([{ name: 'file', body: 'not a file' }]),
        /as a file, not as a text field/,
      ],
      [
        'the file under another name',
        MULTIPART,
        () => form([{ name: 'photo', filename: 'a.jpg', body: 'x' }]),
        /Unexpected file field "photo"/,
      ],
      [
        'a further field',
        MULTIPART,
        () =>
          form([
            { name: 'file', filename: 'a.jpg', body: 'x' },
            { name: 'caption', body: 'hello' },
          ]),
        /Unexpected field "caption"/,
      ],
      [
        'two files',
        MULTIPART,
        () =>
          form([
            { name: 'file', filename: 'a.jpg', body: 'x' },
            { name: 'file', filename: 'b.jpg', body: 'y' },
          ]),
        /one photo per upload/,
      ],
      ['an empty file', MULTIPART, () => form([{ name: 'file', filename: 'a.jpg', body: '' }]), /empty/],
      [
        'a body cut off in the file',
        MULTIPART,
        () => form([{ name: 'file', filename: 'a.jpg', body: randomBytes(5000) }]).subarray(0, 3000),
        /not a complete multipart\/form-data body/,
      ],
      [
        'malformed part headers',
        MULTIPART,
        () => Buffer.from(`--${BOUNDARY}\r\nthis is not a header\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        /./,
      ],
    ])('answers 400 for %s', async (_label, headers, body, message) => {
      const response = await post(headers, body());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request', statusCode: 400 });
      expect(response.json().message).toMatch(message);
    });

    it('answers 415 for a body that is not multipart', async () => {
      const response = await post({ 'content-type': 'application/json' }, Buffer.from('{"file":"x"}'));
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Send the photo as multipart/form-data.');
    });

    it('refuses compressed bodies at once, over a real connection too', async () => {
      const member = await createMember(t);
      const body = form([{ name: 'file', filename: 'a.png', body: await noisePng() }]);
      for (const encoding of ['gzip', 'br', 'deflate, gzip']) {
        const response = await upload(member.token, {
          headers: { ...MULTIPART, 'content-encoding': encoding },
          payload: encoding === 'gzip' ? gzipSync(body) : body,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          error: 'unsupported_media_type',
          message: 'Compressed uploads are not accepted: send the photo without a Content-Encoding.',
          statusCode: 415,
        });
      }
      // Over a socket, a gzip body of some MB once never got an answer (two readers of one stream).
      const response = await fetch(`http://127.0.0.1:${await listening()}/api/photos.php`, {
        method: 'POST',
        headers: {
          ...CLIENT,
          ...MULTIPART,
          'content-encoding': 'gzip',
          cookie: `auth.session=${member.token}`,
        },
        body: gzipSync(body),
      });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: string }).error).toBe('unsupported_media_type');
    });

    it('answers a declared length over the limit at once, without waiting for the body', async () => {
      const member = await createMember(t);
      const socket = await startUpload(member.token, 50_000_000, Buffer.from(`--${BOUNDARY}\r\n`));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      // The server answers and closes although 50 MB were announced and only a few bytes sent.
      await new Promise((resolve) => socket.once('close', resolve));
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('"error":"payload_too_large"');
    });

    it('ends the upload when the connection goes mid-body (as the server time limits end a stalled one)', async () => {
      const member = await createMember(t);
      const head = Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`,
      );
      const handling = new Promise((resolve) => server.once('handling', resolve));
      const failed = new Promise<{ statusCode: number; message: string }>((resolve) =>
        server.once('failed', resolve),
      );
      const socket = await startUpload(member.token, 1_000_000, Buffer.concat([head, randomBytes(5000)]));
      // Once the server handles the request, the connection is cut, as a time-out does: the upload ends
      // (a 400 nobody receives) instead of waiting for the rest of the body for ever.
      await handling;
      socket.destroy();
      expect(await failed).toMatchObject({ statusCode: 400 });
      expect(gate.load()).toEqual({ running: 0, waiting: 0 });
      expect((await list(member.token)).json().photos).toEqual([]);
    });
  });

  describe('image cost', () => {
    it('refuses images over 25 megapixels before decoding them (a small interlaced 7000 x 7000 PNG)', async () => {
      const member = await createMember(t);
      const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#888' } })
        .png({ progressive: true, compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const response = await upload(member.token, multipart(bomb, 'bomb.png', 'image/png'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'unsupported_media_type',
        message: 'The image has too many pixels: at most 25 megapixels.',
        statusCode: 415,
      });
    });

    it('accepts a large JPEG, which is decoded shrunk', async () => {
      const member = await createMember(t);
      // 27 megapixels: over the limit of other formats.
      const jpeg = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#48c' } })
        .jpeg()
        .toBuffer();
      const response = await upload(member.token, multipart(jpeg));
      expect(response.statusCode).toBe(201);
      const stored = await sharp(path.join(uploadsDir(), response.json().photo.filename)).metadata();
      expect(stored).toMatchObject({ width: 2000, height: 1500 });
    });

    it('answers 503 service_busy at once while the image queue is full, without using an upload', async () => {
      const member = await createMember(t);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // Two running and four waiting: the queue is full.
      const holders = Array.from({ length: 6 }, () => gate.run(() => held));
      const response = await upload(member.token, multipart(await smallJpeg()));
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(response.json()).toEqual({
        error: 'service_busy',
        message: 'The service is busy, please try again in a moment.',
        statusCode: 503,
      });
      release();
      await Promise.all(holders);
      const uploads = await t.db.handle.db
        .select()
        .from(photoUploads)
        .where(eq(photoUploads.memberId, member.id));
      expect(uploads).toEqual([]);
      await uploadSmall(member);
    });

    it('counts uploads per member in the database: upload-then-delete meets the daily rate', async () => {
      const member = await createMember(t);
      // Earlier today: all but two of the day's uploads, each deleted again.
      const earlier = new Date(clock.now().getTime() - 60 * 60 * 1000);
      await t.db.handle.db.insert(photoUploads).values(
        Array.from({ length: PHOTO_UPLOADS_PER_DAY - 2 }, () => ({
          memberId: member.id,
          createdAt: earlier,
        })),
      );
      for (let i = 0; i < 2; i++) {
        const photo = await uploadSmall(member);
        expect((await remove(member.token, photo.id)).statusCode).toBe(200);
      }
      const refused = await upload(member.token, multipart(await smallJpeg()));
      expect(refused.statusCode).toBe(429);
      const seconds = 23 * 60 * 60;
      expect(refused.headers['retry-after']).toBe(String(seconds));
      expect(refused.json()).toEqual({
        error: 'upload_limit',
        message: 'You have uploaded too many photos today, please try again later.',
        statusCode: 429,
        seconds,
      });
      expect((await list(member.token)).json().photos).toEqual([]);
      // When the earlier uploads leave the 24 hours, uploads are possible again.
      clock.advance(seconds * 1000);
      await uploadSmall(member);
    });
  });

  describe('GET, PUT and DELETE', () => {
    it("lists the member's photos, oldest first, with the main one marked and the limit", async () => {
      const member = await createMember(t);
      expect((await list(member.token)).json()).toMatchObject({ photos: [], limit: 3 });
      const first = await uploadSmall(member);
      const second = await uploadSmall(member);
      const response = await list(member.token);
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
      const member = await createMember(t);
      const first = await uploadSmall(member);
      const second = await uploadSmall(member);
      const afterFirst = await remove(member.token, first.id);
      expect(afterFirst.statusCode).toBe(200);
      expect(afterFirst.json().photos).toEqual([expect.objectContaining({ id: second.id, main: true })]);
      expect(afterFirst.json().user.profile.main_image.filename).toBe(second.filename);
      expect(existsSync(path.join(uploadsDir(), first.filename))).toBe(false);
      expect(existsSync(path.join(uploadsDir(), first.thumb_filename))).toBe(false);
      const afterSecond = await remove(member.token, second.id);
      expect(afterSecond.json()).toMatchObject({ photos: [], user: { profile: { main_image: null } } });
    });

    it('never makes a private photo the main image when the main photo is deleted', async () => {
      const owner = await createMember(t);
      const [main, hidden, open] = [
        await uploadSmall(owner),
        await uploadSmall(owner),
        await uploadSmall(owner),
      ];
      expect((await setPrivate(owner.token, hidden.id, true)).statusCode).toBe(200);
      const response = await remove(owner.token, main.id);
      expect(response.statusCode).toBe(200);
      // The next PUBLIC photo follows and moves to the front; the private one stays private and locked.
      expect(response.json().photos).toEqual([
        expect.objectContaining({ id: open.id, main: true, private: false }),
        expect.objectContaining({ id: hidden.id, main: false, private: true }),
      ]);
      expect((await mainImageOf(owner)).filename).toBe(open.filename);
      for (const name of [hidden.filename, hidden.thumb_filename]) {
        expect((await fileAs(null, name)).statusCode).toBe(404);
      }
      // Only private photos left: no main image at all.
      const last = await remove(owner.token, open.id);
      expect(last.json().photos).toEqual([expect.objectContaining({ id: hidden.id, main: false })]);
      expect(last.json().user.profile.main_image).toBeNull();
      expect(await mainImageOf(owner)).toBeNull();
      expect((await fileAs(null, hidden.filename)).statusCode).toBe(404);
      // Made public again, it becomes the main image.
      const again = await setPrivate(owner.token, hidden.id, false);
      expect(again.json().photos).toEqual([expect.objectContaining({ id: hidden.id, main: true })]);
      expect((await mainImageOf(owner)).filename).toBe(hidden.filename);
    });

    it('refuses to make the main photo private (409), keeping it public', async () => {
      const owner = await createMember(t);
      const main = await uploadSmall(owner);
      const other = await uploadSmall(owner);
      const response = await setPrivate(owner.token, main.id, true);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'main_photo_public',
        message: 'Your main photo is shown to everybody and cannot be made private.',
        statusCode: 409,
      });
      expect((await list(owner.token)).json().photos).toEqual([
        expect.objectContaining({ id: main.id, main: true, private: false }),
        expect.objectContaining({ id: other.id, main: false, private: false }),
      ]);
      expect((await setPrivate(owner.token, other.id, true)).statusCode).toBe(200);
      expect((await setPrivate(owner.token, main.id, false)).statusCode).toBe(200);
      const stranger = await createMember(t);
      expect((await setPrivate(stranger.token, other.id, false)).statusCode).toBe(404);
    });

    it('frees a place under the limit', async () => {
      const member = await createMember(t);
      const own = [await uploadSmall(member), await uploadSmall(member), await uploadSmall(member)];
      await remove(member.token, own[1]!.id);
      expect((await uploadSmall(member)).id).toBeGreaterThan(own[2]!.id);
    });

    it("refuses another member's photo, unknown ids and bad input without touching anything", async () => {
      const owner = await createMember(t);
      const other = await createMember(t);
      const photo = await uploadSmall(owner);
      const foreign = await remove(other.token, photo.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().error).toBe('not_found');
      expect((await remove(other.token, 'abc')).statusCode).toBe(400);
      expect((await remove(owner.token, photo.id, {})).json().error).toBe('client_header_required');
      expect((await list(owner.token)).json().photos).toHaveLength(1);
      expect(existsSync(path.join(uploadsDir(), photo.filename))).toBe(true);
    });

    it('needs a session', async () => {
      const response = await t.app.inject({ url: '/api/photos.php' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('authentication_required');
    });
  });

  describe('the files (/uploads/)', () => {
    it('lets caches keep a photo only as long as its owner shows it: revalidated at every use', async () => {
      const owner = await createMember(t);
      const premium = await createMember(t, { gender: 'male', paidUser: true });
      const main = await uploadSmall(owner);
      const hidden = await uploadSmall(owner);
      await setPrivate(owner.token, hidden.id, true);

      const first = await fileAs(null, main.filename);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(first.headers['last-modified']).toBeTruthy();
      // Revalidation: unchanged and still shown, 304 without the bytes.
      const again = await fileAs(null, main.filename, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const privately = await fileAs(premium, hidden.filename);
      expect(privately.statusCode).toBe(200);
      expect(privately.headers['cache-control']).toBe('private, no-cache');

      // Withdrawn: the next revalidation is refused, and the refusal is not kept either.
      await remove(owner.token, main.id);
      const withdrawn = await fileAs(null, main.filename, { 'if-none-match': etag });
      expect(withdrawn.statusCode).toBe(404);
      expect(withdrawn.headers['cache-control']).toBe('no-store');
      expect(withdrawn.json().error).toBe('not_found');
    });

    it("draws a demo member's own portrait the first time its file is asked for", async () => {
      const member = await createMember(t);
      const filename = 'demo/face-f-004242.jpg';
      const thumbFilename = 'demo/face-f-004242_thumb.jpg';
      await t.db.handle.db.insert(photos).values({ memberId: member.id, filename, thumbFilename });
      const [row] = await t.db.handle.db.select().from(photos).where(eq(photos.filename, filename));
      await t.db.handle.db.update(members).set({ mainPhotoId: row!.id }).where(eq(members.id, member.id));
      expect(existsSync(path.join(uploadsDir(), filename))).toBe(false);

      const served = await fileAs(null, thumbFilename);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 400 });
      expect(existsSync(path.join(uploadsDir(), filename))).toBe(true);
      // A name no portrait has is refused as before.
      expect((await fileAs(null, 'demo/face-f-999999999.jpg')).statusCode).toBe(404);
    });

    it('decides a shared demo file by every row naming it, not the first 20', async () => {
      const site = 'herzklopfen.test';
      const owner = await createMember(t, {}, site);
      const premium = await createMember(t, { gender: 'male', paidUser: true }, site);
      const free = await createMember(t, { gender: 'male' }, site);
      // 25 public rows of the same library file on another site come before the owner's row in any order
      // of "the most open rows first".
      const elsewhere = await createMember(t);
      const filename = 'demo/shared-scene-private.jpg';
      const thumbFilename = 'demo/shared-scene-private_thumb.jpg';
      await mkdir(path.join(uploadsDir(), 'demo'), { recursive: true });
      await writeFile(path.join(uploadsDir(), filename), 'the shared scene');
      await writeFile(path.join(uploadsDir(), thumbFilename), 'its thumbnail');
      await addPhoto(t, elsewhere.id, { main: true });
      await t.db.handle.db
        .insert(photos)
        .values(Array.from({ length: 25 }, () => ({ memberId: elsewhere.id, filename, thumbFilename })));
      await addPhoto(t, owner.id, { main: true });
      const [row] = await t.db.handle.db
        .insert(photos)
        .values({ memberId: owner.id, filename, thumbFilename, private: true })
        .returning();

      // The profile shows the premium member the photo unlocked; its file answers accordingly.
      const profile = await t.app.inject({
        url: `/api/member.php?id=${owner.id}`,
        headers: { host: site },
        cookies: withSession(premium.token),
      });
      expect(profile.json().profile.photos).toContainEqual(
        expect.objectContaining({ id: row!.id, locked: false, filename }),
      );
      for (const name of [filename, thumbFilename]) {
        const served = await fileAs(premium, name);
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('private, no-cache');
      }
      // The free member on that site and visitors may not see the private photo (the other site's public
      // rows are not theirs to see either).
      expect((await fileAs(free, filename)).statusCode).toBe(404);
      expect((await fileAs(null, filename)).statusCode).toBe(404);
    });
  });
});
