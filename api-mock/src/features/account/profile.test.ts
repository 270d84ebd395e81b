/** @jest-environment node */
import { ACCOUNT_TEST_ENV, CLIENT, signup, TEST_SCRYPT, withSession } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('PUT /api/profile.php', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env: ACCOUNT_TEST_ENV });
    token = (await signup(t.app)).token;
  });
  afterAll(() => t.close());

  const put = (payload: object, session: string | null = token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: CLIENT,
      payload,
      cookies: session ? withSession(session) : {},
    });

  it('saves values of the lists and answers the user', async () => {
    const response = await put({
      gender: 'female',
      sexuality: 'bi',
      country: 'nl',
      region: 'Utrecht',
      city: ' Utrecht ',
      hair_color: 'dark_blond',
      eye_color: 'hazel',
      body_type: 'slim',
      relationship_status: 'living_together',
      tattoos: true,
      interests: ['music', 'hiking', 'music'],
      signup_reason: 'relationship',
      about_me: 'Coffee first.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile).toMatchObject({
      gender: 'female',
      sexuality: 'bi',
      country: 'NL',
      region: 'Utrecht',
      city: 'Utrecht',
      hair_color: 'dark_blond',
      eye_color: 'hazel',
      body_type: 'slim',
      relationship_status: 'living_together',
      tattoos: true,
      interests: ['music', 'hiking'],
      signup_reason: 'relationship',
      about_me: 'Coffee first.',
    });
    const me = await t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    expect(me.json().user.profile.region).toBe('Utrecht');
  });

  it('shows a change in the next polled user call at once (the remembered view is dropped)', async () => {
    const poll = () => t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    await put({ city: 'Leiden' });
    const before = await poll();
    expect(before.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await poll()).body).toBe(before.body);
    expect(before.json().user.profile.city).toBe('Leiden');
    await put({ city: 'Delft' });
    expect((await poll()).json().user.profile.city).toBe('Delft');
  });

  it('resets the region when the country changes without one', async () => {
    const response = await put({ country: 'DE' });
    expect(response.json().user.profile).toMatchObject({ country: 'DE', region: null });
  });

  it('refuses values outside the lists, each field named', async () => {
    const response = await put({
      gender: 'other',
      hair_color: 'green',
      country: 'SE',
      interests: ['music', 'skydiving'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: {
        gender: 'Invalid value.',
        hair_color: 'Invalid value.',
        country: 'Invalid value.',
        interests: 'Invalid value.',
      },
    });
    expect((await put({ country: 'DE', region: 'Utrecht' })).json().fields).toEqual({
      region: 'Invalid value.',
    });
    // Unknown members are dropped by the body schema (Fastify's Ajv removes additional properties).
    expect((await put({ unknown_field: 1 })).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await put({ gender: 'male' }, null);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('authentication_required');
  });
});
