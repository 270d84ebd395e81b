/** @jest-environment node */
/**
 * Notification settings and mails: the switches (validation, authorization), each mail sent when its switch
 * is on and skipped when off, in the member's language, once (parallel triggers, a second instance, a restart),
 * the one-click unsubscribe, the provider's bounce and complaint reports and their fixes. The clock is moved
 * and the worker driven with runDue(); nothing waits.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_MAIL_DELAY_MINUTES, type OutboxMail } from 'contract';
import { buildApp } from '../../app.js';
import { conversationMembers, jobs, members } from '../../db/schema.js';
import {
  ACCOUNT_TEST_ENV,
  CLIENT,
  mailsTo,
  signupBody,
  TEST_SCRYPT,
  testClock,
} from '../../testing/accounts.js';
import { grantCredits, sendMessage } from '../../testing/chat.js';
import { as, createMember, type TestMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SECRET = 'a-mail-events-secret-of-at-least-32-chars';

const clock = testClock(new Date('2026-06-01T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: clock.now,
    env: { ...ACCOUNT_TEST_ENV, MAIL_EVENTS_SECRET: SECRET },
  });
});
afterAll(() => t.close());

type Member = TestMember & { email: string };

async function member(fields: Parameters<typeof createMember>[1] = {}, host?: string): Promise<Member> {
  const email = signupBody().email;
  const created = await createMember(t, { email, ...fields }, host);
  return { ...created, email };
}

/** A member with credits enough to write. */
async function writer(): Promise<Member> {
  const created = await member();
  await grantCredits(t, created, 1000);
  return created;
}

const settingsOf = async (who: Member) =>
  (await as(t.app, who).get('/api/notification-settings.php')).json().settings;
const put = (who: Member | null, payload: unknown) =>
  as(t.app, who).put('/api/notification-settings.php', payload);
const notificationMails = async (to: string) =>
  (await mailsTo(t.app, to)).filter((mail) => mail.headers['List-Unsubscribe'] !== undefined);
const unsubscribeUrl = (mail: OutboxMail) =>
  /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';

