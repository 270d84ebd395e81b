/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { REPORT_MESSAGES, REPORT_SNAPSHOT_MESSAGES, REPORT_TEXT_MAX, REPORTS_PER_DAY } from 'contract';
import { members, messages, reports } from '../../db/schema.js';
import { CLIENT, logIn, mailsTo, signupBody, testClock, withSession } from '../../testing/accounts.js';
import { clientId } from '../../testing/chat.js';
import { addPhoto, as, createMember, type TestMember } from '../../testing/members.js';
import { createOperatorTestApp, OPERATOR_TEST_SECRET, operatorPost } from '../../testing/operators.js';
import type { TestApp } from '../../testing/test-app.js';

/**
 * Reporting a member through the API, and the operators' decisions: what a report may name, repeats and
 * bursts, the daily limit, the mails (the reporter's confirmation, the reported member's statement of
 * reasons, the reporter's outcome) and what hiding and suspending do. The default site is Flirtmoment
 * (localhost).
 */
const SECRET = OPERATOR_TEST_SECRET;
const HERZKLOPFEN = 'herzklopfen.test';
const clock = testClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createOperatorTestApp(clock.now);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const report = (member: TestMember | null, body: Record<string, unknown>) =>
  as(t.app, member).post('/api/report.php', body);
const operator = {
  list: (query: Record<string, string> = {}, host = 'localhost', auth = `Bearer ${SECRET}`) =>
    t.app.inject({ url: '/api/operator-reports.php', query, headers: { host, authorization: auth } }),
  decide: (body: Record<string, unknown>, host?: string, auth?: string) =>
    operatorPost(t.app, '/api/operator-report-decision.php', body, host, auth),
  reinstate: (body: Record<string, unknown>, host?: string, auth?: string) =>
    operatorPost(t.app, '/api/operator-reinstatement.php', body, host, auth),
};
const emailOf = async (member: TestMember) => {
  const [row] = await t.db.handle.db
    .select({ email: members.email })
    .from(members)
    .where(eq(members.id, member.id));
  return row!.email;
};
const fieldCodes = (answer: { statusCode: number; json(): unknown }) => {
  expect(answer.statusCode).toBe(400);
  return (answer.json() as { field_codes: Record<string, string> }).field_codes;
};
const reportRows = (reporter: TestMember) =>
  t.db.handle.db.select().from(reports).where(eq(reports.reporterId, reporter.id));
/** A conversation from `from` to `to` with one message; answers both ids. */
const converse = async (
  from: TestMember,
  to: TestMember,
  text = 'Send me 200 euros and I will visit you',
) => {
  const sent = await as(t.app, from).post('/api/messages.php', {
    client_id: clientId(),
    member: to.id,
    text,
  });
  expect(sent.statusCode).toBe(201);
  const { message } = sent.json() as { message: { id: number; conversation_id: number } };
  return { conversation: message.conversation_id, message: message.id };
};
const GROUND = 'Terms of use, section 5.2: no requests for money.';
const FACTS = 'The member asked another member for money in a chat message on 1 June 2026.';

