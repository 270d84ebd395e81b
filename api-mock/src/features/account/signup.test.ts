/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { UserResponseSchema } from 'contract';
import { members, sites } from '../../db/schema.js';
import {
  CLIENT,
  createAccountTestApp,
  linkTokenFor,
  mailsTo,
  sessionCookieOf,
  signup,
  signupBody,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import type { TestApp } from '../../testing/test-app.js';

describe('POST /api/signup.php', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createAccountTestApp(clock);
  });
  afterAll(() => t.close());

  const post = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/signup.php', headers: { ...CLIENT, ...headers }, payload });

  async function setSignups(domain: string, signups: 'all' | 'with_trafficsource' | 'invite_only') {
    await t.db.handle.db.update(sites).set({ signups }).where(eq(sites.domain, domain));
    t.app.services.siteDirectory.invalidate();
  }

  it('creates a not_confirmed account with a session and the site signup credits', async () => {
    const body = signupBody({ email: 'Robin.Signup@Example.com', name: 'Robin', signup_message: 'Hello!' });
    const response = await post({ ...body, tracking: { network: 'adnet', sub1: 'abc' } });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(Value.Check(UserResponseSchema, response.json())).toBe(true);
    expect(user).toMatchObject({
      status: 'not_confirmed',
      email: 'robin.signup@example.com',
      credits: 20,
      paid_user: false,
      notifications_disabled: [],
      fictional_icon: true,
      language: 'en',
      signup_date: '2026-06-01T12:00:00.000Z',
      // Hidden from other members until the address is confirmed.
      profile: { name: 'Robin', age: 36, main_image: null, gender: null, country: 'GB', status: 'disabled' },
    });
    const token = sessionCookieOf(response);
    expect(token).toBeDefined();
    const me = await t.app.inject({ url: '/api/user.php', cookies: withSession(token as string) });
    expect(me.json().user.profile.id).toBe(user.profile.id);
    const [row] = await t.db.handle.db.select().from(members).where(eq(members.id, user.profile.id));
    expect(row).toMatchObject({
      email: 'robin.signup@example.com',
      tracking: { network: 'adnet', sub1: 'abc' },
      signupMessage: 'Hello!',
    });
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it('sends the activation mail whose link confirms the account', async () => {
    const { body, token } = await signup(t.app);
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.subject).toBe('Confirm your e-mail address for Flirtmoment');
    expect(mail?.links[0]).toMatch(
      /^https:\/\/flirtmoment\.test\/api\/activate\.php\?token=[A-Za-z0-9_-]{43}$/,
    );
    const activation = await linkTokenFor(t.app, body.email, '/api/activate.php');
    const done = await t.app.inject({ url: '/api/activate.php', query: { token: activation } });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/activate/done');
    const me = await t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    expect(me.json().user).toMatchObject({ status: 'confirmed', profile: { status: 'active' } });
    // Single use.
    const again = await t.app.inject({ url: '/api/activate.php', query: { token: activation } });
    // A second click: the address is confirmed already, which the page says instead of a failure.
    expect(again.headers.location).toBe('/activate/error?reason=already_confirmed');
    const bogus = await t.app.inject({ url: '/api/activate.php?token=nope' });
    expect(bogus.headers.location).toBe('/activate/error');
  });

  it('activation links expire after 7 days; a new one can be requested', async () => {
    const { body, token } = await signup(t.app);
    const first = await linkTokenFor(t.app, body.email, '/api/activate.php');
    clock.advance(7 * 24 * 3_600_000 + 1000);
    const late = await t.app.inject({ url: '/api/activate.php', query: { token: first } });
    expect(late.headers.location).toBe('/activate/error');
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/activation-mail.php',
      headers: CLIENT,
      cookies: withSession(token),
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ success: true });
    const second = await linkTokenFor(t.app, body.email, '/api/activate.php');
    expect(second).not.toBe(first);
    const ok = await t.app.inject({ url: '/api/activate.php', query: { token: second } });
    expect(ok.headers.location).toBe('/activate/done');
  });

  const rules: [Record<string, unknown>, string, string, string][] = [
    [
      { name: 'same@example.com', email: 'same@example.com' },
      'name',
      'name_equals_email',
      'Username may not be the same as your e-mail address',
    ],
    [{ name: '@robin' }, 'name', 'name_starts_with_at', 'Username may not start with @'],
    [{ name: 'Ro' }, 'name', 'name_length', 'Username must be 3 to 30 characters long.'],
    ...['Robin\u202Egnp.exe', '\u200B\u200B\u200B\u200B', 'Ro\u0301\u0302\u0303bin', '\u0301Robin'].map(
      (name): [Record<string, unknown>, string, string, string] => [
        { name },
        'name',
        'name_invalid_characters',
        'Username may not contain invisible characters, text-direction controls or stacked accents.',
      ],
    ),
    // Names that read as markup, symbols or hidden text: refused with a message naming the problem.
    ...['<img src=x onerror=alert(1)>', 'Anna<b>', 'Tom & Jerry', '{{7*7}}'].map(
      (name): [Record<string, unknown>, string, string, string] => [
        { name },
        'name',
        'name_disallowed_characters',
        "Username may only contain letters, digits, spaces and . _ - '",
      ],
    ),
    ...['Anna \u{1F60D}', 'Cash$$$'].map((name): [Record<string, unknown>, string, string, string] => [
      { name },
      'name',
      'name_symbols',
      'Username may not contain emoji or symbols.',
    ]),
    ...['Rob\u200Din', 'Anna\u202E'].map((name): [Record<string, unknown>, string, string, string] => [
      { name },
      'name',
      'name_invalid_characters',
      'Username may not contain invisible characters, text-direction controls or stacked accents.',
    ]),
    [{ name: 'Anna  Bell' }, 'name', 'name_double_space', 'Username may not contain two spaces in a row.'],
    ...['Admin', 'Sup Port', 'flirtmoment', 'FLIRT MOMENT.test'].map(
      (name): [Record<string, unknown>, string, string, string] => [
        { name },
        'name',
        'name_reserved',
        'This username is reserved, please choose another one.',
      ],
    ),
    [
      { date_of_birth: '2010-01-01' },
      'date_of_birth',
      'date_of_birth_min_age',
      'Enter your date of birth (18+)',
    ],
    [{ date_of_birth: '' }, 'date_of_birth', 'date_of_birth_min_age', 'Enter your date of birth (18+)'],
    [{ date_of_birth: '1990-02-31' }, 'date_of_birth', 'date_of_birth_invalid', 'Invalid date of birth.'],
    [{ email: 'robin@' }, 'email', 'email_invalid', 'Invalid email'],
    [{ password: 'short' }, 'password', 'password_too_short', 'Password must be at least 8 characters long.'],
    [
      { password: 'p'.repeat(129) },
      'password',
      'password_too_long',
      'Password may be at most 128 characters long.',
    ],
    [
      { password: 'iloveyou' },
      'password',
      'password_common',
      'This password is too common, please choose another one.',
    ],
    [
      { signup_message: 'x'.repeat(1001) },
      'signup_message',
      'signup_message_too_long',
      'Your message may be at most 1000 characters long.',
    ],
  ];
  it.each(rules.map(([overrides, field, code, message]) => [field, code, overrides, message] as const))(
    'refuses a signup: %s %s',
    async (field, code, overrides, message) => {
      const response = await post(signupBody(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        statusCode: 400,
        fields: { [field]: message },
        field_codes: { [field]: code },
      });
    },
  );

  it('stores the name composed (NFC), so it looks and compares the same however it was typed', async () => {
    const response = await post(signupBody({ name: ' Zoe\u0308 Lefe\u0300vre ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.profile.name).toBe('Zo\u00EB Lef\u00E8vre');
  });

  it.each(['José', 'Zoë-Marie', "O'Neil", 'Łukasz', 'Anna B.'])(
    'accepts the real name %s and shows it as typed',
    async (name) => {
      const response = await post(signupBody({ name }));
      expect(response.statusCode).toBe(201);
      expect(response.json().user.profile.name).toBe(name);
    },
  );

  it.each([
    ['name', 'Rob\u0000in'],
    ['email', 'robin\u0000@example.com'],
    ['password', 'correct horse\u0000battery'],
    ['signup_message', 'Hello\u0000'],
  ])('refuses a NUL character in %s with 400 and says why', async (field, value) => {
    const response = await post(signupBody({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const suffix = field === 'signup_message' ? '(such as NUL)' : '(such as NUL or line breaks)';
    expect(response.json()).toEqual({
      error: 'validation_failed',
      message: `Invalid body: ${field} must not contain control characters ${suffix}`,
      statusCode: 400,
      fields: { [field]: `must not contain control characters ${suffix}` },
    });
  });

  it('keeps line breaks in the signup message', async () => {
    const response = await post(signupBody({ signup_message: 'Hello,\r\n\tnice to meet you' }));
    expect(response.statusCode).toBe(201);
  });

  it('suggests the likely intended address', async () => {
    const response = await post(signupBody({ email: 'jane@gmial.com' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { email: 'Invalid email' },
      suggestion: 'jane@gmail.com',
    });
  });

  it('refuses an address that has an account, whatever its case', async () => {
    const { body } = await signup(t.app);
    const response = await post(signupBody({ email: body.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'email_exists',
      message: 'An account with this e-mail address already exists',
      statusCode: 409,
    });
  });

  it('points an account pending deletion to the reactivation link', async () => {
    const { body, user } = await signup(t.app);
    await t.db.handle.db
      .update(members)
      .set({ deletedAt: clock.now() })
      .where(eq(members.id, user.profile.id));
    const response = await post(signupBody({ email: body.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'account_pending_deletion',
      message:
        'This account is pending deletion. Use the reactivation link in the e-mail we sent you, or contact customer service.',
      statusCode: 409,
    });
  });

  it('with signups=with_trafficsource needs a traffic-source network', async () => {
    await setSignups('flirtmoment.test', 'with_trafficsource');
    try {
      const closed = await post(signupBody());
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toEqual({
        error: 'signups_closed',
        message: 'Signing up is not possible right now.',
        statusCode: 403,
      });
      expect((await post(signupBody({ tracking: { network: 'adnet' } }))).statusCode).toBe(201);
    } finally {
      await setSignups('flirtmoment.test', 'all');
    }
  });

  it("in invite-only mode needs the code of a site member's invite link", async () => {
    const inviter = await signup(t.app);
    const code: string = inviter.user.invite_code;
    expect(code).toMatch(/^[0-9a-f]{16}$/);
    await setSignups('flirtmoment.test', 'invite_only');
    try {
      // No invite, a malformed one, a member id (guessable), and a code of another site's member.
      const elsewhere = await signup(t.app, {}, 'herzklopfen.test');
      for (const invite of [undefined, 'abc', String(inviter.user.profile.id), elsewhere.user.invite_code]) {
        const response = await post(signupBody(invite === undefined ? {} : { invite }));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'invite_only',
          message: 'Flirtmoment is currently invite-only',
          statusCode: 403,
        });
      }
      const invited = await post(signupBody({ invite: code.toUpperCase() }));
      expect(invited.statusCode).toBe(201);
      // Every member gets their own code.
      expect(invited.json().user.invite_code).not.toBe(code);
    } finally {
      await setSignups('flirtmoment.test', 'all');
    }
  });

  it('answers who invited for a valid code of the site, and 404 otherwise', async () => {
    const inviter = await signup(t.app, { name: 'Inviting Ines' });
    const ok = await t.app.inject({ url: '/api/invite.php', query: { code: inviter.user.invite_code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ inviter: { name: 'Inviting Ines' } });
    for (const code of ['0000000000000000', 'nope', String(inviter.user.profile.id)]) {
      const unknown = await t.app.inject({ url: '/api/invite.php', query: { code } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('not_found');
    }
    const otherSite = await t.app.inject({
      url: '/api/invite.php',
      query: { code: inviter.user.invite_code },
      headers: { host: 'herzklopfen.test' },
    });
    expect(otherSite.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/invite.php' })).statusCode).toBe(400);
  });

  it("stores the first step's gender and sexuality, so discovery knows whom to show at once", async () => {
    const response = await post(signupBody({ gender: 'female', sexuality: 'lesbian' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.profile).toMatchObject({ gender: 'female', sexuality: 'lesbian' });
  });

  it('refuses a gender or sexuality outside the value lists, per field', async () => {
    const response = await post(signupBody({ gender: 'robot', sexuality: 'any' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      field_codes: { gender: 'invalid_value', sexuality: 'invalid_value' },
    });
  });

  it('stores the member the signup started from', async () => {
    const other = await signup(t.app);
    const { user } = await signup(t.app, { member_id: other.user.profile.id });
    const [row] = await t.db.handle.db.select().from(members).where(eq(members.id, user.profile.id));
    expect(row?.referrerMemberId).toBe(other.user.profile.id);
  });

  it('writes the mails of a German site in German with its own domain in the links', async () => {
    const body = signupBody();
    const response = await post(body, { host: 'herzklopfen.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.language).toBe('de');
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für Herzklopfen');
    expect(mail?.links[0]).toMatch(/^https:\/\/herzklopfen\.test\/api\/activate\.php\?token=/);
    expect(mail?.html).toContain('<a href="https://herzklopfen.test/api/activate.php?token=');
  });

  it('refuses bodies of the wrong shape with 400', async () => {
    const response = await post({ email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
  });

  it('refuses a request without the client header', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: signupBody() });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('client_header_required');
  });
});
