/** @jest-environment node */
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  createAccountTestApp,
  linkTokenFor,
  mailsTo,
  sessionCookieOf,
  signup,
  signupBody,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

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
      expect(mail?.links[0]).toMatch(/^https:\/\/flirtmoment\.test\/reset-password\/do\?token=/);
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
      const request = await call(
        'POST',
        '/api/mail-change.php',
        { email: newAddress, password: body.password },
        token,
      );
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
      const { body, token } = await signup(t.app);
      const response = await call(
        'POST',
        '/api/mail-change.php',
        { email: 'broken@', password: body.password },
        token,
      );
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
      const password = second.body.password;
      const taken = await call(
        'POST',
        '/api/mail-change.php',
        { email: first.body.email, password },
        second.token,
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: 'email_duplicate',
        message: 'This email address already owns an account on this website.',
        statusCode: 409,
      });
      const target = `race.${Date.now()}@example.com`;
      await call('POST', '/api/mail-change.php', { email: target, password }, second.token);
      const change = await linkTokenFor(t.app, target, '/mail-change/do');
      await signup(t.app, { email: target });
      const late = await call('POST', '/api/mail-change-do.php', { token: change });
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toBe('email_duplicate');
    });

    it('mail-change links expire after 2 hours', async () => {
      const { body, token } = await signup(t.app);
      const target = `late.${Date.now()}@example.com`;
      await call('POST', '/api/mail-change.php', { email: target, password: body.password }, token);
      const change = await linkTokenFor(t.app, target, '/mail-change/do');
      clock.advance(2 * HOUR + 1000);
      expect((await call('POST', '/api/mail-change-do.php', { token: change })).json().error).toBe(
        'token_invalid',
      );
    });
  });

  describe('outstanding links after a password change', () => {
    const resetWith = (token: string, password = 'brand new phrase 9') =>
      call('POST', '/api/password-reset-do.php', { token, password, password_repeat: password });
    const requestReset = async (email: string) => {
      expect((await call('POST', '/api/password-reset.php', { email })).statusCode).toBe(200);
      return linkTokenFor(t.app, email, '/reset-password/do');
    };

    it('a completed reset voids every other reset link of the account', async () => {
      const { body } = await signup(t.app);
      const first = await requestReset(body.email);
      const second = await requestReset(body.email);
      expect((await resetWith(second)).statusCode).toBe(200);
      const stale = await resetWith(first, 'attacker phrase 77');
      expect(stale.statusCode).toBe(400);
      expect(stale.json()).toEqual({
        error: 'token_invalid',
        message: 'Link expired or invalid, request a new email',
        statusCode: 400,
      });
      expect((await login(body.email, 'brand new phrase 9')).statusCode).toBe(200);
    });

    it('a password change voids every outstanding reset link', async () => {
      const { body, token } = await signup(t.app);
      const reset = await requestReset(body.email);
      const changed = await call(
        'PUT',
        '/api/password.php',
        { old_password: body.password, password: 'changed phrase 31' },
        token,
      );
      expect(changed.statusCode).toBe(200);
      const stale = await resetWith(reset, 'attacker phrase 77');
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toBe('token_invalid');
      expect((await login(body.email, 'changed phrase 31')).statusCode).toBe(200);
    });

    it('a password change also voids a pending e-mail change link', async () => {
      const { body, token } = await signup(t.app);
      const target = `pending.${Date.now()}@example.com`;
      await call('POST', '/api/mail-change.php', { email: target, password: body.password }, token);
      const change = await linkTokenFor(t.app, target, '/mail-change/do');
      const changed = await call(
        'PUT',
        '/api/password.php',
        { old_password: body.password, password: 'changed phrase 32' },
        token,
      );
      const fresh = sessionCookieOf(changed) as string;
      expect((await call('POST', '/api/mail-change-do.php', { token: change }, fresh)).json().error).toBe(
        'token_invalid',
      );
    });
  });

  describe('links in mails', () => {
    it("a reset requested with Host: evil.example mails a link on the site's domain", async () => {
      const { body } = await signup(t.app);
      const request = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset.php',
        headers: { ...CLIENT, host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: { email: body.email },
      });
      expect(request.statusCode).toBe(200);
      const [mail] = await mailsTo(t.app, body.email);
      expect(mail?.links).toEqual([
        expect.stringMatching(/^https:\/\/flirtmoment\.test\/reset-password\/do\?token=[\w-]{43}$/),
      ]);
      expect(mail?.text).not.toContain('evil.example');
      expect(mail?.html).not.toContain('evil.example');
    });
  });

  describe('e-mail change needs the password, ends other sessions and can be undone', () => {
    const change = (token: string, payload: object) => call('POST', '/api/mail-change.php', payload, token);
    const userCall = (token: string) => t.app.inject({ url: '/api/user.php', cookies: withSession(token) });
    const newAddress = (label: string) =>
      `${label}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;

    it('refuses a request without the current password', async () => {
      const { token } = await signup(t.app);
      const target = newAddress('nopass');
      const response = await change(token, { email: target });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation_failed');
      expect(await mailsTo(t.app, target)).toEqual([]);
    });

    it('refuses a wrong password with a clear message, before looking at the address', async () => {
      const owner = await signup(t.app);
      const other = await signup(t.app);
      const target = newAddress('wrongpass');
      for (const email of [target, other.body.email]) {
        const response = await change(owner.token, { email, password: 'not the password' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'password_wrong',
          message: 'Please check your password.',
          statusCode: 400,
        });
      }
      expect(await mailsTo(t.app, target)).toEqual([]);
    });

    it('applied, it keeps only the asking session and mails an undo link to the old address', async () => {
      const { body, token } = await signup(t.app, { name: 'Changer' });
      const otherDevice = sessionCookieOf(await login(body.email, body.password)) as string;
      const target = newAddress('applied');
      expect((await change(token, { email: target, password: body.password })).statusCode).toBe(200);
      // Nothing changes before the link is used.
      expect((await userCall(otherDevice)).statusCode).toBe(200);

      const link = await linkTokenFor(t.app, target, '/mail-change/do');
      const done = await call('POST', '/api/mail-change-do.php', { token: link });
      expect(done.statusCode).toBe(200);
      expect(done.json().user.email).toBe(target);
      expect((await userCall(token)).statusCode).toBe(200);
      const ended = await userCall(otherDevice);
      expect(ended.statusCode).toBe(403);
      expect(ended.json().error).toBe('authentication_required');

      const [notice] = await mailsTo(t.app, body.email);
      expect(notice?.subject).toBe('Your e-mail address for Flirtmoment has been changed');
      expect(notice?.text).toContain('Hi Changer,');
      expect(notice?.text).toContain(`has been changed to ${target}.`);
      expect(notice?.links).toEqual([
        expect.stringMatching(/^https:\/\/flirtmoment\.test\/mail-change\/undo\?token=[\w-]{43}$/),
      ]);
    });

    it('the undo link restores the old address, ends every session and makes the owner reset the password', async () => {
      const { body, token } = await signup(t.app);
      const target = newAddress('undone');
      await change(token, { email: target, password: body.password });
      await call('POST', '/api/mail-change-do.php', {
        token: await linkTokenFor(t.app, target, '/mail-change/do'),
      });
      const undo = await linkTokenFor(t.app, body.email, '/mail-change/undo');
      // Whoever made the change logs in again with the new address meanwhile.
      const intruder = sessionCookieOf(await login(target, body.password)) as string;
      expect((await userCall(intruder)).statusCode).toBe(200);

      const undone = await call('POST', '/api/mail-change-undo.php', { token: undo });
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toEqual({ success: true });
      for (const session of [token, intruder]) expect((await userCall(session)).statusCode).toBe(403);
      // The password the change was made with no longer works, with either address.
      expect((await login(target, body.password)).statusCode).toBe(401);
      expect((await login(body.email, body.password)).statusCode).toBe(401);

      // A reset link went to the restored address; the owner sets a new password with it.
      const [resetMail] = await mailsTo(t.app, body.email);
      expect(resetMail?.subject).toBe('Reset your password for Flirtmoment');
      const reset = await linkTokenFor(t.app, body.email, '/reset-password/do');
      const password = 'owner is back 42';
      expect(
        (
          await call('POST', '/api/password-reset-do.php', {
            token: reset,
            password,
            password_repeat: password,
          })
        ).statusCode,
      ).toBe(200);
      expect((await login(body.email, password)).statusCode).toBe(200);

      const again = await call('POST', '/api/mail-change-undo.php', { token: undo });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: 'token_invalid',
        message: 'Link expired or invalid, request a new email',
        statusCode: 400,
      });
    });

    it('after two changes in a row, the first undo link still brings back the first address', async () => {
      const { body, token } = await signup(t.app);
      const first = newAddress('hop1');
      const second = newAddress('hop2');
      for (const target of [first, second]) {
        await change(token, { email: target, password: body.password });
        await call('POST', '/api/mail-change-do.php', {
          token: await linkTokenFor(t.app, target, '/mail-change/do'),
        });
      }
      const ownersUndo = await linkTokenFor(t.app, body.email, '/mail-change/undo');
      const middleUndo = await linkTokenFor(t.app, first, '/mail-change/undo');
      // The later undo (mailed to the intermediate address) does not void the owner's earlier one...
      expect((await call('POST', '/api/mail-change-undo.php', { token: middleUndo })).statusCode).toBe(200);
      expect((await call('POST', '/api/mail-change-undo.php', { token: ownersUndo })).statusCode).toBe(200);
      const [resetMail] = await mailsTo(t.app, body.email);
      expect(resetMail?.subject).toBe('Reset your password for Flirtmoment');
      // ...and the owner's undo voids it and every reset link mailed to the intermediate address.
      expect((await call('POST', '/api/mail-change-undo.php', { token: middleUndo })).json().error).toBe(
        'token_invalid',
      );
      const strayReset = await linkTokenFor(t.app, first, '/reset-password/do');
      const password = 'intruder phrase 5';
      expect(
        (
          await call('POST', '/api/password-reset-do.php', {
            token: strayReset,
            password,
            password_repeat: password,
          })
        ).json().error,
      ).toBe('token_invalid');
    });

    it('the undo link is valid for 7 days and only on its own site', async () => {
      const { body, token } = await signup(t.app);
      const target = newAddress('undo-late');
      await change(token, { email: target, password: body.password });
      await call('POST', '/api/mail-change-do.php', {
        token: await linkTokenFor(t.app, target, '/mail-change/do'),
      });
      const undo = await linkTokenFor(t.app, body.email, '/mail-change/undo');
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/mail-change-undo.php',
        headers: { ...CLIENT, host: 'herzklopfen.test' },
        payload: { token: undo },
      });
      expect(elsewhere.json().error).toBe('token_invalid');
      clock.advance(7 * 24 * HOUR + 1000);
      const late = await call('POST', '/api/mail-change-undo.php', { token: undo });
      expect(late.statusCode).toBe(400);
      expect(late.json().error).toBe('token_invalid');
      expect((await login(target, body.password)).statusCode).toBe(200);
    });
  });

  it.each([
    ['POST', '/api/password-reset.php'],
    ['POST', '/api/password-reset-do.php'],
    ['POST', '/api/mail-change.php'],
    ['POST', '/api/mail-change-do.php'],
    ['POST', '/api/mail-change-undo.php'],
    ['POST', '/api/activation-mail.php'],
    ['PUT', '/api/profile.php'],
  ] as const)('%s %s without the client header: 403 client_header_required', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('client_header_required');
  });
});

describe('links for local development (SITE_URL_TEMPLATE=http://{host}:{port})', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: { ...ACCOUNT_TEST_ENV, SITE_URL_TEMPLATE: 'http://{host}:{port}', PORT: '4173' },
    });
  });
  afterAll(() => t.close());

  it('point at localhost for the site served there, whatever Host the request named', async () => {
    const { body } = await signup(t.app, {}, 'evil.example');
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:4173\/api\/activate\.php\?token=/);
  });

  it('point at the domain of a site that localhost does not serve', async () => {
    const body = signupBody();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      headers: { ...CLIENT, host: 'herzklopfen.test:4173' },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, body.email);
    expect(mail?.links[0]).toMatch(/^http:\/\/herzklopfen\.test:4173\/api\/activate\.php\?token=/);
  });
});