describe('reporting a member', () => {
  it('files a report on a profile, snapshots it and mails the reporter a confirmation in their language', async () => {
    const reporter = await createMember(t, { language: 'de', name: 'Greta' });
    const target = await createMember(t, { name: 'Rudi', aboutMe: 'Investor, always travelling.' });
    const photo = await addPhoto(t, target.id, { main: true });

    const answer = await report(reporter, {
      member: target.id,
      reason: 'fake_profile',
      text: '  Uses photos of a model.\nSame text as another profile.  ',
      photo: photo.id,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({
      report: {
        id: expect.any(Number),
        member: { id: target.id, name: 'Rudi' },
        reason: 'fake_profile',
        status: 'open',
        created_at: '2026-06-01T10:00:00.000Z',
      },
      duplicate: false,
    });

    const [row] = await reportRows(reporter);
    expect(row).toMatchObject({
      targetId: target.id,
      text: 'Uses photos of a model.\nSame text as another profile.',
      photoId: photo.id,
      snapshot: { name: 'Rudi', about_me: 'Investor, always travelling.', photo_ids: [photo.id] },
    });

    const mails = await mailsTo(t.app, await emailOf(reporter));
    expect(mails.map((mail) => mail.subject)).toContain('Wir haben deine Meldung zu Rudi erhalten');
    const confirmation = mails.find((mail) => mail.subject.includes('Meldung'))!;
    expect(confirmation.text).toContain('Hallo Greta,');
    expect(confirmation.text).toContain('(Grund: Fake-Profil)');
    // The reported member hears nothing of it.
    expect(await mailsTo(t.app, await emailOf(target))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('Rudi') })]),
    );
  });

  it('reports a message from the chat, keeping its text even after the conversation is gone', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t, { gender: 'male' });
    const { conversation, message } = await converse(target, reporter);
    const reply = await as(t.app, reporter).post('/api/messages.php', {
      client_id: clientId(),
      conversation,
      text: 'No, thank you.',
    });
    expect(reply.statusCode).toBe(201);
    const replyId = (reply.json() as { message: { id: number } }).message.id;

    const answer = await report(reporter, {
      member: target.id,
      reason: 'scam_or_spam',
      conversation,
      message,
    });
    expect(answer.statusCode).toBe(201);
    // Blocking deletes the conversation; the report keeps what was said, the message and its context.
    expect((await as(t.app, reporter).post('/api/block.php', { id: target.id })).statusCode).toBe(200);
    const [row] = await reportRows(reporter);
    expect(row?.snapshot).toMatchObject({
      message: { id: message, text: 'Send me 200 euros and I will visit you' },
      conversation: [
        { id: message, from: target.id, kind: 'text', text: 'Send me 200 euros and I will visit you' },
        { id: replyId, from: reporter.id, kind: 'text', text: 'No, thank you.' },
      ],
    });
  });

  it(`keeps the newest ${REPORT_SNAPSHOT_MESSAGES} messages of a reported conversation, oldest first`, async () => {
    const reporter = await createMember(t);
    const target = await createMember(t, { gender: 'male' });
    const { conversation, message: first } = await converse(target, reporter, 'Message 0');
    await t.db.handle.db.insert(messages).values(
      Array.from({ length: REPORT_SNAPSHOT_MESSAGES }, (_, index) => ({
        conversationId: conversation,
        senderId: target.id,
        clientId: `bulk-${index + 1}`,
        kind: 'text' as const,
        body: `Message ${index + 1}`,
        credits: 0,
        createdAt: clock.now(),
      })),
    );
    expect(
      (await report(reporter, { member: target.id, reason: 'harassment', conversation })).statusCode,
    ).toBe(201);
    const [row] = await reportRows(reporter);
    const kept = (row?.snapshot as { conversation: { id: number; text: string }[] }).conversation;
    expect(kept).toHaveLength(REPORT_SNAPSHOT_MESSAGES);
    expect(kept[0]?.text).toBe('Message 1');
    expect(kept.at(-1)?.text).toBe(`Message ${REPORT_SNAPSHOT_MESSAGES}`);
    expect(kept.map((entry) => entry.id)).not.toContain(first);
  });

  it('answers a repeat, and a burst of parallel repeats, with the one open report and one mail', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t);
    const first = await report(reporter, { member: target.id, reason: 'harassment' });
    expect(first.statusCode).toBe(201);
    const { id } = (first.json() as { report: { id: number } }).report;

    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        report(reporter, { member: target.id, reason: 'other', text: 'again' }),
      ),
    );
    for (const answer of burst) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ report: { id, reason: 'harassment' }, duplicate: true });
    }
    expect(await reportRows(reporter)).toHaveLength(1);

    // A burst from a fresh reporter: one report wins, the others answer it.
    const other = await createMember(t);
    const parallel = await Promise.all(
      Array.from({ length: 6 }, () => report(other, { member: target.id, reason: 'harassment' })),
    );
    expect(parallel.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(parallel.map((answer) => answer.json().report.id)).size).toBe(1);
    const received = (await mailsTo(t.app, await emailOf(other))).filter((mail) =>
      mail.subject.startsWith('We have received your report'),
    );
    expect(received).toHaveLength(1);
  });

  it('refuses bad input with field codes, every problem at once', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t);
    const stranger = await createMember(t);
    const othersPhoto = await addPhoto(t, stranger.id);
    const { conversation: othersConversation, message: strangersMessage } = await converse(
      stranger,
      reporter,
    );
    const { conversation, message: ownMessage } = await converse(reporter, target, 'Hello');

    const unknownReason = await report(reporter, { member: target.id, reason: 'weather' });
    expect(unknownReason.statusCode).toBe(400);
    expect(unknownReason.json()).toMatchObject({ error: 'validation_failed' });
    expect((await report(reporter, { reason: 'other' })).statusCode).toBe(400);
    expect(fieldCodes(await report(reporter, { member: reporter.id, reason: 'other' }))).toEqual({
      member: 'member_self',
    });
    expect(
      fieldCodes(
        await report(reporter, {
          member: target.id,
          reason: 'other',
          text: `${'x'.repeat(REPORT_TEXT_MAX)}!`,
          conversation: othersConversation,
          photo: othersPhoto.id,
        }),
      ),
    ).toEqual({ text: 'text_too_long', conversation: 'conversation_unknown', photo: 'photo_unknown' });
    // Its own message is not the member's; a message needs its conversation.
    expect(
      fieldCodes(
        await report(reporter, { member: target.id, reason: 'other', conversation, message: ownMessage }),
      ),
    ).toEqual({ message: 'message_unknown' });
    expect(
      fieldCodes(await report(reporter, { member: target.id, reason: 'other', message: ownMessage })),
    ).toEqual({
      message: 'message_unknown',
    });
    // Another member's message in another conversation is not this member's either; ids past the integer range
    // are refused by the schema.
    expect(
      fieldCodes(
        await report(reporter, {
          member: target.id,
          reason: 'other',
          conversation,
          message: strangersMessage,
        }),
      ),
    ).toEqual({ message: 'message_unknown' });
    const outOfRange = await report(reporter, {
      member: target.id,
      reason: 'other',
      conversation,
      message: 2 ** 31,
    });
    expect(outOfRange.statusCode).toBe(400);
    const control = await report(reporter, { member: target.id, reason: 'other', text: 'bad\u0000text' });
    expect(fieldCodes(control)).toEqual({ text: 'control_characters' });
    expect(control.json()).toMatchObject({ fields: { text: REPORT_MESSAGES.control_characters } });
    // Exactly the limit, and line breaks, pass.
    const longest = await report(reporter, {
      member: target.id,
      reason: 'other',
      text: `${'x'.repeat(REPORT_TEXT_MAX - 2)}\n\u00e9`,
    });
    expect(longest.statusCode).toBe(201);
  });

  it("answers 404 for unknown ids, another site's members and hidden members never in touch; 403 for visitors", async () => {
    const reporter = await createMember(t);
    const foreign = await createMember(t, {}, HERZKLOPFEN);
    const hidden = await createMember(t, { invisible: true });
    for (const id of [2_000_000, foreign.id, hidden.id]) {
      const answer = await report(reporter, { member: id, reason: 'other' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await report(null, { member: hidden.id, reason: 'other' })).statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { ...CLIENT, host: HERZKLOPFEN },
      cookies: withSession(reporter.token),
      payload: { member: foreign.id, reason: 'other' },
    });
    expect(elsewhere.statusCode).toBe(403);
    const withoutClientHeader = await t.app.inject({
      method: 'POST',
      url: '/api/report.php',
      cookies: withSession(reporter.token),
      payload: { member: foreign.id, reason: 'other' },
    });
    expect(withoutClientHeader.statusCode).toBe(403);
    expect(await reportRows(reporter)).toEqual([]);
  });

  it(`takes at most ${REPORTS_PER_DAY} reports a day`, async () => {
    const reporter = await createMember(t);
    for (let i = 0; i < REPORTS_PER_DAY; i += 1) {
      const target = await createMember(t);
      expect((await report(reporter, { member: target.id, reason: 'scam_or_spam' })).statusCode).toBe(201);
    }
    const one = await createMember(t);
    const refused = await report(reporter, { member: one.id, reason: 'scam_or_spam' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', seconds: 24 * 60 * 60 });
    clock.advance(DAY);
    expect((await report(reporter, { member: one.id, reason: 'scam_or_spam' })).statusCode).toBe(201);
  });
});

