/** @jest-environment node */
/**
 * Each account change of several rows commits fully or not at all: a failure injected between its steps
 * (inside the transaction) leaves the account as it was, the link still valid and no mail queued.
 */
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  linkTokenFor,
  mailsTo,
  sessionCookieOf,
  signup,
  signupBody,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { transactionFaults } from '../../testing/faults.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('account changes are all or nothing', () => {
  let t: TestApp;
  const clock = testClock();
  const faults = transactionFaults();
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      clock: clock.now,
      env: ACCOUNT_TEST_ENV,
      inTransaction: faults.inTransaction,
    });
  });
  afterEach(() => faults.clear());
  afterAll(() => t.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
    t.app.inject({ method, url, headers: CLIENT, payload, cookies: token ? withSession(token) : {} });
  const login = (email: string, password: string) => call('POST', '/api/user.php', { email, password });
  const userCall = (token: string) => t.app.inject({ url: '/api/user.php', cookies: withSession(token) });

  it('signup: a failure queueing the activation mail leaves no account, so the retry signs up', async () => {
    const body = signupBody();
    faults.failAt('jobs', 'enqueue');
    const failed = await call('POST', '/api/signup.php', body);
    expect(failed.statusCode).toBe(500);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    expect(await mailsTo(t.app, body.email)).toHaveLength(0);

    faults.clear();
    const retried = await call('POST', '/api/signup.php', body);
    expect(retried.statusCode).toBe(201);
    expect(await mailsTo(t.app, body.email)).toHaveLength(1);
  });

  it('password reset: a failure ending the sessions keeps the link valid and the old password', async () => {
    const { body, token } = await signup(t.app);
    await call('POST', '/api/password-reset.php', { email: body.email });
    const link = await linkTokenFor(t.app, body.email, '/reset-password/do');
    const reset = { token: link, password: 'brand new phrase', password_repeat: 'brand new phrase' };

    faults.failAt('auth', 'revokeOtherSessions');
    expect((await call('POST', '/api/password-reset-do.php', reset)).statusCode).toBe(500);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
    expect((await login(body.email, reset.password)).statusCode).toBe(401);
    expect((await userCall(token)).statusCode).toBe(200);

    faults.clear();
    expect((await call('POST', '/api/password-reset-do.php', reset)).statusCode).toBe(200);
    expect((await login(body.email, reset.password)).statusCode).toBe(200);
    expect((await userCall(token)).statusCode).toBe(403);
  });

  it('password change: a failure voiding the links keeps the old password and every session', async () => {
    const { body, token } = await signup(t.app);
    const other = sessionCookieOf(await login(body.email, body.password)) as string;
    const change = { old_password: body.password, password: 'changed phrase 7' };

    faults.failAt('auth', 'voidTokens');
    expect((await call('PUT', '/api/password.php', change, token)).statusCode).toBe(500);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
    expect((await login(body.email, change.password)).statusCode).toBe(401);
    expect((await userCall(other)).statusCode).toBe(200);

    faults.clear();
    expect((await call('PUT', '/api/password.php', change, token)).statusCode).toBe(200);
    expect((await userCall(other)).statusCode).toBe(403);
  });

  it('e-mail change request: a failure queueing the mail issues no link', async () => {
    const { body, token } = await signup(t.app);
    const newAddress = `atomic.request.${Date.now()}@example.com`;
    faults.failAt('jobs', 'enqueue');
    const failed = await call(
      'POST',
      '/api/mail-change.php',
      { email: newAddress, password: body.password },
      token,
    );
    expect(failed.statusCode).toBe(500);
    expect(await mailsTo(t.app, newAddress)).toHaveLength(0);
    const stored = await t.db.handle.db.query.oneTimeTokens.findMany({
      where: (tokens, { eq }) => eq(tokens.kind, 'mail_change'),
    });
    const ownTokens = stored.filter((row) => row.payload.email === newAddress);
    expect(ownTokens).toHaveLength(0);
  });

  it('e-mail change confirmation: a failure queueing the notice keeps the old address and the link', async () => {
    const { body, token } = await signup(t.app);
    const newAddress = `atomic.confirm.${Date.now()}@example.com`;
    await call('POST', '/api/mail-change.php', { email: newAddress, password: body.password }, token);
    const link = await linkTokenFor(t.app, newAddress, '/mail-change/do');

    faults.failAt('jobs', 'enqueue');
    expect((await call('POST', '/api/mail-change-do.php', { token: link })).statusCode).toBe(500);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
    expect((await login(newAddress, body.password)).statusCode).toBe(401);

    faults.clear();
    expect((await call('POST', '/api/mail-change-do.php', { token: link })).statusCode).toBe(200);
    expect((await login(newAddress, body.password)).statusCode).toBe(200);
    expect((await mailsTo(t.app, body.email)).map((mail) => mail.links.length)).toContain(1);
  });

  it('e-mail change undo: a failure queueing the reset mail restores nothing and keeps the undo link', async () => {
    const { body, token } = await signup(t.app);
    const newAddress = `atomic.undo.${Date.now()}@example.com`;
    await call('POST', '/api/mail-change.php', { email: newAddress, password: body.password }, token);
    await call('POST', '/api/mail-change-do.php', {
      token: await linkTokenFor(t.app, newAddress, '/mail-change/do'),
    });
    const undo = await linkTokenFor(t.app, body.email, '/mail-change/undo');

    faults.failAt('jobs', 'enqueue');
    expect((await call('POST', '/api/mail-change-undo.php', { token: undo })).statusCode).toBe(500);
    expect((await login(newAddress, body.password)).statusCode).toBe(200);

    faults.clear();
    expect((await call('POST', '/api/mail-change-undo.php', { token: undo })).statusCode).toBe(200);
    expect((await login(newAddress, body.password)).statusCode).toBe(401);
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    const [resetMail] = await mailsTo(t.app, body.email);
    expect(resetMail?.links[0]).toContain('/reset-password/do');
  });
});
