/** @jest-environment node */
import { eq } from 'drizzle-orm';
import {
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGES,
  COMPLAINT_REFERENCE_PATTERN,
  COMPLAINTS_PER_DAY,
} from 'contract';
import { createRepositories } from '../../db/repositories/index.js';
import { complaints, members } from '../../db/schema.js';
import { CLIENT, mailsTo, withSession } from '../../testing/accounts.js';
import { sendMessage, setUpChatTestApp } from '../../testing/chat.js';
import { as, createMember, type TestMember } from '../../testing/members.js';
import { createOrder, ORDER_BODY, packageOf } from '../../testing/payments.js';
import { createComplaintService } from './complaint-service.js';

/**
 * Complaints through the API: what a complaint may name, the message's bounds, the daily limit under a
 * burst, the member's own list, and the two mails (the member's confirmation, the support notice). The
 * default site is Flirtmoment (localhost, en_GB, support@flirtmoment.test).
 */
describe('complaints', () => {
  const { t, clock } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));
  const DAY = 24 * 60 * 60 * 1000;
  const SUPPORT = 'support@flirtmoment.test';
  const MESSAGE = 'He keeps asking for money\nand sends rude messages.';

  const file = (member: TestMember | null, body: Record<string, unknown>) =>
    as(t.app, member).post('/api/complaints.php', body);
  const listOf = async (member: TestMember) => {
    const answer = await as(t.app, member).get('/api/complaints.php');
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { complaints: { reference: string; [key: string]: unknown }[] }).complaints;
  };
  const emailOf = async (member: TestMember) => {
    const [row] = await t.db.handle.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, member.id));
    return row!.email;
  };
  /** A conversation between the two (the first message creates it); answers its id. */
  const converse = async (from: TestMember, to: TestMember) => {
    const sent = await sendMessage(t, from, { member: to.id, text: 'Hello there' });
    expect(sent.statusCode).toBe(201);
    return (sent.json() as { message: { conversation_id: number } }).message.conversation_id;
  };
  const fieldCodes = (answer: { statusCode: number; json(): unknown }) => {
    expect(answer.statusCode).toBe(400);
    return (answer.json() as { field_codes: Record<string, string> }).field_codes;
  };

  it('files a complaint about a member, lists it as received and mails the reference and the details', async () => {
    const complainer = await createMember(t, { language: 'de', name: 'Greta' });
    const other = await createMember(t, { name: 'Rudi' });
    const conversation = await converse(other, complainer);

    const answer = await file(complainer, {
      category: 'member',
      member: other.id,
      conversation,
      message: `  ${MESSAGE}  `,
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { complaint } = answer.json() as { complaint: { reference: string } };
    expect(complaint).toEqual({
      id: expect.any(Number),
      reference: expect.stringMatching(new RegExp(COMPLAINT_REFERENCE_PATTERN)),
      category: 'member',
      member: { id: other.id, name: 'Rudi' },
      conversation,
      order: null,
      message: MESSAGE,
      status: 'received',
      created_at: '2026-06-01T10:00:00.000Z',
      updated_at: '2026-06-01T10:00:00.000Z',
    });
    expect(await listOf(complainer)).toEqual([complaint]);

    // The member's confirmation, in their language, with the reference and the way to their complaints.
    const [confirmation, ...more] = (await mailsTo(t.app, await emailOf(complainer))).filter((mail) =>
      mail.subject.includes(complaint.reference),
    );
    expect(more).toEqual([]);
    expect(confirmation!.subject).toBe(`Wir haben deine Beschwerde ${complaint.reference} erhalten`);
    expect(confirmation!.text).toContain('Hallo Greta,');
    expect(confirmation!.text).toContain(`zum Thema Mitglied unter der Nummer ${complaint.reference}`);
    expect(confirmation!.text).toContain(
      `Schreib an ${SUPPORT} und nenne die Nummer ${complaint.reference}.`,
    );
    expect(confirmation!.links.some((link) => link.endsWith('/complaints'))).toBe(true);

    // Customer service gets the details, in the site's language, the message's lines kept.
    const notice = (await mailsTo(t.app, SUPPORT)).find((mail) => mail.subject.includes(complaint.reference));
    expect(notice?.subject).toBe(`New complaint ${complaint.reference} (a member) from Greta`);
    expect(notice?.text).toContain(`Greta (${await emailOf(complainer)}, member no. ${complainer.id})`);
    expect(notice?.text).toContain(
      `Member concerned: Rudi (${other.id})\nConversation: ${conversation}\nOrder: -`,
    );
    expect(notice?.text).toContain(`Message:\n${MESSAGE}`);
    expect(notice?.html).toContain('He keeps asking for money<br>and sends rude messages.');
  });

  it("tells the German site's customer service in German, and the member in their language", async () => {
    const member = await createMember(t, { language: 'fr', name: 'Chloé' }, 'herzklopfen.test');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { ...CLIENT, host: 'herzklopfen.test' },
      cookies: withSession(member.token),
      payload: { category: 'service', message: 'Die Seite lädt sehr langsam.' },
    });
    expect(answer.statusCode).toBe(201);
    const { reference } = (answer.json() as { complaint: { reference: string } }).complaint;
    const [confirmation] = (await mailsTo(t.app, await emailOf(member))).filter((mail) =>
      mail.subject.includes(reference),
    );
    expect(confirmation?.subject).toBe(`Nous avons bien reçu votre réclamation ${reference}`);
    expect(confirmation?.links.some((link) => link.startsWith('https://herzklopfen.test'))).toBe(true);
    const [notice] = (await mailsTo(t.app, 'kundenservice@herzklopfen.test')).filter((mail) =>
      mail.subject.includes(reference),
    );
    expect(notice?.subject).toBe(`Neue Beschwerde ${reference} (Service) von Chloé`);
    expect(notice?.text).toContain('Betroffenes Mitglied: -\nUnterhaltung: -\nBestellung: -');
    expect(notice?.text).toContain('Nachricht:\nDie Seite lädt sehr langsam.');
  });

  it('refuses visitors, and a session taken to another site', async () => {
    const member = await createMember(t);
    expect((await file(null, { category: 'service', message: MESSAGE })).statusCode).toBe(403);
    expect((await as(t.app, null).get('/api/complaints.php')).statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { ...CLIENT, host: 'herzklopfen.test' },
      cookies: withSession(member.token),
      payload: { category: 'service', message: MESSAGE },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ error: 'authentication_required' });
    expect(await listOf(member)).toEqual([]);
  });

  it('needs a known category, and the member for a complaint about one', async () => {
    const member = await createMember(t);
    const unknown = await file(member, { category: 'weather', message: MESSAGE });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'validation_failed' });
    expect(fieldCodes(await file(member, { category: 'member', message: MESSAGE }))).toEqual({
      member: 'member_required',
    });
    expect(
      fieldCodes(await file(member, { category: 'member', member: member.id, message: MESSAGE })),
    ).toEqual({
      member: 'member_self',
    });
    expect(await listOf(member)).toEqual([]);
  });

  it("refuses members the complainer cannot know of: unknown ids, another site's, hidden ones never in touch", async () => {
    const member = await createMember(t);
    const foreign = await createMember(t, {}, 'herzklopfen.test');
    const hidden = await createMember(t, { invisible: true });
    for (const id of [2_000_000, foreign.id, hidden.id]) {
      const answer = await file(member, { category: 'member', member: id, message: MESSAGE });
      expect(fieldCodes(answer)).toEqual({ member: 'member_unknown' });
      expect(answer.json()).toMatchObject({ fields: { member: COMPLAINT_MESSAGES.member_unknown } });
    }
    // Once in touch, the invisible member can be named.
    await converse(hidden, member);
    expect((await file(member, { category: 'member', member: hidden.id, message: MESSAGE })).statusCode).toBe(
      201,
    );
  });

  it('accepts a complaint about a member after a block, either way', async () => {
    const member = await createMember(t);
    const blockedByMe = await createMember(t);
    const blockedMe = await createMember(t);
    await converse(blockedByMe, member);
    expect((await as(t.app, member).post('/api/block.php', { id: blockedByMe.id })).statusCode).toBe(200);
    expect((await as(t.app, blockedMe).post('/api/block.php', { id: member.id })).statusCode).toBe(200);
    for (const target of [blockedByMe, blockedMe]) {
      const answer = await file(member, { category: 'member', member: target.id, message: MESSAGE });
      expect(answer.statusCode).toBe(201);
    }
    expect((await listOf(member)).map((complaint) => complaint.member)).toEqual([
      { id: blockedMe.id, name: blockedMe.name },
      { id: blockedByMe.id, name: blockedByMe.name },
    ]);
  });

  it("takes only the complainer's own conversations, with the member named", async () => {
    const member = await createMember(t);
    const partner = await createMember(t);
    const stranger = await createMember(t);
    const third = await createMember(t);
    const own = await converse(partner, member);
    const others = await converse(stranger, third);

    expect(
      fieldCodes(await file(member, { category: 'member', conversation: others, message: MESSAGE })),
    ).toEqual({
      conversation: 'conversation_unknown',
    });
    expect(
      fieldCodes(
        await file(member, { category: 'member', member: stranger.id, conversation: own, message: MESSAGE }),
      ),
    ).toEqual({ conversation: 'conversation_other_member' });
    // The conversation names the member when only it is given.
    const derived = await file(member, { category: 'member', conversation: own, message: MESSAGE });
    expect(derived.statusCode).toBe(201);
    expect(derived.json()).toMatchObject({
      complaint: { member: { id: partner.id, name: partner.name }, conversation: own },
    });
  });

  it("takes only the complainer's own orders", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const body = { ...ORDER_BODY, package: (await packageOf(t, 'p0')).id };
    const ownOrder = (await createOrder(t, member, body)).json().order.id as number;
    const othersOrder = (await createOrder(t, other, body)).json().order.id as number;

    expect(
      fieldCodes(await file(member, { category: 'payment', order: othersOrder, message: MESSAGE })),
    ).toEqual({
      order: 'order_unknown',
    });
    const answer = await file(member, { category: 'payment', order: ownOrder, message: MESSAGE });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      complaint: { category: 'payment', order: ownOrder, member: null },
    });
  });

  it('names every problem at once', async () => {
    const member = await createMember(t);
    const answer = await file(member, {
      category: 'member',
      member: 2_000_000,
      conversation: 2_000_000,
      order: 2_000_000,
      message: 'short',
    });
    expect(fieldCodes(answer)).toEqual({
      conversation: 'conversation_unknown',
      member: 'member_unknown',
      order: 'order_unknown',
      message: 'message_too_short',
    });
  });

  it('keeps the message within its bounds, without control characters', async () => {
    const member = await createMember(t);
    const codeOf = async (message: string) =>
      fieldCodes(await file(member, { category: 'service', message })).message;
    expect(await codeOf('Bad\u0000service here')).toBe('control_characters');
    expect(await codeOf('Bad service\u0007 here')).toBe('control_characters');
    expect(await codeOf('Lone \ud800 half here')).toBe('control_characters');
    expect(await codeOf('   \n\t  ')).toBe('message_too_short');
    expect(await codeOf('  too short   ')).toBe('message_too_short');
    const huge = await file(member, { category: 'service', message: 'x'.repeat(COMPLAINT_MESSAGE_MAX + 1) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      error: 'validation_failed',
      fields: { message: expect.any(String) },
    });
    const megabyte = await file(member, { category: 'service', message: 'x'.repeat(1_000_000) });
    expect(megabyte.statusCode).toBeGreaterThanOrEqual(400);
    expect(megabyte.statusCode).toBeLessThan(500);

    // Characters are counted, not UTF-16 units; line breaks and tabs are text.
    const longest = '😠'.repeat(COMPLAINT_MESSAGE_MAX);
    expect((await file(member, { category: 'service', message: longest })).statusCode).toBe(201);
    const lines = 'First:\n\tthe app crashed\r\nSecond: again';
    const multiline = await file(member, { category: 'service', message: lines });
    expect(multiline.json()).toMatchObject({ complaint: { message: lines } });
  });

  it('holds the daily limit under a burst, with unique references, and frees a place after 24 hours', async () => {
    const member = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: COMPLAINTS_PER_DAY + 4 }, (_, i) =>
        file(member, { category: 'service', message: `${MESSAGE} (${i})` }),
      ),
    );
    const filed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(filed).toHaveLength(COMPLAINTS_PER_DAY);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.json()).toMatchObject({
      error: 'rate_limited',
      message: COMPLAINT_MESSAGES.rateLimited,
      seconds: 24 * 60 * 60,
    });
    expect(refused[0]!.headers['retry-after']).toBe(String(24 * 60 * 60));
    const references = filed.map(
      (answer) => (answer.json() as { complaint: { reference: string } }).complaint.reference,
    );
    expect(new Set(references).size).toBe(COMPLAINTS_PER_DAY);
    expect((await listOf(member)).map((complaint) => complaint.reference).sort()).toEqual(
      [...references].sort(),
    );
    // One confirmation per complaint, each with its own reference.
    const mails = (await mailsTo(t.app, await emailOf(member))).filter((mail) => mail.subject.includes('C-'));
    expect(mails.map((mail) => mail.subject.split(' ')[5]).sort()).toEqual([...references].sort());

    clock.advance(DAY - 1000);
    expect((await file(member, { category: 'service', message: MESSAGE })).statusCode).toBe(429);
    clock.advance(1000);
    expect((await file(member, { category: 'service', message: MESSAGE })).statusCode).toBe(201);
  });

  it("lists only the member's own complaints, newest first, with their state", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const first = (await file(member, { category: 'service', message: `${MESSAGE} one` })).json().complaint;
    clock.advance(60_000);
    await file(other, { category: 'service', message: `${MESSAGE} other` });
    const second = (await file(member, { category: 'service', message: `${MESSAGE} two` })).json().complaint;
    // Customer service works on the first one.
    await t.db.handle.db
      .update(complaints)
      .set({ status: 'in_progress', updatedAt: clock.now() })
      .where(eq(complaints.id, first.id));

    const list = await listOf(member);
    expect(list.map((complaint) => [complaint.reference, complaint.status])).toEqual([
      [second.reference, 'received'],
      [first.reference, 'in_progress'],
    ]);
    expect((await listOf(other)).map((complaint) => complaint.message)).toEqual([`${MESSAGE} other`]);
  });

  it('draws another reference when one is taken', async () => {
    const member = await createMember(t);
    const repositories = createRepositories(t.db.handle.db);
    const drawn = ['C-TAKEN222', 'C-TAKEN222', 'C-FRESH333'];
    const service = createComplaintService({
      complaints: repositories.complaints,
      orders: repositories.orders,
      transaction: repositories.transaction,
      jobsQueued: () => t.app.jobs.wake(),
      now: clock.now,
      newReference: () => drawn.shift() ?? 'C-NEVER444',
    });
    const record = (await repositories.members.byId(member.id))!;
    const site = {
      id: record.siteId,
      name: 'Flirtmoment',
      domain: 'flirtmoment.test',
      domainLanguage: 'en_GB',
      supportEmail: SUPPORT,
      origin: 'https://flirtmoment.test',
    };
    const body = { category: 'service' as const, message: MESSAGE };
    expect((await service.file(record, site, body)).complaint.reference).toBe('C-TAKEN222');
    expect((await service.file(record, site, body)).complaint.reference).toBe('C-FRESH333');
    expect(drawn).toEqual([]);
  });
});
