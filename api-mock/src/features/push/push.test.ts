/** @jest-environment node */
/**
 * Web Push, server side: POST /api/user.php?push=1 (answers, authorization, the endpoint and key rules, one
 * browser moving between members, the per-member cap, logout) and the notifications themselves, sent for real
 * to a local push service that checks the VAPID signature and decrypts each message with the browser's keys.
 * The clock is injected and the job worker driven with runDue(); nothing waits.
 */
import { eq } from 'drizzle-orm';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER, type PushPayload } from 'contract';
import { members, pushSubscriptions, sessions } from '../../db/schema.js';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  logIn,
  sessionCookieOf,
  signupBody,
  TEST_SCRYPT,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import { grantCredits, sendMessage } from '../../testing/chat.js';
import {
  startLocalPushService,
  type LocalPushService,
  type TestBrowser,
} from '../../testing/local-push-service.js';
import { as, createMember, type MemberFields, type TestMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const SECOND = 1000;
const clock = testClock(new Date('2026-06-01T12:00:00Z'));
let t: TestApp;
let service: LocalPushService;

beforeAll(async () => {
  service = await startLocalPushService();
  t = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: clock.now,
    env: ACCOUNT_TEST_ENV,
  });
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => service.clear());

type Member = TestMember & { email: string; password: string };

async function member(fields: MemberFields = {}, host?: string): Promise<Member> {
  const { email, password } = signupBody();
  const created = await createMember(t, { email, ...fields }, host);
  return { ...created, email, password };
}

const PUSH_URL = '/api/user.php?push=1';

function postPush(who: TestMember | null, payload: unknown, headers: Record<string, string> = CLIENT) {
  return t.app.inject({
    method: 'POST',
    url: PUSH_URL,
    headers,
    cookies: who ? withSession(who.token) : undefined,
    payload: payload as object,
  });
}

async function subscribe(who: TestMember, browser: TestBrowser = service.browser()): Promise<TestBrowser> {
  const response = await postPush(who, { subscription: browser.subscription });
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: 200,
    body: { push: 'subscribed' },
  });
  return browser;
}

const storedEndpoints = async (who: TestMember) =>
  (
    await t.db.handle.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, who.id))
      .orderBy(pushSubscriptions.id)
  ).map((row) => row.endpoint);

const memberRow = async (who: TestMember) =>
  (await t.db.handle.db.select().from(members).where(eq(members.id, who.id)))[0]!;

/** A subscription as a browser would send it, with one part changed. */
function withEndpoint(endpoint: string, keys?: Partial<TestBrowser['subscription']['keys']>) {
  const { subscription } = service.browser();
  return { subscription: { ...subscription, endpoint, keys: { ...subscription.keys, ...keys } } };
}

const settingsOf = async () => (await t.app.inject({ url: '/api/settings.php' })).json().settings;

