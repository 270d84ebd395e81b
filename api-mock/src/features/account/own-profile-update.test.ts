/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH } from 'contract';
import { members } from '../../db/schema.js';
import { testClock, withSession } from '../../testing/accounts.js';
import { as, createDiscoveryTestApp, createMember, type TestMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));

describe('PUT /api/profile.php: the own profile, every field', () => {
  let t: TestApp;
  let a: TestMember;
  let b: TestMember;
  beforeAll(async () => {
    t = await createDiscoveryTestApp(clock);
    a = await createMember(t, { gender: 'female', sexuality: 'hetero', country: 'DE' });
    b = await createMember(t, { gender: 'male', sexuality: 'hetero', country: 'DE' });
  });
  afterAll(() => t.close());

  const put = (payload: unknown, member: TestMember = a) =>
    as(t.app, member).put('/api/profile.php', payload);

  it('saves name and date of birth, and another member sees the change at once', async () => {
    // B looked at A's profile before: whatever is remembered of that view must not outlive the change.
    expect((await as(t.app, b).get('/api/member.php', { id: String(a.id) })).statusCode).toBe(200);
    const response = await put({
      name: '  Sunny Sabine ',
      date_of_birth: '1996-06-02',
      about_me: 'Hiking on weekends.',
      interests: ['hiking', 'coffee'],
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'normal',
      relationship_status: 'single',
      tattoos: false,
      signup_reason: 'flirt',
      gender: 'female',
      sexuality: 'bi',
      country: 'DE',
      region: 'Bayern',
      city: 'München',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile).toMatchObject({
      name: 'Sunny Sabine',
      date_of_birth: '1996-06-02',
      // Born 2 June 1996: on 1 June 2026 the birthday has not come yet.
      age: 29,
      region: 'Bayern',
      city: 'München',
    });
    const seen = await as(t.app, b).get('/api/member.php', { id: String(a.id) });
    expect(seen.json().profile).toMatchObject({
      name: 'Sunny Sabine',
      age: 29,
      about_me: 'Hiking on weekends.',
      interests: ['hiking', 'coffee'],
      hair_color: 'red',
      region: 'Bayern',
      city: 'München',
    });
    // Others see the age, never the date of birth.
    expect(seen.json().profile.date_of_birth).toBeUndefined();
  });

  it('checks the name by the signup rules, with their wording', async () => {
    const cases: [string, string][] = [
      ['@sabine', ACCOUNT_MESSAGES.nameStartsWithAt],
      ['ab', ACCOUNT_MESSAGES.nameLength],
      ['x'.repeat(NAME_MAX_LENGTH + 1), ACCOUNT_MESSAGES.nameLength],
      ['Ad-min', ACCOUNT_MESSAGES.nameReserved],
      ['Sab\u202Eine', ACCOUNT_MESSAGES.nameInvalidCharacters],
      ['Sab\u200Dine', ACCOUNT_MESSAGES.nameInvalidCharacters],
      ['<img src=x onerror=alert(1)>', "Username may only contain letters, digits, spaces and . _ - '"],
      ['Anna<b>', "Username may only contain letters, digits, spaces and . _ - '"],
      ['Sabine \u{1F525}', 'Username may not contain emoji or symbols.'],
      ['Sunny  Sabine', 'Username may not contain two spaces in a row.'],
    ];
    for (const [name, message] of cases) {
      const response = await put({ name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', fields: { name: message } });
    }
    const me = await as(t.app, a).get('/api/user.php');
    expect(me.json().user.profile.name).toBe('Sunny Sabine');
  });

  it('accepts real names of any script, with accents, apostrophes, hyphens and initials', async () => {
    for (const name of ['José', 'Zoë-Marie', "O'Neil", 'Łukasz', 'Anna B.']) {
      const response = await put({ name });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 200 });
      const me = await as(t.app, a).get('/api/user.php');
      expect(me.json().user.profile.name).toBe(name);
    }
    // The later cases expect the name this file's first update gave.
    expect((await put({ name: 'Sunny Sabine' })).statusCode).toBe(200);
  });

  it('keeps a name chosen before the current rule when the form sends it unchanged', async () => {
    await t.db.handle.db.update(members).set({ name: 'Sabine \u{1F31E}' }).where(eq(members.id, a.id));
    const unchanged = await put({ name: 'Sabine \u{1F31E}', city: 'Passau' });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().user.profile).toMatchObject({ name: 'Sabine \u{1F31E}', city: 'Passau' });
    const changed = await put({ name: 'Sabine \u{1F31D}' });
    expect(changed.json().fields).toEqual({ name: 'Username may not contain emoji or symbols.' });
    expect((await put({ name: 'Sunny Sabine', city: 'München' })).statusCode).toBe(200);
  });

  it('refuses the own e-mail address as the name', async () => {
    const [row] = await t.db.handle.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, a.id));
    const response = await put({ name: row!.email.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'Username may not be the same as your e-mail address' });
  });

  it('checks the date of birth by the signup rules, with their wording', async () => {
    const minAge = `Enter your date of birth (18+)`;
    const cases: [string, string][] = [
      ['', minAge],
      // 18 tomorrow: not yet.
      ['2008-06-02', minAge],
      ['2001-02-30', 'Invalid date of birth.'],
      ['1990-5-17', 'Invalid date of birth.'],
      ['2030-01-01', 'Invalid date of birth.'],
      ['1850-01-01', 'Invalid date of birth.'],
    ];
    for (const [date_of_birth, message] of cases) {
      const response = await put({ date_of_birth });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ date_of_birth: message });
    }
    // 18 today: old enough.
    expect((await put({ date_of_birth: '2008-06-01' })).statusCode).toBe(200);
  });

  it('refuses values outside the lists and changes nothing of a refused update', async () => {
    const response = await put({
      name: 'Sabine Again',
      eye_color: 'purple',
      body_type: 'athletic',
      relationship_status: 'complicated',
      signup_reason: 'money',
      sexuality: 'pan',
      interests: ['hiking', 'hiking ', 'x'.repeat(50)],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(
      ['body_type', 'eye_color', 'interests', 'relationship_status', 'sexuality', 'signup_reason'].sort(),
    );
    const me = (await as(t.app, a).get('/api/user.php')).json().user.profile;
    expect(me.name).toBe('Sunny Sabine');
  });

  it('answers 400 for control characters, NUL, huge strings and wrong types, never 500', async () => {
    const bad: unknown[] = [
      { name: 'Sab\u0000ine' },
      { city: 'Berlin\nMitte' },
      { name: 'x'.repeat(5000) },
      { about_me: 'x'.repeat(100_000) },
      { city: 'x'.repeat(2000) },
      { interests: Array.from({ length: 500 }, () => 'music') },
      { tattoos: 'yes please' },
      { date_of_birth: 19900517 },
    ];
    for (const payload of bad) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
    }
    // A long about me within the schema but over the product's limit: the field is named.
    const tooLong = await put({ about_me: 'x'.repeat(2001) });
    expect(tooLong.json().fields).toEqual({ about_me: 'Invalid value.' });
  });

  it('ignores unknown fields: they cannot reach other columns', async () => {
    const response = await put({
      credits: 1_000_000,
      status: 'confirmed',
      paid_user: true,
      city: 'Augsburg',
    });
    expect(response.statusCode).toBe(200);
    const user = response.json().user;
    expect(user.profile.city).toBe('Augsburg');
    expect(user.paid_user).toBe(false);
    expect(user.credits).toBeLessThan(1_000_000);
  });

  it("keeps to the member's own site: another site's countries are refused", async () => {
    const other = await createMember(t, { country: 'DE' }, 'herzklopfen.test');
    const onOwnSite = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile.php',
        headers: { 'x-request-type': 'client', host: 'herzklopfen.test' },
        cookies: withSession(other.token),
        payload: payload as object,
      });
    // Herzklopfen serves DE, AT and CH only.
    const refused = await onOwnSite({ country: 'NL' });
    expect(refused.statusCode).toBe(400);
    // In the member's language: Herzklopfen's members are German.
    expect(refused.json().fields).toEqual({ country: 'Ungültiger Wert.' });
    expect((await onOwnSite({ country: 'AT', region: 'Tirol' })).statusCode).toBe(200);
    // The session of one site does not work on another's host.
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url: '/api/profile.php',
      headers: { 'x-request-type': 'client' },
      cookies: withSession(other.token),
      payload: { city: 'Hijack' },
    });
    expect(elsewhere.statusCode).toBe(403);
    const me = await onOwnSite({});
    expect(me.json().user.profile.city).not.toBe('Hijack');
  });

  it('keeps country and region consistent under parallel updates', async () => {
    await put({ country: 'DE', region: 'Berlin', city: 'Berlin' });
    // One request moves the member to Austria (the region is reset with it), others set a German region.
    const results = await Promise.all([
      put({ country: 'AT' }),
      put({ region: 'Hessen' }),
      put({ region: 'Sachsen' }),
      put({ city: 'Leipzig' }),
      put({ about_me: 'Parallel.' }),
    ]);
    for (const response of results) expect([200, 400]).toContain(response.statusCode);
    const profile = (await as(t.app, a).get('/api/user.php')).json().user.profile;
    const regions = await t.app.inject({ url: '/api/regions.php', query: { country: profile.country } });
    if (profile.region !== null) expect(regions.json().regions).toContain(profile.region);
    expect(profile.about_me).toBe('Parallel.');
    expect(profile.city).toBe('Leipzig');
  });
});
