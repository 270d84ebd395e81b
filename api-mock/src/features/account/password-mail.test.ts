/** @jest-environment node */
import {
  CLIENT,
  createAccountTestApp,
  linkTokenFor,
  mailsTo,
  sessionCookieOf,
  signup,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import type { TestApp } from '../../testing/test-app.js';

const HOUR = 3_600_000;

describe('password and e-mail flows', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createAccountTestApp(clock);
  });
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
    t.app.inject({ method, url, headers: CLIENT, payload, cookies: token ? withSession(token) : {} });
  const login = (email: string, password: string) => call('POST', '/api/user.php', { email, password });

  describe('password reset', () => {
    it('mails a link; the link sets a new password once and ends every session', async () => {
      const { body, token } = await signup(t.app);
      const request = await call('POST', '/api/password-reset.php', { email: body.email.toUpperCase() });
      expect(request.statusCode).toBe(200);
      expect(request.json()).toEqual({ success: true });
      const [mail] = await mailsTo(t.app, body.email);
      expect(mail?.subject).toBe('Reset your password for Flirtmoment');
      expect(mail?.links[0]).toMatch(/^http:\/\/localhost(:80)?\/reset-password\/do\?token=/);
      const reset = await linkTokenFor(t.app, body.email, '/reset-password/do');

      const differ = await call('POST', '/api/password-reset-do.php', {
        token: reset,
        password: 'new secret phrase',
        password_repeat: 'new secret phrasE',
      });
      expect(differ.statusCode).toBe(400);
      expect(differ.json()).toEqual({
        error: 'passwords_differ',
        message: 'The entered passwords are not the same.',
        statusCode: 400,
      });
      const weak = await call('POST', '/api/password-reset-do.php', {
        token: reset,
        password: 'password',
        password_repeat: 'password',
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().field_codes).toEqual({ password: 'password_common' });

      const done = await call('POST', '/api/password-reset-do.php', {
        token: reset,
        password: 'new secret phrase',
        password_repeat: 'new secret phrase',
      });
      expect(done.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/user.php', cookies: withSession(token) })).statusCode).toBe(
        403,
      );
      expect((await login(body.email, body.password)).statusCode).toBe(401);
      expect((await login(body.email, 'new secret phrase')).statusCode).toBe(200);

      const reused = await call('POST', '/api/password-reset-do.php', {
        token: reset,
        password: 'another phrase 1',
        password_repeat: 'another phrase 1',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({
        error: 'token_invalid',
        message: 'Link expired or invalid, request a new email',
        statusCode: 400,
      });
    });

    it('reset links expire after 2 hours', async () => {
      const { body } = await signup(t.app);
      await call('POST', '/api/password-reset.php', { email: body.email });
      const reset = await linkTokenFor(t.app, body.email, '/reset-password/do');
      clock.advance(2 * HOUR + 1000);
      const late = await call('POST', '/api/password-reset-do.php', {
        token: reset,
        password: 'new secret phrase',
        password_repeat: 'new secret phrase',
      });
      expect(late.json().error).toBe('token_invalid');
    });

    it('answers an unknown address with email_not_found', async () => {
      const response = await call('POST', '/api/password-reset.php', { email: 'unknown-person@example.com' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: 'email_not_found',
        message: 'E-mail address not found',
        statusCode: 404,
      });
    });

    it('sends at most 3 reset mails per address per 24 hours', async () => {
      const { body } = await signup(t.app);
      for (let i = 0; i < 3; i++) {
        expect((await call('POST', '/api/password-reset.php', { email: body.email })).statusCode).toBe(200);
      }
      const fourth = await call('POST', '/api/password-reset.php', { email: body.email });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({
        error: 'reset_limit',
        message: 'Too many password reset emails sent, please try again tomorrow.',
        statusCode: 429,
      });
      clock.advance(24 * HOUR + 1000);
      expect((await call('POST', '/api/password-reset.php', { email: body.email })).statusCode).toBe(200);
    });
  });

  describe('password change', () => {
    it('needs the old password, ends the other sessions and renews this one', async () => {
      const { body, token } = await signup(t.app);
      const other = sessionCookieOf(await login(body.email, body.password)) as string;
      const wrong = await call(
        'PUT',
        '/api/password.php',
        { old_password: 'nope nope', password: 'fresh phrase 2' },
        token,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: 'old_password_wrong',
        message: 'Please check your old password.',
        statusCode: 400,
      });
      const changed = await call(
        'PUT',
        '/api/password.php',
        { old_password: body.password, password: 'fresh phrase 2' },
        token,
      );
      expect(changed.statusCode).toBe(200);
      const fresh = sessionCookieOf(changed) as string;
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(token);
      for (const stolen of [token, other]) {
        expect((await t.app.inject({ url: '/api/user.php', cookies: withSession(stolen) })).statusCode).toBe(
          403,
        );
      }
      expect((await t.app.inject({ url: '/api/user.php', cookies: withSession(fresh) })).statusCode).toBe(
        200,
      );
      expect((await login(body.email, 'fresh phrase 2')).statusCode).toBe(200);
    });

    it('needs a session and the client header', async () => {
      expect((await call('PUT', '/api/password.php', { old_password: 'a', password: 'b' })).statusCode).toBe(
        403,
      );
      const { token } = await signup(t.app);
      const noHeader = await t.app.inject({
        method: 'PUT',
        url: '/api/password.php',
        cookies: withSession(token),
        payload: { old_password: 'a', password: 'b' },
      });
      expect(noHeader.json().error).toBe('client_header_required');
    });
  });

  describe('e-mail change', () => {
    it('mails a link to the new address that applies the change', async () => {
      const { body, token } = await signup(t.app);
      const newAddress = `changed.${Date.now()}@example.com`;
      const request = await call('POST', '/api/mail-change.php', { email: newAddress }, token);
      expect(request.statusCode).toBe(200);
      expect(await mailsTo(t.app, body.email)).toHaveLength(1); // only the activation mail
      const [mail] = await mailsTo(t.app, newAddress);
      expect(mail?.subject).toBe('Confirm your new e-mail address for Flirtmoment');
      const change = await linkTokenFor(t.app, newAddress, '/mail-change/do');
      const done = await call('POST', '/api/mail-change-do.php', { token: change });
      expect(done.statusCode).toBe(200);
      expect(done.json().user.status).toBe('confirmed');
      expect((await login(newAddress, body.password)).statusCode).toBe(200);
      expect((await login(body.email, body.password)).statusCode).toBe(401);
      const reused = await call('POST', '/api/mail-change-do.php', { token: change });
      expect(reused.json().error).toBe('token_invalid');
    });

    it('refuses an invalid new address', async () => {
      const { token } = await signup(t.app);
      const response = await call('POST', '/api/mail-change.php', { email: 'broken@' }, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'new_email_invalid',
        message: 'New email adress is invalid.',
        statusCode: 400,
      });
    });

    it('refuses an address that owns an account, also when it is taken before confirming', async () => {
      const first = await signup(t.app);
      const second = await signup(t.app);
      const taken = await call('POST', '/api/mail-change.php', { email: first.body.email }, second.token);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: 'email_duplicate',
        message: 'This email address already owns an account on this website.',
        statusCode: 409,
      });
      const target = `race.${Date.now()}@example.com`;
      await call('POST', '/api/mail-change.php', { email: target }, second.token);
      const change = await linkTokenFor(t.app, target, '/mail-change/do');
      await signup(t.app, { email: target });
      const late = await call('POST', '/api/mail-change-do.php', { token: change });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('email_duplicate');
    });

    it('mail-change links expire after 2 hours', async () => {
      const { token } = await signup(t.app);
      const target = `late.${Date.now()}@example.com`;
      await call('POST', '/api/mail-change.php', { email: target }, token);
      const change = await linkTokenFor(t.app, target, '/mail-change/do');
      clock.advance(2 * HOUR + 1000);
      expect((await call('POST', '/api/mail-change-do.php', { token: change })).json().error).toBe(
        'token_invalid',
      );
    });
  });

  it.each([
    ['POST', '/api/password-reset.php'],
    ['POST', '/api/password-reset-do.php'],
    ['POST', '/api/mail-change.php'],
    ['POST', '/api/mail-change-do.php'],
    ['POST', '/api/activation-mail.php'],
    ['PUT', '/api/profile.php'],
  ] as const)('%s %s without the client header: 403 client_header_required', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('client_header_required');
  });
});
