/** @jest-environment node */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { testClock } from '../../../testing/accounts.js';
import { as, createDiscoveryTestApp, createMember } from '../../../testing/members.js';
import type { TestApp } from '../../../testing/test-app.js';
import { members, photos } from '../../schema.js';
import { demoPortraitFiles } from './images.js';
import { drawBacklog, portraitsNamedIn } from './portraits-ahead.js';
import { portraitFile } from './pictures.js';

describe('demo portraits drawn before they are shown', () => {
  let t: TestApp;
  const clock = testClock(new Date('2026-06-01T12:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
  const onDisk = (name: string) => existsSync(path.join(uploadsDir(), name));

  /** A member whose main photo is a demo portrait, as the seed stores it (not drawn). */
  async function memberWithPortrait(face: number, fields: Partial<typeof members.$inferInsert> = {}) {
    const member = await createMember(t, fields);
    const file = portraitFile('female', face);
    const db = t.db.handle.db;
    const [row] = await db
      .insert(photos)
      .values({ memberId: member.id, filename: file.filename, thumbFilename: file.thumbFilename })
      .returning();
    await db.update(members).set({ mainPhotoId: row?.id }).where(eq(members.id, member.id));
    return { member, file };
  }

  it('finds the portraits an answer names, wherever they are', () => {
    expect(
      portraitsNamedIn({
        profiles: [{ main_image: { filename: 'demo/face-f-000001.jpg', thumb_filename: 'x_thumb.jpg' } }],
        similar: [{ photos: [{ thumb_filename: 'demo/face-m-000002_thumb.jpg' }] }],
        other: ['demo/scene-01.jpg', 'demo/face-f-000001.jpg', 7, null],
      }).sort(),
    ).toEqual(['demo/face-f-000001.jpg', 'demo/face-m-000002_thumb.jpg']);
  });

  it('draws the portraits a profile or a search answer names before the answer goes out', async () => {
    const { member, file } = await memberWithPortrait(11, { name: 'Portrait Eleven' });
    expect(onDisk(file.filename)).toBe(false);

    const profile = await as(t.app, null).get('/api/member.php', { id: String(member.id) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile.main_image.filename).toBe(file.filename);
    // On disk when the answer arrives: the picture's first request finds it.
    expect(onDisk(file.filename)).toBe(true);
    expect(onDisk(file.thumbFilename)).toBe(true);

    const other = await memberWithPortrait(12, { country: 'GB' });
    const viewer = await createMember(t, { gender: 'male', country: 'GB' });
    const search = await as(t.app, viewer).get('/api/members.php', { gender: 'female', num: '50' });
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain(other.file.thumbFilename);
    expect(onDisk(other.file.thumbFilename)).toBe(true);
    const thumb = await as(t.app, viewer).get(`/uploads/${other.file.thumbFilename}`);
    expect(thumb.statusCode).toBe(200);
  });

  it('draws every portrait in the background, one at a time, and stops when asked', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'portraits-ahead-'));
    try {
      const drawn = [await memberWithPortrait(21), await memberWithPortrait(22)];
      const result = await drawBacklog(
        t.db.handle.db,
        demoPortraitFiles(folder),
        new AbortController().signal,
      );
      expect(result.stopped).toBe(false);
      expect(result.portraits).toBeGreaterThanOrEqual(2);
      for (const { file } of drawn) {
        expect(existsSync(path.join(folder, file.filename))).toBe(true);
        const thumb = await sharp(path.join(folder, file.thumbFilename)).metadata();
        expect(thumb).toMatchObject({ width: 400, height: 400 });
      }

      const stopped = new AbortController();
      stopped.abort();
      const other = await mkdtemp(path.join(os.tmpdir(), 'portraits-ahead-'));
      const none = await drawBacklog(t.db.handle.db, demoPortraitFiles(other), stopped.signal);
      expect(none.stopped).toBe(true);
      expect(existsSync(path.join(other, drawn[0]!.file.filename))).toBe(false);
      await rm(other, { recursive: true, force: true });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