/** The mail app's one-click POST (RFC 8058): a form, no cookie, no client header. */
function oneClick(app: FastifyInstance, url: string, host?: string) {
  const { pathname, search } = new URL(url);
  return app.inject({
    method: 'POST',
    url: `${pathname}${search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(host ? { host } : {}) },
    payload: 'List-Unsubscribe=One-Click',
  });
}

describe('GET/PUT /api/notification-settings.php', () => {
  it('answers the defaults, then what the member switched; others keep their value', async () => {
    const alice = await member();
    expect(await settingsOf(alice)).toEqual({
      email: {
        new_conversations: true,
        new_messages: true,
        like: true,
        unread_message_reminders: true,
        weekly_updates: true,
        reminders: true,
        news: false,
        promotions: false,
      },
      push: { new_conversations: true, new_messages: true, like: true },
      notifications_disabled: [],
    });
    const response = await put(alice, { email: { like: false, news: true }, push: { new_messages: false } });
    expect(response.statusCode).toBe(200);
    const settings = await settingsOf(alice);
    expect(settings.email).toMatchObject({ like: false, news: true, new_messages: true });
    expect(settings.push).toEqual({ new_conversations: true, new_messages: false, like: true });
  });

  it.each([
    ['an unknown switch', { email: { likes: false } }],
    ['an unknown group', { sms: { like: false } }],
    ['another member named', { member: 1, email: { like: false } }],
    ['a string for a switch', { email: { like: 'false' } }],
    ['a number for a switch', { email: { like: 0 } }],
    ['null for a switch', { email: { like: null } }],
    ['a NUL in a name', { email: { 'like\u0000': false } }],
    ['a list', [{ email: { like: false } }]],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const alice = await member();
    const response = await put(alice, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
    expect((await settingsOf(alice)).email.like).toBe(true);
  });

  it('refuses a huge body with 413', async () => {
    const alice = await member();
    const response = await put(alice, { email: { like: false }, padding: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
  });

  it('is only ever the session member’s own, on their own site', async () => {
    const alice = await member();
    const bob = await member();
    await put(alice, { email: { like: false } });
    expect((await settingsOf(bob)).email.like).toBe(true);
    expect((await as(t.app, null).get('/api/notification-settings.php')).statusCode).toBe(403);
    expect((await put(null, { email: { like: false } })).statusCode).toBe(403);
    const foreignHost = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-settings.php',
      headers: { ...CLIENT, host: 'herzklopfen.test' },
      cookies: { 'auth.session': bob.token },
      payload: { email: { like: false } },
    });
    expect(foreignHost.statusCode).toBe(403);
    expect((await settingsOf(bob)).email.like).toBe(true);
  });

  it('keeps both of two parallel changes of different switches', async () => {
    const alice = await member();
    await Promise.all([put(alice, { email: { like: false } }), put(alice, { email: { news: true } })]);
    expect((await settingsOf(alice)).email).toMatchObject({ like: false, news: true });
  });
});

describe('the notification mails', () => {
  it('mails a new conversation in the member’s language, with a one-click unsubscribe', async () => {
    const alice = await writer();
    const bob = await member({ language: 'de' });
    expect((await sendMessage(t, alice, { member: bob.id, text: 'Hallo!' })).statusCode).toBe(201);
    const [mail, ...more] = await notificationMails(bob.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${alice.name} hat dir auf Flirtmoment geschrieben`);
    expect(mail?.text).toContain(`/members/${alice.id}/chat`);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(mail!)).toMatch(/\/api\/unsubscribe\.php\?token=u1\.\d+\.new_conversations\./);
    expect(mail?.links.some((link) => link.includes('/unsubscribe?token='))).toBe(true);
  });

  it('sends no new-conversation mail when the switch is off', async () => {
    const alice = await writer();
    const bob = await member();
    await put(bob, { email: { new_conversations: false } });
    await sendMessage(t, alice, { member: bob.id, text: 'Hi!' });
    expect(await notificationMails(bob.email)).toEqual([]);
  });

  it('mails a new message once per unread stretch, only when still unread and the member is away', async () => {
    const alice = await writer();
    const bob = await member();
    const first = await sendMessage(t, alice, { member: bob.id, text: 'One' });
    const conversation = first.json().message.conversation_id as number;
    await notificationMails(bob.email); // the new conversation's mail
    clock.advance(MINUTE);
    await sendMessage(t, alice, { conversation, text: 'Two' });
    await sendMessage(t, alice, { conversation, text: 'Three' });
    expect((await notificationMails(bob.email)).map((mail) => mail.subject)).toHaveLength(1);
    clock.advance(MESSAGE_MAIL_DELAY_MINUTES * MINUTE);
    const mails = await notificationMails(bob.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `New message from ${alice.name} on Flirtmoment`,
      `${alice.name} has written to you on Flirtmoment`,
    ]);
  });

  it('sends no new-message mail when the member read it, was around, or switched it off', async () => {
    const [reader, present, off] = [await member(), await member(), await member()];
    await put(off, { email: { new_messages: false } });
    const conversations = new Map<number, number>();
    const writers = new Map<number, Member>();
    for (const bob of [reader, present, off]) {
      const alice = await writer();
      writers.set(bob.id, alice);
      const sent = await sendMessage(t, alice, { member: bob.id, text: 'Hi' });
      expect(sent.statusCode).toBe(201);
      conversations.set(bob.id, sent.json().message.conversation_id);
    }
    clock.advance(6 * MINUTE);
    for (const bob of [reader, present, off]) {
      const again = await sendMessage(t, writers.get(bob.id)!, {
        conversation: conversations.get(bob.id)!,
        text: 'Still there?',
      });
      expect(again.statusCode).toBe(201);
    }
    clock.advance(MINUTE);
    await as(t.app, reader).post('/api/chat-read.php', { conversation: conversations.get(reader.id) });
    // A request after the message came: the member is around (the site polls user.php every minute).
    clock.advance(5 * MINUTE);
    await as(t.app, present).get('/api/user.php');
    clock.advance(MESSAGE_MAIL_DELAY_MINUTES * MINUTE);
    for (const bob of [reader, present, off]) {
      const subjects = (await notificationMails(bob.email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject.startsWith('New message'))).toEqual([]);
    }
  });

  it('mails a like and a match, and nothing when the switch is off', async () => {
    const alice = await member({ gender: 'male', language: 'fr' });
    const bob = await member({ gender: 'female', language: 'nl' });
    expect((await as(t.app, alice).post('/api/like.php', { id: bob.id })).statusCode).toBe(200);
    expect((await notificationMails(bob.email)).map((mail) => mail.subject)).toEqual([
      `${alice.name} vindt je leuk op Flirtmoment`,
    ]);
    await as(t.app, bob).post('/api/like.php', { id: alice.id });
    expect((await notificationMails(alice.email)).map((mail) => mail.subject)).toEqual([
      `C’est un match avec ${bob.name} sur Flirtmoment !`,
    ]);
    const carol = await member();
    await put(carol, { email: { like: false } });
    await as(t.app, alice).post('/api/like.php', { id: carol.id });
    expect(await notificationMails(carol.email)).toEqual([]);
  });

  it('sends one mail for a burst of parallel likes, and none for a like taken back before it went', async () => {
    const alice = await member();
    const bob = await member();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => as(t.app, alice).post('/api/like.php', { id: bob.id })),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await notificationMails(bob.email)).toHaveLength(1);
    const carol = await member();
    // The worker has not run yet: the like is taken back first, so the job finds nothing to mail.
    const stored = await as(t.app, alice).post('/api/like.php', { id: carol.id });
    expect(stored.statusCode).toBe(200);
    await as(t.app, alice).delete('/api/like.php', { id: String(carol.id) });
    expect(await notificationMails(carol.email)).toEqual([]);
  });

  it('reminds of unread messages once, and mails new members nearby weekly', async () => {
    const alice = await writer();
    const bob = await member({ country: 'GB', gender: 'male' });
    await sendMessage(t, alice, { member: bob.id, text: 'Are you there?' });
    await notificationMails(bob.email);
    clock.advance(2 * DAY);
    await t.app.jobs.runDue(); // the periodic fan-out queues the reminder, the next round sends it
    const reminders = (await notificationMails(bob.email)).filter((mail) => mail.subject.includes('unread'));
    expect(reminders.map((mail) => mail.subject)).toEqual(['You have 1 unread messages on Flirtmoment']);
    clock.advance(2 * DAY);
    await t.app.jobs.runDue();
    expect(
      (await notificationMails(bob.email)).filter((mail) => mail.subject.includes('unread')),
    ).toHaveLength(1);

    // A new woman in Bob's country: the next weekly update names her; one per week.
    const weeklyOf = async () =>
      (await notificationMails(bob.email)).filter((mail) => mail.subject.startsWith('New members'));
    const before = (await weeklyOf()).length;
    const newcomer = await member({ country: 'GB', gender: 'female', name: 'Newcomer' });
    clock.advance(7 * DAY);
    await t.app.jobs.runDue();
    const weekly = await weeklyOf();
    expect(weekly).toHaveLength(before + 1);
    expect(weekly[0]?.text).toContain(newcomer.name);
    clock.advance(MINUTE);
    await t.app.jobs.runDue();
    expect(await weeklyOf()).toHaveLength(before + 1);
  });

  it('never sends twice: a second instance on the same database and a restart run nothing again', async () => {
    const alice = await member();
    const bob = await member();
    await as(t.app, alice).post('/api/like.php', { id: bob.id });
    // A second instance takes the queued job; then both run what is due, again.
    const second = await buildApp({ config: t.config, db: t.db.handle, clock: clock.now, serveSite: false });
    try {
      await Promise.all([second.jobs.runDue(), t.app.jobs.runDue(), second.jobs.runDue()]);
      expect(await notificationMails(bob.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
    const restarted = await buildApp({
      config: t.config,
      db: t.db.handle,
      clock: clock.now,
      serveSite: false,
    });
    try {
      await restarted.jobs.runDue();
      expect(await notificationMails(bob.email)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
    const [job] = await t.db.handle.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `notification:like:${alice.id}:${bob.id}`));
    expect(job?.doneAt).not.toBeNull();
  });
});

describe('one-click unsubscribe', () => {
  async function likedMember(): Promise<{ bob: Member; mail: OutboxMail }> {
    const alice = await member();
    const bob = await member();
    await as(t.app, alice).post('/api/like.php', { id: bob.id });
    const [mail] = await notificationMails(bob.email);
    return { bob, mail: mail! };
  }

  it('a mail app’s POST switches that e-mail off and records listunsubscribe; a GET changes nothing', async () => {
    const { bob, mail } = await likedMember();
    const url = unsubscribeUrl(mail);
    const opened = await t.app.inject({ url: new URL(url).pathname + new URL(url).search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/unsubscribe\?token=u1\./);
    expect((await settingsOf(bob)).email.like).toBe(true);

    const response = await oneClick(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preference: 'like' });
    const settings = await settingsOf(bob);
    expect(settings.email.like).toBe(false);
    expect(settings.email.new_messages).toBe(true);
    expect(settings.notifications_disabled).toEqual(['listunsubscribe']);
    expect((await as(t.app, bob).get('/api/user.php')).json().user.notifications_disabled).toEqual([
      'listunsubscribe',
    ]);
    // Twice is the same; switching the e-mail back on clears the reason.
    expect((await oneClick(t.app, url)).statusCode).toBe(200);
    expect((await settingsOf(bob)).notifications_disabled).toEqual(['listunsubscribe']);
    const back = await put(bob, { email: { like: true } });
    expect(back.json().settings.notifications_disabled).toEqual([]);
  });

  it('refuses forged, altered and other-site tokens with 404 and changes nothing', async () => {
    const { bob, mail } = await likedMember();
    const url = new URL(unsubscribeUrl(mail));
    const token = url.searchParams.get('token')!;
    const [, id, preference, signature] = token.split('.');
    const other = await member();
    const forged = [
      `u1.${other.id}.${preference}.${signature}`,
      `u1.${id}.new_messages.${signature}`,
      `u1.${id}.${preference}.${signature!.slice(0, -2)}AA`,
      `u1.${id}.${preference}`,
      'u1.0.like.x',
      `u1.99999999999.like.${signature}`,
    ];
    for (const candidate of forged) {
      const response = await oneClick(
        t.app,
        `${url.origin}/api/unsubscribe.php?token=${encodeURIComponent(candidate)}`,
      );
      expect(response.statusCode).toBe(404);
    }
    const nul = await oneClick(
      t.app,
      `${url.origin}/api/unsubscribe.php?token=${encodeURIComponent(`${token}\u0000`)}`,
    );
    expect(nul.statusCode).toBe(400);
    expect((await oneClick(t.app, url.toString(), 'herzklopfen.test')).statusCode).toBe(404);
    expect((await settingsOf(bob)).email.like).toBe(true);
    expect((await settingsOf(other)).email).toMatchObject({ like: true, new_messages: true });
  });
});

describe('bounce and spam-complaint reports', () => {
  const report = (payload: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });

  it('needs the shared secret', async () => {
    const bob = await member();
    expect((await report({ type: 'bounce', email: bob.email })).statusCode).toBe(401);
    expect((await report({ type: 'bounce', email: bob.email }, `Bearer ${SECRET}x`)).statusCode).toBe(401);
    expect((await report({ type: 'bounce', email: bob.email }, SECRET)).statusCode).toBe(401);
    expect((await settingsOf(bob)).notifications_disabled).toEqual([]);
  });

  it('stops every notification mail on a bounce; confirming the address again clears it', async () => {
    const alice = await member();
    const bob = await member({ language: 'it' });
    const recorded = await report({ type: 'bounce', email: bob.email.toUpperCase() }, `Bearer ${SECRET}`);
    expect(recorded.json()).toEqual({ matched: true });
    expect((await settingsOf(bob)).notifications_disabled).toEqual(['bounce']);
    await as(t.app, alice).post('/api/like.php', { id: bob.id });
    expect(await notificationMails(bob.email)).toEqual([]);

    // Parallel clicks on "send confirmation mail": one mail.
    const sent = await Promise.all(
      [1, 2, 3].map(() => as(t.app, bob).post('/api/mail-confirmation.php', {})),
    );
    expect(sent.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const confirmations = (await mailsTo(t.app, bob.email)).filter((mail) =>
      mail.links.some((link) => link.includes('/api/mail-confirm.php')),
    );
    expect(confirmations.map((mail) => mail.subject)).toEqual([
      'Conferma il tuo indirizzo e-mail per Flirtmoment',
    ]);
    const link = new URL(
      confirmations[0]!.links.find((candidate) => candidate.includes('/api/mail-confirm.php'))!,
    );
    const forged = await t.app.inject({ url: `${link.pathname}?token=${link.searchParams.get('token')}x` });
    expect(forged.headers.location).toBe('/notifications?address_confirmed=0');
    expect((await settingsOf(bob)).notifications_disabled).toEqual(['bounce']);
    const confirmed = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(confirmed.headers.location).toBe('/notifications?address_confirmed=1');
    expect((await settingsOf(bob)).notifications_disabled).toEqual([]);
  });

  it('records a complaint as fbl on the named site only; switching an e-mail on clears it', async () => {
    const bob = await member();
    const unknown = await report(
      { type: 'complaint', email: bob.email, domain: 'nowhere.example' },
      `Bearer ${SECRET}`,
    );
    expect(unknown.statusCode).toBe(404);
    const otherSite = await report(
      { type: 'complaint', email: bob.email, domain: 'herzklopfen.test' },
      `Bearer ${SECRET}`,
    );
    expect(otherSite.json()).toEqual({ matched: false });
    expect((await settingsOf(bob)).notifications_disabled).toEqual([]);
    await report({ type: 'complaint', email: bob.email }, `Bearer ${SECRET}`);
    expect((await settingsOf(bob)).notifications_disabled).toEqual(['fbl']);
    expect((await put(bob, { email: { like: false } })).json().settings.notifications_disabled).toEqual([
      'fbl',
    ]);
    expect((await put(bob, { email: { like: true } })).json().settings.notifications_disabled).toEqual([]);
  });

  it('refuses malformed reports with 400', async () => {
    for (const payload of [
      { type: 'spam', email: 'a@b.c' },
      { type: 'bounce' },
      { type: 'bounce', email: 'a\u0000@b.c' },
    ]) {
      expect((await report(payload, `Bearer ${SECRET}`)).statusCode).toBe(400);
    }
  });
});

it('stores the switches in the member row (a missing key takes the default)', async () => {
  const bob = await member();
  await put(bob, { email: { promotions: true } });
  const [row] = await t.db.handle.db.select().from(members).where(eq(members.id, bob.id));
  expect(row?.emailPreferences).toEqual({ promotions: true });
  const unread = await t.db.handle.db
    .select()
    .from(conversationMembers)
    .where(eq(conversationMembers.memberId, bob.id));
  expect(unread).toEqual([]);
});
