/** @jest-environment node */
import { Value } from '@sinclair/typebox/value';
import { OutboxResponseSchema } from '../../contract/index.js';
import { ACCOUNT_TEST_ENV, signup, TEST_SCRYPT } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { renderMail } from './templates.js';

describe('mail outbox (non-production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ serveSite: false, scryptParams: TEST_SCRYPT, env: ACCOUNT_TEST_ENV });
  });
  afterAll(() => t.close());

  it('lists sent mails as JSON with their links', async () => {
    const { body } = await signup(t.app, { name: 'Outboxer' });
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
    const response = await t.app.inject({ url: '/api/outbox', query: { to: body.email } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Outbox (1)</h1>');
    expect(response.body).toMatch(/<a href="http:\/\/localhost(:80)?\/api\/activate\.php\?token=[\w-]+">/);
  });
});

describe('mail templates', () => {
  it.each(['en', 'de', 'es', 'fr', 'it', 'nl', 'pl'] as const)('renders every mail in %s', (language) => {
    for (const kind of ['activation', 'password_reset', 'mail_change'] as const) {
      const mail = renderMail(kind, language, {
        site: 'Flirtmoment',
        name: 'Robin <b>',
        link: 'https://x.test/?a=1&b=2',
      });
      expect(mail.subject).toContain('Flirtmoment');
      expect(mail.text).toContain('https://x.test/?a=1&b=2');
      expect(mail.html).toContain('href="https://x.test/?a=1&#38;b=2"');
      expect(mail.html).not.toContain('<b>');
      expect(mail.html).toContain(`lang="${language}"`);
    }
  });
});
