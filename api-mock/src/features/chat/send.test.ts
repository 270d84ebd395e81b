/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGES, CHAT_TEXT_FIELD_CODES, ID_MAX } from 'contract';
import { members } from '../../db/schema.js';
import { signup } from '../../testing/accounts.js';
import {
  balanceOf,
  clientId,
  createChatMember,
  grantCredits,
  makePremium,
  recordEvents,
  sendMessage,
  setUpChatTestApp,
  spendFreeMessages,
} from '../../testing/chat.js';
import { as, createMember, type TestMember } from '../../testing/members.js';

/**
 * Sending text messages and gifts: who may write to whom, what a text may be, what it costs, and that a
 * retried send is stored and charged once. The seeded site: message_credits 10, gift_credits 30,
 * signup_credits 20, message_length 1000.
 */
describe('sending messages and gifts', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  const pair = async (fields: Parameters<typeof createMember>[1] = {}) => [
    await createMember(t, { name: 'Sender' }),
    await createMember(t, { name: 'Recipient', ...fields }),
  ];

  it('sends a text, charges message_credits, and answers the message with the balance', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    await spendFreeMessages(t, anna);
    const events = recordEvents(t, anna, ben);
    const id = clientId();
    const sent = await sendMessage(t, anna, {
      member: ben.id,
      text: '  Hello Ben!\nHow are you?\t ',
      client_id: id,
    });
    expect(sent.statusCode).toBe(201);
    const { message, credits } = sent.json();
    expect(credits).toBe(10);
    expect(message).toMatchObject({
      sender_id: anna.id,
      client_id: id,
      kind: 'text',
      text: 'Hello Ben!\nHow are you?',
      gift: null,
      attachment: null,
      created_at: '2026-06-01T10:00:00.000Z',
      // A free sender gets no read receipts.
      read: null,
    });
    expect(await balanceOf(t, anna)).toBe(10);
    expect(await balanceOf(t, ben)).toBe(20);

    // Both members' sockets hear of it, numbered in each one's log; the sender's copy carries the client id,
    // the recipient's does not.
    const [senderCopy] = events.of(anna, 'message');
    expect(senderCopy).toEqual({ type: 'message', seq: 1, message });
    const [recipientCopy] = events.of(ben, 'message') as { message: Record<string, unknown> }[];
    expect(recipientCopy?.message).not.toHaveProperty('client_id');
    expect(recipientCopy?.message).toMatchObject({
      id: message.id,
      text: 'Hello Ben!\nHow are you?',
      read: null,
    });
    expect(events.of(ben, 'unread')).toEqual([{ type: 'unread', seq: 2, total_unread_messages: 1 }]);
    expect(events.of(anna, 'credits')).toEqual([
      { type: 'credits', seq: 2, credits: 10, paid_user: false, free_messages_left: 0 },
    ]);
    expect(events.of(anna, 'unread')).toEqual([]);
    events.stop();

    // The ledger shows the signup credits and the message.
    const ledger = (await as(t.app, anna).get('/api/credits.php')).json();
    expect(ledger).toEqual({
      credits: 10,
      free_messages_left: 0,
      entries: [
        expect.objectContaining({
          delta: -10,
          balance_after: 10,
          reason: 'message',
          object: `message:${message.id}`,
        }),
        expect.objectContaining({ delta: 20, balance_after: 20, reason: 'signup', object: null }),
      ],
    });
    // The user call shows the new balance too.
    expect((await as(t.app, anna).get('/api/user.php')).json().user.credits).toBe(10);
  });

  it('sends a gift for gift_credits; an unknown gift is a 400', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    await grantCredits(t, anna, 100);
    const gift = await sendMessage(t, anna, { member: ben.id, gift: 'rose' });
    expect(gift.statusCode).toBe(201);
    expect(gift.json()).toMatchObject({ credits: 90, message: { kind: 'gift', gift: 'rose', text: '' } });
    const unknown = await sendMessage(t, anna, { member: ben.id, gift: 'diamond' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('validation_failed');
    const both = await sendMessage(t, anna, { member: ben.id, gift: 'rose', text: 'and a text' });
    expect(both.statusCode).toBe(400);
    const neither = await sendMessage(t, anna, { member: ben.id });
    expect(neither.statusCode).toBe(400);
    expect(await balanceOf(t, anna)).toBe(90);
  });

  it('refuses a send that the balance does not cover with 402, storing and charging nothing', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    await spendFreeMessages(t, anna);
    // 20 signup credits: a gift (30) is too much, two texts are not.
    const gift = await sendMessage(t, anna, { member: ben.id, gift: 'teddy' });
    expect(gift.statusCode).toBe(402);
    expect(gift.json()).toEqual({
      error: 'not_enough_credits',
      message: 'You do not have enough credits',
      statusCode: 402,
    });
    expect((await as(t.app, anna).get('/api/chats.php')).json().chats).toEqual([]);
    expect((await sendMessage(t, anna, { member: ben.id, text: 'one' })).statusCode).toBe(201);
    expect((await sendMessage(t, anna, { member: ben.id, text: 'two' })).statusCode).toBe(201);
    const third = await sendMessage(t, anna, { member: ben.id, text: 'three' });
    expect(third.statusCode).toBe(402);
    expect(await balanceOf(t, anna)).toBe(0);
    const conversation = (await as(t.app, anna).get('/api/chats.php')).json().chats[0].conversation;
    const history = (
      await as(t.app, anna).get('/api/messages.php', { conversation: String(conversation) })
    ).json();
    expect(history.messages.map((m: { text: string }) => m.text)).toEqual(['two', 'one']);
  });

  it('stores and charges a retried send once, answering the stored message and the current balance', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    await spendFreeMessages(t, anna);
    const id = clientId();
    const first = await sendMessage(t, anna, { member: ben.id, text: 'Only once', client_id: id });
    expect(first.statusCode).toBe(201);
    const again = await sendMessage(t, anna, { member: ben.id, text: 'Only once', client_id: id });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // Also when the retry arrives after the balance is used up: the stored message, nothing refused.
    await sendMessage(t, anna, { member: ben.id, text: 'spends the rest' });
    const late = await sendMessage(t, anna, { member: ben.id, text: 'Only once', client_id: id });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual({ message: first.json().message, credits: 0, free_messages_left: 0 });
    // The same id racing itself: one message, one charge.
    await grantCredits(t, anna, 50);
    const racing = clientId();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sendMessage(t, anna, { member: ben.id, text: 'racing', client_id: racing }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);
    expect(await balanceOf(t, anna)).toBe(40);
    const conversation = first.json().message.conversation_id;
    const history = (
      await as(t.app, ben).get('/api/messages.php', { conversation: String(conversation) })
    ).json();
    expect(history.messages.map((m: { text: string }) => m.text)).toEqual([
      'racing',
      'spends the rest',
      'Only once',
    ]);
    // Another member may use the same client id: ids are per sender.
    expect((await sendMessage(t, ben, { member: anna.id, text: 'mine', client_id: id })).statusCode).toBe(
      201,
    );
  });

  it('checks the text: not empty, no control characters, at most message_length characters', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    await grantCredits(t, anna, 100);
    const refusal = async (text: string) => {
      const response = await sendMessage(t, anna, { member: ben.id, text });
      return { status: response.statusCode, error: response.json().error, message: response.json().message };
    };
    const empty = { status: 400, error: 'validation_failed', message: CHAT_MESSAGES.emptyMessage };
    expect(await refusal('')).toEqual(empty);
    expect(await refusal('   \n\t ')).toEqual(empty);
    expect(await refusal('\u0000\u0001\u001b')).toEqual(empty);
    const control = { status: 400, error: 'validation_failed', message: CHAT_MESSAGES.controlCharacters };
    expect(await refusal('a\u0000b')).toEqual(control);
    expect(await refusal('bell\u0007')).toEqual(control);
    expect(await refusal('escape \u001b[31m red')).toEqual(control);
    // Half of a surrogate pair is refused before any route reads the body (plugins/well-formed-text.ts), with
    // the same field code, which the chat words.
    const lone = await sendMessage(t, anna, { member: ben.id, text: 'lone \ud800 half' });
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({ field_codes: { text: CHAT_TEXT_FIELD_CODES.controlCharacters } });
    expect(await refusal('x'.repeat(1001))).toEqual({
      status: 400,
      error: 'validation_failed',
      message: 'Your message is longer than 1000 characters.',
    });
    // Past the contract's hard bound: refused by the schema.
    expect((await refusal('x'.repeat(5001))).status).toBe(400);
    // Over the body limit: 413 without reading it all.
    const huge = await as(t.app, anna).post('/api/messages.php', {
      client_id: clientId(),
      member: ben.id,
      text: 'y'.repeat(1_100_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(await balanceOf(t, anna)).toBe(120);

    // Exactly the limit, counted in characters (an emoji is one), is fine; so are line breaks and tabs.
    expect((await sendMessage(t, anna, { member: ben.id, text: '😀'.repeat(1000) })).statusCode).toBe(201);
    const markup = '<script>alert("hi")</script> & <b>bold</b>\n\ttab';
    const stored = await sendMessage(t, anna, { member: ben.id, text: markup });
    expect(stored.statusCode).toBe(201);
    expect(stored.headers['content-type']).toMatch(/^application\/json/);
    // Stored and answered as written: never HTML-escaped.
    expect(stored.json().message.text).toBe(markup);
    const history = (
      await as(t.app, ben).get('/api/messages.php', {
        conversation: String(stored.json().message.conversation_id),
      })
    ).json();
    expect(history.messages[0].text).toBe(markup);
  });

  it('refuses bad ids, both or neither recipient, and ids past the integer bounds with 400', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    const status = async (body: Record<string, unknown>) =>
      (await as(t.app, anna).post('/api/messages.php', { client_id: clientId(), text: 'hi', ...body }))
        .statusCode;
    expect(await status({ member: ID_MAX + 1 })).toBe(400);
    expect(await status({ conversation: 2 ** 53 })).toBe(400);
    expect(await status({ member: 0 })).toBe(400);
    expect(await status({ member: -1 })).toBe(400);
    expect(await status({ member: 1.5 })).toBe(400);
    expect(await status({ member: ben.id, conversation: 1 })).toBe(400);
    expect(await status({})).toBe(400);
    expect(await status({ member: ben.id, client_id: 'not-a-uuid' })).toBe(400);
    // Unknown member and unknown conversation: 404.
    expect(await status({ member: ID_MAX })).toBe(404);
    expect(await status({ conversation: ID_MAX })).toBe(404);
    expect(await balanceOf(t, anna)).toBe(20);
  });

  it('refuses visitors, oneself, other sites and blocked pairs', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    const visitor = await sendMessage(t, null, { member: ben.id, text: 'hi' });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toMatchObject({
      error: 'authentication_required',
      message: 'You need to be logged in to chat',
    });
    expect((await as(t.app, null).get('/api/chats.php')).json().message).toBe(
      'You need to be logged in to chat',
    );
    const self = await sendMessage(t, anna, { member: anna.id, text: 'me' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(CHAT_MESSAGES.selfChat);

    // A member of the other site: unknown here (404); and a session on another site's host is refused.
    const elsewhere = await createMember(t, {}, 'herzklopfen.test');
    expect((await sendMessage(t, anna, { member: elsewhere.id, text: 'hi' })).statusCode).toBe(404);
    const onOtherHost = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { 'x-request-type': 'client', host: 'herzklopfen.test' },
      cookies: { 'auth.session': anna.token },
      payload: { client_id: clientId(), member: elsewhere.id, text: 'hi' },
    });
    expect(onOtherHost.statusCode).toBe(403);
    expect(onOtherHost.json().error).toBe('authentication_required');

    expect((await as(t.app, ben).post('/api/block.php', { id: anna.id })).statusCode).toBe(200);
    const blockedBy = await sendMessage(t, anna, { member: ben.id, text: 'hi' });
    expect(blockedBy.statusCode).toBe(403);
    expect(blockedBy.json()).toMatchObject({ error: 'blocked_by_member', member_name: 'Recipient' });
    const blocker = await sendMessage(t, ben, { member: anna.id, text: 'hi' });
    expect(blocker.statusCode).toBe(409);
    expect(blocker.json().error).toBe('member_blocked');
    expect(await balanceOf(t, anna)).toBe(20);
    expect(await balanceOf(t, ben)).toBe(20);
  });

  it('lets invisible members make the first contact: a message or a like of theirs opens the conversation', async () => {
    const [anna, hidden] = (await pair({ invisible: true })) as [TestMember, TestMember];
    // No contact at all: the member is not there for Anna.
    expect((await sendMessage(t, anna, { member: hidden.id, text: 'hi' })).statusCode).toBe(404);
    // Anna's own like is no contact from them.
    await t.db.handle.db.update(members).set({ invisible: false }).where(eq(members.id, hidden.id));
    await as(t.app, anna).post('/api/like.php', { id: hidden.id });
    await t.db.handle.db.update(members).set({ invisible: true }).where(eq(members.id, hidden.id));
    const refused = await sendMessage(t, anna, { member: hidden.id, text: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'member_invisible',
      message: 'This member is invisible and has to make the first contact.',
    });
    // They write first: Anna may answer.
    expect((await sendMessage(t, hidden, { member: anna.id, text: 'Hi Anna' })).statusCode).toBe(201);
    expect((await sendMessage(t, anna, { member: hidden.id, text: 'Hello!' })).statusCode).toBe(201);

    // A like of theirs is a first contact too.
    const [carl, shy] = (await pair({ invisible: true })) as [TestMember, TestMember];
    await t.db.handle.db.update(members).set({ invisible: false }).where(eq(members.id, shy.id));
    await as(t.app, shy).post('/api/like.php', { id: carl.id });
    await t.db.handle.db.update(members).set({ invisible: true }).where(eq(members.id, shy.id));
    expect((await sendMessage(t, carl, { member: shy.id, text: 'Thanks for the like' })).statusCode).toBe(
      201,
    );
  });

  it('lets a member whose address is not confirmed write first; the reply waits for the confirmation', async () => {
    const anna = await createMember(t, { name: 'Anna' });
    const { token, user } = await signup(t.app, { name: 'Newbie' });
    const newbie = { id: user.profile.id as number, token, name: 'Newbie' };
    // Nobody can have found the hidden profile: unknown without a conversation.
    expect((await sendMessage(t, anna, { member: newbie.id, text: 'hi' })).statusCode).toBe(404);
    expect((await sendMessage(t, newbie, { member: anna.id, text: 'Hello Anna' })).statusCode).toBe(201);
    const reply = await sendMessage(t, anna, { member: newbie.id, text: 'Hi!' });
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({
      error: 'recipient_unconfirmed',
      message: 'Newbie has not confirmed their e-mail address yet. You can reply once they have.',
      member_name: 'Newbie',
    });
    await t.db.handle.db
      .update(members)
      .set({ status: 'confirmed', profileStatus: 'active' })
      .where(eq(members.id, newbie.id));
    expect((await sendMessage(t, anna, { member: newbie.id, text: 'Hi!' })).statusCode).toBe(201);
  });

  it('lets free members start two conversations; replies and premium members are not limited', async () => {
    const free = await createChatMember(t, { name: 'Free', credits: 100 });
    const others = [] as TestMember[];
    for (let i = 0; i < 4; i += 1) others.push(await createMember(t));
    const [first, second, third, writer] = others as [TestMember, TestMember, TestMember, TestMember];
    const look = async (member: TestMember) =>
      (await as(t.app, free).get('/api/conversation.php', { member: String(member.id) })).json().conversation;
    expect(await look(first)).toMatchObject({ id: null, can_send: true, refusal: null, starts_left: 2 });
    expect((await sendMessage(t, free, { member: first.id, text: '1' })).statusCode).toBe(201);
    expect((await sendMessage(t, free, { member: second.id, text: '2' })).statusCode).toBe(201);
    expect(await look(third)).toMatchObject({
      id: null,
      can_send: false,
      refusal: 'conversation_limit',
      starts_left: 0,
    });
    const limit = await sendMessage(t, free, { member: third.id, text: '3' });
    expect(limit.statusCode).toBe(403);
    expect(limit.json()).toMatchObject({
      error: 'conversation_limit',
      message: 'Free members may start up to 2 conversations. Get premium to start more.',
    });
    // Writing on in a started conversation, and answering one someone else started, is always fine.
    expect((await sendMessage(t, free, { member: first.id, text: 'more' })).statusCode).toBe(201);
    expect((await sendMessage(t, writer, { member: free.id, text: 'hi free' })).statusCode).toBe(201);
    expect((await sendMessage(t, free, { member: writer.id, text: 'hi back' })).statusCode).toBe(201);
    await makePremium(t, free);
    expect(await look(third)).toMatchObject({ can_send: true, starts_left: null });
    expect((await sendMessage(t, free, { member: third.id, text: '3' })).statusCode).toBe(201);
  });

  it('limits sends to 60 a minute per member', async () => {
    const [anna, ben] = (await pair()) as [TestMember, TestMember];
    await makePremium(t, anna);
    const answers = [];
    for (let i = 0; i < 61; i += 1)
      answers.push((await sendMessage(t, anna, { member: ben.id, text: `${i}` })).statusCode);
    // The first two are paid, the next 58 refused for credits, the 61st for the rate.
    expect(answers.slice(0, 2)).toEqual([201, 201]);
    expect(new Set(answers.slice(2, 60))).toEqual(new Set([402]));
    expect(answers[60]).toBe(429);
    // Another member is not affected.
    expect((await sendMessage(t, ben, { member: anna.id, text: 'hi' })).statusCode).toBe(201);
  });
});
