/**
 * @jest-environment node
 *
 * A PostgreSQL outage as clients see it, on a server of the test's own (killed, then started again): every
 * route answers 503 service_unavailable with Retry-After in the API's error shape, never 500; the instance
 * stays live but is not ready; once the database is back, the same app serves again without a restart.
 */
import { createChatMember, sendMessage } from '../testing/chat.js';
import { CLIENT, logIn, signup } from '../testing/accounts.js';
import { as, createDiscoveryTestApp, createMember, type TestMember } from '../testing/members.js';
import { startPrivatePostgres, type PrivateServer } from '../testing/private-servers.js';
import type { TestApp } from '../testing/test-app.js';

const OUTAGE_BODY = {
  error: 'service_unavailable',
  message: 'The service is unavailable for a moment. Please try again shortly.',
  statusCode: 503,
};

describe('a PostgreSQL outage', () => {
  let server: PrivateServer;
  let t: TestApp;
  let sender: TestMember;
  let recipient: TestMember;
  let login: { email: string; password: string };
  const savedUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    // The test app's database is created on the private server (testing/test-db.ts reads DATABASE_URL).
    process.env.DATABASE_URL = server.url;
    t = await createDiscoveryTestApp();
    sender = await createChatMember(t, { premium: true, credits: 100 });
    recipient = await createMember(t, { gender: 'male' });
    const account = await signup(t.app);
    login = { email: account.body.email, password: account.body.password };
  });
  afterAll(async () => {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
    await server.start();
    await t?.close();
    await server?.close();
  });

  /** The representative calls: log in, search members, send a message, the user call. */
  const calls = () => ({
    login: () => logIn(t.app, login.email, login.password),
    search: () => as(t.app, sender).get('/api/members.php'),
    send: () => sendMessage(t, sender, { member: recipient.id, text: 'Are you there?' }),
    user: () => as(t.app, sender).get('/api/user.php'),
    // The user call of a member whose session the 1 s session memo does not hold (the sender's may be
    // answered from it for that second, which is as it should be): the lookup needs the database.
    otherUser: () => as(t.app, recipient).get('/api/user.php'),
  });

  it('answers 503 with Retry-After while the database is down, and serves again once it is back', async () => {
    const { login: logInCall, search, send, user, otherUser } = calls();
    // Before: everything serves.
    expect((await logInCall()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(201);
    expect((await user()).statusCode).toBe(200);

    await server.kill();

    for (const [name, call] of Object.entries({ login: logInCall, search, send, user: otherUser })) {
      const response = await call();
      expect({ name, status: response.statusCode }).toEqual({ name, status: 503 });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual(OUTAGE_BODY);
    }
    const live = await t.app.inject({ url: '/api/health/live', headers: CLIENT });
    expect(live.statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/api/health/ready', headers: CLIENT });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: 'service_unavailable', statusCode: 503 });

    await server.start();

    // The pool opens new connections by itself; the app is not restarted.
    const readyAgain = await t.app.inject({ url: '/api/health/ready', headers: CLIENT });
    expect(readyAgain.statusCode).toBe(200);
    expect((await logInCall()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(201);
    expect((await user()).statusCode).toBe(200);
  });
});
