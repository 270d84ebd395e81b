/** @jest-environment node */
import { CLIENT, signupBody } from '../testing/accounts.js';
import { clientId } from '../testing/chat.js';
import { as, createDiscoveryTestApp, createMember, type TestMember } from '../testing/members.js';
import type { TestApp } from '../testing/test-app.js';

/** Half of a surrogate pair on its own: JSON can carry it (`"\ud800"`), but it is no character at all. */
const LONE_SURROGATES = ['\ud800', '\udfff'];

/** The body with `field` spoiled by a lone surrogate, once in front and once at the end. */
function spoiled(body: Record<string, unknown>, field: string): Record<string, unknown>[] {
  const value = String(body[field]);
  return LONE_SURROGATES.flatMap((half) => [
    { ...body, [field]: `${half}${value}` },
    { ...body, [field]: `${value}${half}` },
  ]);
}

describe('text that is not well-formed Unicode', () => {
  let t: TestApp;
  let member: TestMember;
  let partner: TestMember;
  beforeAll(async () => {
    t = await createDiscoveryTestApp();
    member = await createMember(t);
    partner = await createMember(t, { gender: 'male' });
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  };

  it('is refused with a 4xx in every string field of the signup', async () => {
    const body = {
      ...signupBody(),
      signup_message: 'Hello',
      gender: 'male',
      sexuality: 'hetero',
      invite: 'abc',
    };
    // The finding: a lone surrogate in the e-mail made the typo checker throw, a 500.
    expect(body.email).toBeDefined();
    for (const field of Object.keys(body)) {
      for (const payload of spoiled(body, field)) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/signup.php',
          headers: CLIENT,
          payload,
        });
        expectRefused(response);
      }
    }
    for (const payload of spoiled({ network: 'adnet', sub1: 'abc' }, 'sub1')) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        headers: CLIENT,
        payload: { ...signupBody(), tracking: payload },
      });
      expectRefused(response);
    }
  });

  it('is refused with a 4xx in the login', async () => {
    const body = { email: 'x@example.org', password: 'correct horse battery' };
    for (const field of Object.keys(body)) {
      for (const payload of spoiled(body, field)) {
        expectRefused(await as(t.app, null).post('/api/user.php', payload));
      }
    }
  });

  it('is refused with a 4xx in every string field of a profile edit', async () => {
    const body = {
      name: 'Robin',
      date_of_birth: '1990-05-17',
      gender: 'female',
      sexuality: 'hetero',
      country: 'GB',
      region: 'London',
      city: 'London',
      hair_color: 'brown',
      eye_color: 'blue',
      body_type: 'slim',
      relationship_status: 'single',
      signup_reason: 'fun',
      about_me: 'About me',
    };
    for (const field of Object.keys(body)) {
      for (const payload of spoiled(body, field)) {
        expectRefused(await as(t.app, member).put('/api/profile.php', payload));
      }
    }
    for (const half of LONE_SURROGATES) {
      expectRefused(await as(t.app, member).put('/api/profile.php', { interests: [`music${half}`] }));
    }
  });

  it('is refused with a 4xx in a message', async () => {
    const body = { member: partner.id, text: 'Hello there', client_id: clientId() };
    for (const field of ['text', 'client_id']) {
      for (const payload of spoiled(body, field)) {
        expectRefused(await as(t.app, member).post('/api/messages.php', payload));
      }
    }
  });

  it('leaves characters outside the basic plane alone (a surrogate pair is one character)', async () => {
    const response = await as(t.app, member).put('/api/profile.php', { about_me: 'Grüße 👋' });
    expect(response.statusCode).toBe(200);
  });
});