describe('the operators', () => {
  it('need the operator secret; a member session is no operator', async () => {
    const reporter = await createMember(t);
    expect((await operator.list({}, 'localhost', '')).statusCode).toBe(401);
    expect((await operator.list({}, 'localhost', 'Bearer wrong')).statusCode).toBe(401);
    const asMember = await t.app.inject({
      url: '/api/operator-reports.php',
      headers: CLIENT,
      cookies: withSession(reporter.token),
    });
    expect(asMember.statusCode).toBe(401);
    const decided = await operator.decide({ report: 1, action: 'dismiss' }, 'localhost', 'Bearer wrong');
    expect(decided.statusCode).toBe(401);
  });

  it("list the host's site's open reports with the snapshot, and no other site's", async () => {
    const reporter = await createMember(t, {}, HERZKLOPFEN);
    const target = await createMember(t, { name: 'Kurt' }, HERZKLOPFEN);
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { ...CLIENT, host: HERZKLOPFEN },
      cookies: withSession(reporter.token),
      payload: { member: target.id, reason: 'underage', text: 'Says he is 16.' },
    });
    expect(filed.statusCode).toBe(201);
    const { id } = (filed.json() as { report: { id: number } }).report;

    const list = await operator.list({}, HERZKLOPFEN);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { reports: unknown[] }).reports).toContainEqual(
      expect.objectContaining({
        id,
        reporter: { id: reporter.id, name: reporter.name },
        member: { id: target.id, name: 'Kurt', moderation: null },
        reason: 'underage',
        text: 'Says he is 16.',
        snapshot: { name: 'Kurt', about_me: null, photo_ids: [] },
        status: 'open',
      }),
    );
    const here = (await operator.list()).json() as { reports: { id: number }[] };
    expect(here.reports.map((row) => row.id)).not.toContain(id);
    expect((await operator.decide({ report: id, action: 'dismiss' })).statusCode).toBe(404);
  });

  it('hide a profile: gone from its page and the search, a statement of reasons to the member, the outcome to the reporter', async () => {
    const reporter = await createMember(t, { name: 'Anna' });
    const target = await createMember(t, { name: 'Boris', language: 'fr', gender: 'male' });
    await addPhoto(t, target.id, { main: true });
    const { id } = (await report(reporter, { member: target.id, reason: 'scam_or_spam' })).json().report;
    expect((await as(t.app, reporter).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(
      200,
    );

    expect(fieldCodes(await operator.decide({ report: id, action: 'hide_profile', facts: FACTS }))).toEqual({
      ground: 'required',
    });
    const decided = await operator.decide({
      report: id,
      action: 'hide_profile',
      ground: GROUND,
      facts: FACTS,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({
      report: {
        id,
        status: 'decided',
        action: 'hide_profile',
        ground: GROUND,
        facts: FACTS,
        member: { id: target.id, moderation: 'hidden' },
      },
    });

    expect((await as(t.app, reporter).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, null).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(404);
    const search = await as(t.app, reporter).get('/api/members.php', { gender: 'male' });
    expect(search.json().profiles.map((profile: { id: number }) => profile.id)).not.toContain(target.id);
    // The member can still log in and see their own profile.
    expect((await as(t.app, target).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(200);

    const [statement] = (await mailsTo(t.app, await emailOf(target))).filter((mail) =>
      mail.subject.startsWith('Décision'),
    );
    expect(statement?.subject).toBe('Décision concernant votre compte sur Flirtmoment');
    expect(statement?.text).toContain('votre profil est masqué');
    expect(statement?.text).toContain(`Faits : ${FACTS}`);
    expect(statement?.text).toContain(`Fondement : ${GROUND}`);
    expect(statement?.text).toContain('et non par un système automatisé');
    expect(statement?.links.some((link) => link.endsWith('/complaints'))).toBe(true);

    const [outcome] = (await mailsTo(t.app, await emailOf(reporter))).filter((mail) =>
      mail.subject.includes('our decision'),
    );
    expect(outcome?.subject).toBe('Your report about Boris: our decision');
    expect(outcome?.text).toContain('Our decision: we have hidden the profile.');
    expect(outcome?.text).not.toContain(FACTS);

    expect(
      (await operator.decide({ report: id, action: 'suspend', ground: GROUND, facts: FACTS })).statusCode,
    ).toBe(409);
    expect((await operator.list()).json().reports.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await operator.list({ status: 'decided' })).json().reports[0]).toMatchObject({ id });
  });

  it('refuse control characters in the ground and facts, which the member would read', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t);
    const { id } = (await report(reporter, { member: target.id, reason: 'other' })).json().report;
    expect(
      fieldCodes(await operator.decide({ report: id, action: 'warn', ground: 'Rule\u0000 5', facts: FACTS })),
    ).toEqual({ ground: 'control_characters' });
    expect(fieldCodes(await operator.decide({ report: id, action: 'warn', facts: 'a\u0007b' }))).toEqual({
      ground: 'required',
      facts: 'control_characters',
    });
    expect(fieldCodes(await operator.reinstate({ member: target.id, facts: 'Sorry\u0000' }))).toEqual({
      facts: 'control_characters',
    });
    // Nothing was decided: the report is still open.
    expect((await operator.decide({ report: id, action: 'dismiss' })).statusCode).toBe(200);
  });

  it('suspend an account: its sessions end and its login is refused with a clear message', async () => {
    const reporter = await createMember(t);
    const { email, password } = signupBody();
    const target = await createMember(t, { email });
    const { id } = (await report(reporter, { member: target.id, reason: 'harassment' })).json().report;
    expect((await as(t.app, target).get('/api/user.php')).statusCode).toBe(200);

    const decided = await operator.decide({ report: id, action: 'suspend', ground: GROUND, facts: FACTS });
    expect(decided.statusCode).toBe(200);
    expect((await as(t.app, target).get('/api/user.php')).statusCode).toBe(403);
    const login = await logIn(t.app, email, password);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      error: 'account_suspended',
      message: REPORT_MESSAGES.accountSuspended,
    });
    expect((await as(t.app, reporter).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(
      404,
    );
    const [statement] = (await mailsTo(t.app, email)).filter((mail) => mail.subject.startsWith('Decision'));
    expect(statement?.text).toContain('your account is suspended');
    // Logged out for good, the member appeals by e-mail to customer service, not on the complaints page.
    const support = /^Appeal this decision:\nmailto:(\S+@\S+)$/m.exec(statement?.text ?? '')?.[1];
    expect(support).toBeDefined();
    expect(statement?.links.some((link) => link.endsWith('/complaints'))).toBe(false);
    expect(statement?.text).toContain(`customer service at ${support}`);
  });

  it('dismiss a report: nothing changes for the member and only the reporter hears of it', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t);
    const { id } = (await report(reporter, { member: target.id, reason: 'other' })).json().report;
    const decided = await operator.decide({ report: id, action: 'dismiss' });
    expect(decided.statusCode).toBe(200);
    expect((await as(t.app, reporter).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(
      200,
    );
    const targetMails = await mailsTo(t.app, await emailOf(target));
    expect(targetMails.some((mail) => mail.subject.startsWith('Decision'))).toBe(false);
    const [outcome] = (await mailsTo(t.app, await emailOf(reporter))).filter((mail) =>
      mail.subject.includes('our decision'),
    );
    expect(outcome?.text).toContain('we found no breach of our terms or the law');
    // A new report on the same member is possible once the last one is decided.
    expect((await report(reporter, { member: target.id, reason: 'other' })).statusCode).toBe(201);
  });

  it('warn: the profile stays, the statement of reasons says so', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t, { language: 'de' });
    const { id } = (await report(reporter, { member: target.id, reason: 'harassment' })).json().report;
    expect(
      (await operator.decide({ report: id, action: 'warn', ground: GROUND, facts: FACTS })).statusCode,
    ).toBe(200);
    expect((await as(t.app, reporter).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(
      200,
    );
    const [statement] = (await mailsTo(t.app, await emailOf(target))).filter((mail) =>
      mail.subject.startsWith('Entscheidung'),
    );
    expect(statement?.text).toContain('Du bekommst eine Verwarnung.');
    expect(statement?.text).toContain('kein automatisiertes System');
  });

  it('lift a suspension: the member logs in again, shows again and is told why in their language', async () => {
    const reporter = await createMember(t);
    const { email, password } = signupBody();
    const target = await createMember(t, { email, language: 'de' });
    const { id } = (await report(reporter, { member: target.id, reason: 'fake_profile' })).json().report;
    await operator.decide({ report: id, action: 'suspend', ground: GROUND, facts: FACTS });
    expect((await logIn(t.app, email, password)).statusCode).toBe(403);

    const reason = 'Your appeal showed that the photos are your own.';
    expect(
      (await operator.reinstate({ member: target.id, facts: reason }, 'localhost', 'Bearer wrong'))
        .statusCode,
    ).toBe(401);
    const lifted = await operator.reinstate({ member: target.id, facts: `  ${reason}  ` });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({
      member: { id: target.id, name: target.name, lifted: 'suspended', moderation: null },
    });

    expect((await logIn(t.app, email, password)).statusCode).toBe(200);
    expect((await as(t.app, reporter).get('/api/member.php', { id: String(target.id) })).statusCode).toBe(
      200,
    );
    const [notice] = (await mailsTo(t.app, email)).filter((mail) => mail.subject.includes('aufgehoben'));
    expect(notice?.subject).toBe('Wir haben die Einschränkung deines Kontos bei Flirtmoment aufgehoben');
    expect(notice?.text).toContain('Dein Konto ist wieder freigeschaltet.');
    expect(notice?.text).toContain(`Begründung: ${reason}`);
    expect((await operator.list({ status: 'decided' })).json().reports).toContainEqual(
      expect.objectContaining({ id, member: expect.objectContaining({ id: target.id, moderation: null }) }),
    );
  });

  it('lift a hidden profile once: a second, parallel lift, a member without restriction and another site are refused', async () => {
    const reporter = await createMember(t);
    const target = await createMember(t);
    const { id } = (await report(reporter, { member: target.id, reason: 'other' })).json().report;
    await operator.decide({ report: id, action: 'hide_profile', ground: GROUND, facts: FACTS });
    const view = () => as(t.app, reporter).get('/api/member.php', { id: String(target.id) });
    expect((await view()).statusCode).toBe(404);

    expect(fieldCodes(await operator.reinstate({ member: target.id, facts: ' \n ' }))).toEqual({
      facts: 'required',
    });
    expect((await operator.reinstate({ member: target.id, facts: 'Mistake.' }, HERZKLOPFEN)).statusCode).toBe(
      404,
    );
    expect((await operator.reinstate({ member: 99_999_999, facts: 'Mistake.' })).statusCode).toBe(404);

    const burst = await Promise.all(
      Array.from({ length: 5 }, () => operator.reinstate({ member: target.id, facts: 'Mistake.' })),
    );
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(burst.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      error: 'member_not_restricted',
      message: REPORT_MESSAGES.notRestricted,
    });
    expect((await view()).statusCode).toBe(200);
    const notices = (await mailsTo(t.app, await emailOf(target))).filter((mail) =>
      mail.subject.startsWith('We have lifted'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('your profile is visible again');

    // A member who never confirmed the address stays hidden: lifting gives back only what moderation took.
    await t.db.handle.db.update(members).set({ status: 'not_confirmed' }).where(eq(members.id, target.id));
    const second = (await report(reporter, { member: target.id, reason: 'other' })).json().report;
    await operator.decide({ report: second.id, action: 'hide_profile', ground: GROUND, facts: FACTS });
    expect((await operator.reinstate({ member: target.id, facts: 'Mistake.' })).statusCode).toBe(200);
    const [row] = await t.db.handle.db
      .select({ profileStatus: members.profileStatus, moderation: members.moderation })
      .from(members)
      .where(eq(members.id, target.id));
    expect(row).toEqual({ profileStatus: 'disabled', moderation: null });
  });
});
