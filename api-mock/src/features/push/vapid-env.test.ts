/** @jest-environment node */
/**
 * One VAPID key pair from the environment (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT): settings.php
 * publishes its public key for every site and the pushes are signed with it; the variables are checked.
 */
import webPush from 'web-push';
import { ConfigError, loadConfig } from '../../config.js';
import { ACCOUNT_TEST_ENV, CLIENT, TEST_SCRYPT, testClock, withSession } from '../../testing/accounts.js';
import { startLocalPushService, type LocalPushService } from '../../testing/local-push-service.js';
import { as, createMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const keys = webPush.generateVAPIDKeys();
const SUBJECT = 'mailto:push-operator@example.com';

describe('VAPID keys from the environment', () => {
  const clock = testClock();
  let t: TestApp;
  let service: LocalPushService;

  beforeAll(async () => {
    service = await startLocalPushService();
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      clock: clock.now,
      env: {
        ...ACCOUNT_TEST_ENV,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: SUBJECT,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  it('publishes the public key for every site and signs with the pair', async () => {
    for (const host of ['flirtmoment.test', 'herzklopfen.test']) {
      const settings = (await t.app.inject({ url: '/api/settings.php', headers: { host } })).json().settings;
      expect(settings.push_public_key).toBe(keys.publicKey);
    }
    const [anna, bert] = [await createMember(t), await createMember(t)];
    const browser = service.browser();
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/user.php?push=1',
      headers: CLIENT,
      cookies: withSession(bert.token),
      payload: { subscription: browser.subscription },
    });
    expect(stored.json()).toEqual({ push: 'subscribed' });
    await as(t.app, anna).post('/api/like.php', { id: bert.id });
    await t.app.jobs.runDue();
    expect(service.received(browser)[0]?.vapid).toMatchObject({ publicKey: keys.publicKey, sub: SUBJECT });
    expect(service.delivered(browser)).toHaveLength(1);
  });
});

describe('the push settings of the environment', () => {
  it('reads the key pair, the subject and the push services', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      PUSH_SERVICE_HOSTS: 'push.example.net, *.Push.Example.org',
    });
    expect(config.vapidKeys).toEqual(keys);
    expect(config.vapidSubject).toBeNull();
    expect(config.pushServiceHosts).toEqual(['push.example.net', '*.push.example.org']);
    expect(loadConfig({}).vapidKeys).toBeNull();
    expect(loadConfig({}).pushServiceHosts).toContain('fcm.googleapis.com');
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: keys.publicKey }, /set both or neither/],
    [{ VAPID_PRIVATE_KEY: keys.privateKey }, /set both or neither/],
    [{ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }, /VAPID_PUBLIC_KEY/],
    [{ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.publicKey }, /VAPID_PRIVATE_KEY/],
    [{ VAPID_SUBJECT: 'http://example.com' }, /VAPID_SUBJECT/],
    [{ PUSH_SERVICE_HOSTS: 'https://push.example.net' }, /PUSH_SERVICE_HOSTS/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
