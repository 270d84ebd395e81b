/** @jest-environment node */
import { Value } from '@sinclair/typebox/value';
import { OutboxResponseSchema } from 'contract';
import { ACCOUNT_TEST_ENV, signup, TEST_SCRYPT } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { renderMail } from './templates.js';

const NOT_FOUND = {
  error: 'not_found',
  message: 'The requested resource was not found.',
  statusCode: 404,
};

describe('mail outbox (DEV_MAIL_OUTBOX=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: { ...ACCOUNT_TEST_ENV, DEV_MAIL_OUTBOX: '1', TRUST_PROXY: '1' },
    });
  });
  afterAll(() => t.close());

  it('lists sent mails as JSON with their links', async () => {
    const { body } = await signup(t.app, { name: 'Outboxer' });
    await t.app.jobs.runDue();
    const response = await t.app.inject({ url: '/api/outbox.php' });
    expect(response.statusCode).toBe(200);
    expect(Value.Check(OutboxResponseSchema, response.json())).toBe(true);
    const mail = response.json().mails[0];
    expect(mail).toMatchObject({ to: body.email, subject: 'Confirm your e-mail address for Flirtmoment' });
    expect(mail.text).toContain('Hi Outboxer,');
    expect(mail.links).toHaveLength(1);
  });

  it('shows them on an HTML page with clickable links', async () => {
    const { body } = await signup(t.app, { name: 'Pagereader' });
    await t.app.jobs.runDue();
    const response = await t.app.inject({ url: '/api/outbox', query: { to: body.email } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Outbox (1)</h1>');
    expect(response.body).toMatch(/<a href="https:\/\/flirtmoment\.test\/api\/activate\.php\?token=[\w-]+">/);
  });

  it.each(['127.0.0.1', '127.8.0.1', '::1', '::ffff:127.0.0.1'])(
    'answers a client on this machine (%s)',
    async (remoteAddress) => {
      for (const url of ['/api/outbox.php', '/api/outbox']) {
        expect((await t.app.inject({ url, remoteAddress })).statusCode).toBe(200);
      }
    },
  );

  it.each(['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.20', '2001:db8::1'])(
    'is a plain 404 for a client elsewhere (%s)',
    async (remoteAddress) => {
      for (const url of ['/api/outbox.php', '/api/outbox']) {
        const response = await t.app.inject({ url, remoteAddress });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    },
  );

  it('believes the socket, not X-Forwarded-For, even when proxies are trusted', async () => {
    const forged = await t.app.inject({
      url: '/api/outbox.php',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual(NOT_FOUND);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.7'],
    ['forwarded', 'for=203.0.113.7'],
    ['x-real-ip', '203.0.113.7'],
  ])('refuses a request relayed by a proxy on this machine (%s)', async (header, value) => {
    const relayed = await t.app.inject({
      url: '/api/outbox.php',
      remoteAddress: '127.0.0.1',
      headers: { [header]: value },
    });
    expect(relayed.statusCode).toBe(404);
    expect(relayed.json()).toEqual(NOT_FOUND);
  });
});

describe('mail outbox without DEV_MAIL_OUTBOX', () => {
  it.each([
    ['development', {}],
    ['production', { NODE_ENV: 'production', DEV_MAIL_OUTBOX: '1' }],
  ])('does not exist in %s, not even for loopback clients', async (_label, env) => {
    const t = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env });
    try {
      for (const url of ['/api/outbox.php', '/api/outbox']) {
        const response = await t.app.inject({ url, remoteAddress: '127.0.0.1' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(NOT_FOUND);
      }
    } finally {
      await t.close();
    }
  });
});

describe('mail templates', () => {
  it.each(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const)('renders every mail in %s', (language) => {
    for (const kind of ['activation', 'password_reset', 'mail_change', 'mail_change_notice'] as const) {
      const mail = renderMail(kind, language, {
        site: 'Flirtmoment',
        name: 'Robin <b>',
        link: 'https://x.test/?a=1&b=2',
        email: 'robin.new@example.org',
      });
      expect(mail.subject).toContain('Flirtmoment');
      expect(mail.text).toContain('https://x.test/?a=1&b=2');
      expect(mail.html).toContain('href="https://x.test/?a=1&#38;b=2"');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).not.toMatch(/\{\w+\}/);
    }
  });

  it.each(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const)(
    'names the new address in the change notice in %s, with the undo link',
    (language) => {
      const mail = renderMail('mail_change_notice', language, {
        site: 'Flirtmoment',
        name: 'Robin',
        link: 'https://flirtmoment.test/mail-change/undo?token=abc',
        email: 'robin.new@example.org',
      });
      expect(mail.text).toContain('robin.new@example.org');
      expect(mail.text).toContain('7');
      expect(mail.text).toContain('https://flirtmoment.test/mail-change/undo?token=abc');
    },
  );

  it('leaves placeholder-like text inside values alone', () => {
    const mail = renderMail('mail_change_notice', 'en', {
      site: 'Flirtmoment',
      name: '{email}',
      link: 'https://x.test/',
      email: 'new@example.org',
    });
    expect(mail.text).toContain('Hi {email},');
  });
});
