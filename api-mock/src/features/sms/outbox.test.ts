/** @jest-environment node */
import { createRepositories } from '../../db/repositories/index.js';
import { ACCOUNT_TEST_ENV, CLIENT } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { normalizeOutboxPhone } from './outbox-routes.js';
import { createOutboxSmsSender } from './sms-sender.js';

/** The default SMS transport writes to the outbox; the development route lists it, to this machine only. */
describe('SMS outbox', () => {
  let t: TestApp;
  const at = new Date('2026-06-01T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ serveSite: false, env: ACCOUNT_TEST_ENV, clock: () => at });
    const repositories = createRepositories(t.db.handle.db);
    const site = await t.app.services.siteDirectory.resolve('localhost');
    const sender = createOutboxSmsSender({ sms: repositories.sms, now: () => at });
    await sender.send({
      siteId: site.id,
      to: '+4915123456789',
      text: 'Flirtmoment: your code is 042917. It is valid for 10 minutes.',
    });
    await sender.send({ siteId: site.id, to: '+4915123456789', text: 'no code here' });
    await sender.send({
      siteId: site.id,
      to: '+31612345678',
      text: 'Flirtmoment: je code is 123456. Deze is 10 minuten geldig.',
    });
  });
  afterAll(() => t.close());

  it('lists the texts to one phone, newest first, with their codes', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/sms-outbox.php?to=%2B4915123456789' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().messages).toEqual([
      expect.objectContaining({ to: '+4915123456789', text: 'no code here', code: null }),
      expect.objectContaining({
        to: '+4915123456789',
        code: '042917',
        created_at: '2026-06-01T10:00:00.000Z',
      }),
    ]);
    // An unencoded '+' (a space in a query string) and separators are read as the same phone.
    const plain = await t.app.inject({ method: 'GET', url: '/api/sms-outbox.php?to=+49 151 23456789' });
    expect(plain.json().messages).toHaveLength(2);
    const all = await t.app.inject({ method: 'GET', url: '/api/sms-outbox.php' });
    expect(all.json().messages).toHaveLength(3);
  });

  it('answers 404 through a proxy, and does not exist without DEV_MAIL_OUTBOX', async () => {
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/api/sms-outbox.php',
      headers: { 'x-forwarded-for': '203.0.113.9', ...CLIENT },
    });
    expect(proxied.statusCode).toBe(404);
    const remote = await t.app.inject({
      method: 'GET',
      url: '/api/sms-outbox.php',
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const bare = await createTestApp({ serveSite: false });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/sms-outbox.php' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('normalises the phone asked about', () => {
    expect(normalizeOutboxPhone(' 4915123456789')).toBe('+4915123456789');
    expect(normalizeOutboxPhone('+49 (151) 234-56789')).toBe('+4915123456789');
  });
});
