/** @jest-environment node */
import sharp from 'sharp';
import { PHOTO_LIMIT_FREE, SWIPE_GAME_DAILY_LIKES } from 'contract';
import { CLIENT, testClock, withSession } from '../../testing/accounts.js';
import {
  addPhoto,
  as,
  createDiscoveryTestApp,
  createMember,
  type TestMember,
} from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

const BOUNDARY = '----error-texts-boundary';

/** A small JPEG as the photo upload sends it. */
async function photoUpload(): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#06c' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload };
}

describe('error answers in the reader’s language', () => {
  let t: TestApp;
  // 21:00 UTC: the day's likes come back in 3 hours.
  const clock = testClock(new Date('2026-06-01T21:00:00Z'));
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
  });
  afterAll(() => t.close());

  /** Plays the swipe game until the day's likes are used up; answers the refused like. */
  async function likeOnceTooOften(player: TestMember) {
    for (let i = 0; i <= SWIPE_GAME_DAILY_LIKES; i += 1) {
      const candidate = await createMember(t, { gender: 'female', country: 'NZ' });
      await addPhoto(t, candidate.id, { main: true });
    }
    let state = (await as(t.app, player).get('/api/swipe.php')).json();
    for (let i = 0; i < SWIPE_GAME_DAILY_LIKES; i += 1) {
      state = (await as(t.app, player).post('/api/swipe.php', { id: state.profile.id, like: true })).json();
    }
    return as(t.app, player).post('/api/swipe.php', { id: state.profile.id, like: true });
  }

  async function uploadOverTheLimit(member: TestMember) {
    for (let i = 0; i < PHOTO_LIMIT_FREE; i += 1) await addPhoto(t, member.id, { main: i === 0 });
    const { headers, payload } = await photoUpload();
    return t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, ...headers, 'accept-language': 'en-GB' },
      payload,
      cookies: withSession(member.token),
    });
  }

  it('tells a German member the swipe limit in German, with the time filled in', async () => {
    const player = await createMember(t, { gender: 'male', country: 'NZ', language: 'de' });
    const refused = await likeOnceTooOften(player);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'swipe_limit',
      message: 'Deine Likes für heute sind aufgebraucht. Neue Likes in 3 Stunden.',
      statusCode: 429,
      seconds: 3 * 3600,
    });
  });

  it('tells an English member the swipe limit in English, with the time filled in', async () => {
    const player = await createMember(t, { gender: 'male', country: 'NZ', language: 'en' });
    const refused = await likeOnceTooOften(player);
    expect(refused.json().message).toBe('You have used today’s likes. New likes in 3 hours.');
  });

  it('tells a German member the photo limit in German, whatever the browser says', async () => {
    const member = await createMember(t, { language: 'de' });
    const refused = await uploadOverTheLimit(member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'photo_limit', message: 'Foto-Limit erreicht', statusCode: 403 });
  });

  it('tells an English member the photo limit in English', async () => {
    const member = await createMember(t, { language: 'en' });
    expect((await uploadOverTheLimit(member)).json().message).toBe('Photo limit reached');
  });

  it('answers a visitor in the browser’s language, else in the site’s', async () => {
    const ask = (host: string, acceptLanguage?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/likes.php',
        headers: { ...CLIENT, host, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
    const english = await ask('herzklopfen.test', 'en-GB,en;q=0.9,de;q=0.5');
    expect(english.json()).toEqual({
      error: 'authentication_required',
      message: 'authentication required',
      statusCode: 403,
    });
    expect((await ask('herzklopfen.test', 'fr-CH, fr;q=0.9')).json().message).toBe(
      'Veuillez vous connecter.',
    );
    // No language the site speaks in the header: the site's own (the German demo site).
    expect((await ask('herzklopfen.test', 'ja')).json().message).toBe('Bitte melde dich an.');
    expect((await ask('localhost', 'en')).json().message).toBe('authentication required');
  });

  it('words a request its schema refuses in the visitor’s language, field names as the API spells them', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...CLIENT, host: 'herzklopfen.test', 'accept-language': 'de-DE' },
      payload: { email: 'x@example.org', password: 42 },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ message: string; fields: Record<string, string> }>();
    expect(body.message).toMatch(/^Die Angaben sind ungültig: /);
    expect(body.message).not.toMatch(/is required|must be/);
    expect(Object.values(body.fields)).toContain('fehlt');
  });

  it('answers an unknown address in the visitor’s language', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing.php',
      headers: { ...CLIENT, 'accept-language': 'nl-NL' },
    });
    expect(missing.json()).toEqual({
      error: 'not_found',
      message: 'Wat je zoekt, is niet gevonden.',
      statusCode: 404,
    });
  });
});