describe('POST /api/user.php?push=1', () => {
  it('subscribes, records a refusal and unsubscribes, answering what the server now holds', async () => {
    const anna = await member();
    const browser = await subscribe(anna);
    expect(await storedEndpoints(anna)).toEqual([browser.subscription.endpoint]);

    const denied = await postPush(anna, { subscription: 'denied' });
    expect(denied.json()).toEqual({ push: 'denied' });
    expect((await memberRow(anna)).pushDeniedAt).toEqual(clock.now());

    // Subscribing again (permission granted later) clears the refusal.
    await subscribe(anna, browser);
    expect((await memberRow(anna)).pushDeniedAt).toBeNull();

    const dropped = await postPush(anna, { subscription: false, endpoint: browser.subscription.endpoint });
    expect(dropped.json()).toEqual({ push: 'unsubscribed' });
    expect(await storedEndpoints(anna)).toEqual([]);
    // Nothing to drop: the same answer.
    expect((await postPush(anna, { subscription: false })).json()).toEqual({ push: 'unsubscribed' });
  });

  it('keeps the login at POST /api/user.php, and refuses a login body on the push route', async () => {
    const anna = await member();
    const login = await logIn(t.app, anna.email, anna.password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.profile.id).toBe(anna.id);
    const wrongRoute = await postPush(anna, { email: anna.email, password: anna.password });
    expect(wrongRoute.statusCode).toBe(400);
    expect(wrongRoute.json().error).toBe('validation_failed');
    // Another value of the flag is not the push route: the login answers (and refuses the body).
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=0',
      headers: CLIENT,
      payload: { subscription: 'denied' },
    });
    expect(other.statusCode).toBe(400);
  });

  it('needs a session on the member’s own site and the client header', async () => {
    const anna = await member();
    const { subscription } = service.browser();
    const visitor = await postPush(null, { subscription });
    expect({ status: visitor.statusCode, error: visitor.json().error }).toEqual({
      status: 403,
      error: 'authentication_required',
    });
    const otherSite = await postPush(anna, { subscription }, { ...CLIENT, host: 'herzklopfen.test' });
    expect({ status: otherSite.statusCode, error: otherSite.json().error }).toEqual({
      status: 403,
      error: 'authentication_required',
    });
    const noHeader = await postPush(anna, { subscription }, {});
    expect({ status: noHeader.statusCode, error: noHeader.json().error }).toEqual({
      status: 403,
      error: 'client_header_required',
    });
    expect(await storedEndpoints(anna)).toEqual([]);
  });

  it.each([
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['an unknown host', 'https://push.example.com/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.example.com/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials', 'https://user:secret@fcm.googleapis.com/fcm/send/abc'],
    ['a non-http scheme', 'file:///etc/passwd'],
    ['a NUL character', 'https://fcm.googleapis.com/fcm/send/a\u0000b'],
    ['a space', 'https://fcm.googleapis.com/fcm/send/a b'],
    ['a 2 KB endpoint', `https://fcm.googleapis.com/fcm/send/${'a'.repeat(2048)}`],
    ['a private address', 'https://10.0.0.1/push'],
  ])('refuses %s as endpoint (400)', async (_case, endpoint) => {
    const anna = await member();
    const response = await postPush(anna, withEndpoint(endpoint));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', statusCode: 400 });
    expect(response.json().message).toEqual(expect.any(String));
    expect(await storedEndpoints(anna)).toEqual([]);
  });

  it('explains why an endpoint is refused', async () => {
    const anna = await member();
    const unknown = await postPush(anna, withEndpoint('https://push.example.com/send/abc'));
    expect(unknown.json().message).toBe('The push endpoint is not a push service this site knows.');
    const http = await postPush(anna, withEndpoint('http://fcm.googleapis.com/fcm/send/abc'));
    expect(http.json().message).toBe('The push endpoint must be an https URL.');
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc'],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc'],
    ['https://wns2-db5p.notify.windows.com/w/?token=abc'],
    ['https://web.push.apple.com/QGx7abc'],
  ])('accepts the push service %s', async (endpoint) => {
    const anna = await member();
    expect((await postPush(anna, withEndpoint(endpoint))).json()).toEqual({ push: 'subscribed' });
    expect(await storedEndpoints(anna)).toEqual([endpoint]);
  });

  it.each([
    ['a p256dh that is no point on P-256', { p256dh: Buffer.alloc(65, 4).toString('base64url') }],
    ['a compressed p256dh', { p256dh: Buffer.alloc(65, 2).toString('base64url') }],
    ['a short p256dh', { p256dh: Buffer.alloc(33, 4).toString('base64url') }],
    ['an auth secret of 18 bytes', { auth: Buffer.alloc(18, 1).toString('base64url') }],
    ['keys in standard base64', { auth: 'aaaaaaaaaaaaaaaaaaaa+/' }],
  ])('refuses %s (400)', async (_case, keys) => {
    const anna = await member();
    const response = await postPush(anna, withEndpoint('https://fcm.googleapis.com/fcm/send/k', keys));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation_failed');
    expect(await storedEndpoints(anna)).toEqual([]);
  });

  it('refuses malformed and oversized bodies', async () => {
    const anna = await member();
    for (const payload of [{}, { subscription: true }, { subscription: 'granted' }, { subscription: 1 }]) {
      expect({ payload, status: (await postPush(anna, payload)).statusCode }).toEqual({
        payload,
        status: 400,
      });
    }
    const huge = await postPush(anna, { subscription: false, endpoint: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('moves a browser to the member who subscribes it last, and only its owner drops it', async () => {
    const [anna, bert] = [await member(), await member()];
    const browser = await subscribe(anna);
    await subscribe(bert, browser);
    expect(await storedEndpoints(anna)).toEqual([]);
    expect(await storedEndpoints(bert)).toEqual([browser.subscription.endpoint]);
    // Anna cannot drop Bert's subscription, even knowing its endpoint.
    await postPush(anna, { subscription: false, endpoint: browser.subscription.endpoint });
    expect(await storedEndpoints(bert)).toEqual([browser.subscription.endpoint]);
  });

  it(`keeps the newest ${PUSH_SUBSCRIPTIONS_PER_MEMBER} browsers of a member`, async () => {
    const anna = await member();
    const browsers: TestBrowser[] = [];
    for (let i = 0; i <= PUSH_SUBSCRIPTIONS_PER_MEMBER; i += 1) {
      browsers.push(await subscribe(anna));
      clock.advance(SECOND);
    }
    expect(await storedEndpoints(anna)).toEqual(browsers.slice(1).map((b) => b.subscription.endpoint));
  });

  it('limits a member to 30 changes a minute', async () => {
    const anna = await member();
    const answers = await Promise.all(
      Array.from({ length: 32 }, () => postPush(anna, { subscription: 'denied' })),
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(2);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().error).toBe('rate_limited');
  });

  it('drops the subscriptions of a session when it ends, and only those', async () => {
    const anna = await member();
    const phone = await subscribe(anna);
    const laptopToken = sessionCookieOf(await logIn(t.app, anna.email, anna.password))!;
    const laptop = await subscribe({ ...anna, token: laptopToken });
    const logout = await t.app.inject({
      url: '/api/logout.php',
      headers: CLIENT,
      cookies: withSession(anna.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(await storedEndpoints(anna)).toEqual([laptop.subscription.endpoint]);
    expect(phone.subscription.endpoint).not.toBe(laptop.subscription.endpoint);
  });

  it('drops every subscription of a member who deletes the account', async () => {
    const anna = await member();
    await subscribe(anna);
    const deleted = await as(t.app, anna).post('/api/account-delete.php', {
      reason: 'price',
      password: anna.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedEndpoints(anna)).toEqual([]);
  });
});

describe('push notifications', () => {
  /** Runs the due jobs and answers the messages this browser received (decrypted), as payloads. */
  async function deliver(browser: TestBrowser): Promise<PushPayload[]> {
    await t.app.jobs.runDue();
    return service.delivered(browser) as PushPayload[];
  }

  it('pushes a like to every browser of the member, signed with the site key, in their language', async () => {
    const [anna, bert] = [await member({ name: 'Anna' }), await member({ language: 'de' })];
    const [phone, laptop] = [await subscribe(bert), await subscribe(bert)];
    expect((await as(t.app, anna).post('/api/like.php', { id: bert.id })).statusCode).toBe(200);
    const expected: PushPayload = {
      type: 'like',
      title: (await settingsOf()).name,
      body: 'Anna mag dich',
      url: `/members/${anna.id}`,
      tag: `like-${anna.id}`,
      badge_count: 1,
    };
    expect(await deliver(phone)).toEqual([expected]);
    expect(service.delivered(laptop)).toEqual([expected]);

    const [received] = service.received(phone);
    expect(received?.vapid).toMatchObject({
      publicKey: (await settingsOf()).push_public_key,
      aud: service.origin,
      sub: `mailto:${(await settingsOf()).support_email}`,
    });
    expect(received?.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'normal',
    });

    // Once per event: running the queue again sends nothing more.
    await t.app.jobs.runDue();
    expect(service.received(phone)).toHaveLength(1);
  });

  it('pushes a new conversation and a new message without their text', async () => {
    const [anna, bert] = [await member({ name: 'Anna' }), await member({ language: 'fr' })];
    await grantCredits(t, anna, 100);
    const browser = await subscribe(bert);
    const secret = 'meet me at the old mill at nine';
    expect((await sendMessage(t, anna, { member: bert.id, text: secret })).statusCode).toBe(201);
    const [first] = await deliver(browser);
    expect(first).toEqual({
      type: 'new_conversation',
      title: (await settingsOf()).name,
      body: 'Anna veut discuter avec vous',
      url: `/members/${anna.id}/chat`,
      tag: `chat-${anna.id}`,
      badge_count: 1,
    });
    expect(service.received(browser)[0]?.headers.urgency).toBe('high');

    expect((await sendMessage(t, anna, { member: bert.id, text: `${secret} sharp` })).statusCode).toBe(201);
    const all = await deliver(browser);
    expect(all[1]).toMatchObject({
      type: 'new_message',
      body: 'Anna vous a envoyé un message',
      badge_count: 2,
    });
    for (const push of service.received(browser)) expect(push.payload).not.toContain('mill');
  });

  it('sends nothing for messages read before the push went out', async () => {
    const [anna, bert] = [await member(), await member()];
    await grantCredits(t, anna, 100);
    const browser = await subscribe(bert);
    const sent = await sendMessage(t, anna, { member: bert.id, text: 'hello' });
    const conversation = sent.json().message.conversation_id as number;
    await t.app.jobs.runDue();
    expect(service.delivered(browser)).toHaveLength(1);
    await sendMessage(t, anna, { conversation, text: 'are you there?' });
    const read = await as(t.app, bert).post('/api/chat-read.php', { conversation });
    expect(read.json()).toEqual({ total_unread_messages: 0 });
    await t.app.jobs.runDue();
    expect(service.received(browser)).toHaveLength(1);
  });

  it('pushes a match to the member who liked first, with the way to the chat', async () => {
    const [anna, bert] = [await member({ language: 'en' }), await member({ name: 'Bert' })];
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    const browser = await subscribe(anna);
    await as(t.app, bert).post('/api/like.php', { id: anna.id });
    expect(await deliver(browser)).toEqual([
      expect.objectContaining({
        type: 'match',
        body: 'It’s a match with Bert!',
        url: `/members/${bert.id}/chat`,
        tag: `chat-${bert.id}`,
      }),
    ]);
  });

  it('sends nothing when the member switched the push off, left, or the like is gone', async () => {
    const [anna, bert, carl, dora] = [await member(), await member(), await member(), await member()];
    const bertBrowser = await subscribe(bert);
    const carlBrowser = await subscribe(carl);
    const doraBrowser = await subscribe(dora);
    const off = await as(t.app, bert).put('/api/notification-settings.php', { push: { like: false } });
    expect(off.statusCode).toBe(200);
    await t.db.handle.db.update(members).set({ deletedAt: clock.now() }).where(eq(members.id, carl.id));
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    await as(t.app, anna).post('/api/like.php', { id: carl.id });
    await as(t.app, anna).post('/api/like.php', { id: dora.id });
    await as(t.app, anna).delete('/api/like.php', { id: String(dora.id) });
    await t.app.jobs.runDue();
    expect(service.received(bertBrowser)).toEqual([]);
    expect(service.received(carlBrowser)).toEqual([]);
    expect(service.received(doraBrowser)).toEqual([]);
  });

  it('sends nothing to a browser whose session has ended', async () => {
    const [anna, bert] = [await member(), await member()];
    const browser = await subscribe(bert);
    // Revoked without the logout's clean-up (another instance's half-done logout): the send path checks too.
    await t.db.handle.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.memberId, bert.id));
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    await t.app.jobs.runDue();
    expect(service.received(browser)).toEqual([]);
  });

  it('deletes a subscription the push service says is gone (410, 404)', async () => {
    const [anna, bert] = [await member(), await member()];
    const gone = await subscribe(bert);
    const unknown = await subscribe(bert);
    const live = await subscribe(bert);
    service.answer(gone, 410);
    service.answer(unknown, 404);
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    await t.app.jobs.runDue();
    expect(service.received()).toHaveLength(3);
    expect(await storedEndpoints(bert)).toEqual([live.subscription.endpoint]);
  });

  it('retries a browser the push service could not take (500, 429) with the queue’s backoff', async () => {
    const [anna, bert] = [await member(), await member()];
    const busy = await subscribe(bert);
    const fine = await subscribe(bert);
    service.answer(busy, 500, 429);
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    await t.app.jobs.runDue();
    expect(service.received(busy).map((push) => push.status)).toEqual([500]);
    expect(service.delivered(fine)).toHaveLength(1);

    // Not before the backoff: then once more (429), then delivered; the other browser hears nothing twice.
    await t.app.jobs.runDue();
    expect(service.received(busy)).toHaveLength(1);
    clock.advance(30 * SECOND);
    await t.app.jobs.runDue();
    clock.advance(60 * SECOND);
    await t.app.jobs.runDue();
    expect(service.received(busy).map((push) => push.status)).toEqual([500, 429, 201]);
    expect(service.delivered(busy)).toHaveLength(1);
    expect(service.delivered(fine)).toHaveLength(1);
    expect(await storedEndpoints(bert)).toHaveLength(2);
  });

  it('drops a message the push service refuses for good (400) and keeps the subscription', async () => {
    const [anna, bert] = [await member(), await member()];
    const browser = await subscribe(bert);
    service.answer(browser, 400);
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    await t.app.jobs.runDue();
    clock.advance(3_600 * SECOND);
    await t.app.jobs.runDue();
    expect(service.received(browser).map((push) => push.status)).toEqual([400]);
    expect(await storedEndpoints(bert)).toEqual([browser.subscription.endpoint]);
  });
});
