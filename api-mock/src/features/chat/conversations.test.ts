/** @jest-environment node */
import {
  createChatMember,
  createLoginMember,
  grantCredits,
  makePremium,
  recordEvents,
  sendMessage,
  setUpChatTestApp,
} from '../../testing/chat.js';
import { as, type TestMember } from '../../testing/members.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The conversation list, history, reading and deleting, as the two members of a conversation and as anybody
 * else: another member's conversation is never readable nor writable (404).
 */
describe('conversations: list, history, read, delete, and who may see them', () => {
  const { t, clock } = setUpChatTestApp(new Date('2026-01-01T08:00:00Z'));

  const member = (name: string, credits = 200) => createChatMember(t, { name, credits });
  const say = async (from: TestMember, to: TestMember, text: string) => {
    const response = await sendMessage(t, from, { member: to.id, text });
    expect(response.statusCode).toBe(201);
    return response.json().message as { id: number; conversation_id: number };
  };
  const chats = async (viewer: TestMember) => (await as(t.app, viewer).get('/api/chats.php')).json();
  const history = async (viewer: TestMember, conversation: number, query: Record<string, string> = {}) =>
    as(t.app, viewer).get('/api/messages.php', { conversation: String(conversation), ...query });
  const texts = (page: { messages: { text: string }[] }) => page.messages.map((message) => message.text);

  it('lists conversations newest activity first with the other member, unread counts and the last message', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const carl = await member('Carl');
    const toBen = await say(anna, ben, 'Hi Ben');
    clock.advance(60_000);
    await say(carl, anna, 'Hi Anna, Carl here');
    clock.advance(60_000);
    await say(carl, anna, 'Are you there?');
    clock.advance(60_000);
    await say(ben, anna, 'Hi Anna!');

    const list = await chats(anna);
    expect(list.total_unread_messages).toBe(3);
    expect(list.chats).toEqual([
      {
        conversation: toBen.conversation_id,
        profile: expect.objectContaining({ id: ben.id, name: 'Ben', fictional: false }),
        num_unread_messages: 1,
        last_message: expect.objectContaining({ text: 'Hi Anna!', sender_id: ben.id, read: null }),
      },
      expect.objectContaining({
        profile: expect.objectContaining({ id: carl.id }),
        num_unread_messages: 2,
        last_message: expect.objectContaining({ text: 'Are you there?' }),
      }),
    ]);
    // Ben has read nothing of Anna's yet; he has one unread message.
    expect((await chats(ben)).total_unread_messages).toBe(1);
  });

  it('marks a conversation read; a premium sender gets read receipts and read events, a free one neither', async () => {
    const premium = await member('Premium');
    const free = await member('Free');
    await makePremium(t, premium);
    const events = recordEvents(t, premium, free);
    const first = await say(premium, free, 'Hello from premium');
    await say(free, premium, 'Hello from free');
    const conversation = first.conversation_id;
    const own = async (viewer: TestMember) =>
      (await history(viewer, conversation))
        .json()
        .messages.find((message: { sender_id: number }) => message.sender_id === viewer.id).read;
    expect(await own(premium)).toBe(false);
    expect(await own(free)).toBeNull();

    events.clear();
    const read = await as(t.app, free).post('/api/chat-read.php', { conversation });
    expect(read.json()).toEqual({ total_unread_messages: 0 });
    expect(await own(premium)).toBe(true);
    expect(events.of(premium, 'read')).toEqual([
      { type: 'read', seq: expect.any(Number), conversation, up_to: expect.any(Number) },
    ]);
    expect(events.of(free, 'unread')).toEqual([
      { type: 'unread', seq: expect.any(Number), total_unread_messages: 0 },
    ]);

    events.clear();
    expect((await as(t.app, premium).post('/api/chat-read.php', { conversation })).statusCode).toBe(200);
    // The free member's messages carry no receipt, and no read event reaches them.
    expect(await own(free)).toBeNull();
    expect(events.of(free, 'read')).toEqual([]);
    expect(events.of(premium, 'unread')).toEqual([
      { type: 'unread', seq: expect.any(Number), total_unread_messages: 0 },
    ]);
    // Reading again changes nothing and tells nobody.
    events.clear();
    await as(t.app, free).post('/api/chat-read.php', { conversation });
    expect(events.of(premium, 'read')).toEqual([]);
    events.stop();
  });

  it('pages history newest first with before, and catches up oldest first with after', async () => {
    const anna = await member('Anna', 2000);
    const ben = await member('Ben');
    const sent = [];
    for (let i = 1; i <= 7; i += 1) sent.push(await say(anna, ben, `m${i}`));
    const conversation = sent[0]!.conversation_id;
    const firstPage = (await history(ben, conversation, { limit: '3' })).json();
    expect(texts(firstPage)).toEqual(['m7', 'm6', 'm5']);
    expect(firstPage).toMatchObject({ has_more: true, older_hidden: false });
    const oldest = firstPage.messages[2].id;
    const next = (await history(ben, conversation, { limit: '3', before: String(oldest) })).json();
    expect(texts(next)).toEqual(['m4', 'm3', 'm2']);
    const last = (
      await history(ben, conversation, { limit: '3', before: String(next.messages[2].id) })
    ).json();
    expect(last).toMatchObject({ has_more: false });
    expect(texts(last)).toEqual(['m1']);
    const catchUp = (await history(ben, conversation, { after: String(sent[3]!.id) })).json();
    expect(texts(catchUp)).toEqual(['m5', 'm6', 'm7']);
    expect(catchUp.has_more).toBe(false);
    expect((await history(ben, conversation, { after: '0', limit: '2' })).json()).toMatchObject({
      has_more: true,
      messages: [expect.objectContaining({ text: 'm1' }), expect.objectContaining({ text: 'm2' })],
    });
    expect((await history(ben, conversation, { after: '1', before: '9' })).statusCode).toBe(400);
    expect((await history(ben, conversation, { limit: '51' })).statusCode).toBe(400);
    expect((await history(ben, conversation, { before: '2147483648' })).statusCode).toBe(400);
    // Any id a client may hold is a valid catch-up point, even one past every message id.
    expect((await history(ben, conversation, { after: String(Number.MAX_SAFE_INTEGER) })).json()).toEqual({
      messages: [],
      has_more: false,
      older_hidden: false,
    });
  });

  it('hides messages older than 180 days from both members and says older ones exist', async () => {
    const anna = await createLoginMember(t, { name: 'Anna' });
    const ben = await createLoginMember(t, { name: 'Ben' });
    await grantCredits(t, anna, 100);
    const old = await say(anna, ben, 'From long ago');
    const conversation = old.conversation_id;
    // Months pass: every session has ended by then, so the two log in again after each jump.
    const wait = async (ms: number) => {
      clock.advance(ms);
      await anna.relogin();
      await ben.relogin();
    };
    await wait(100 * DAY);
    await say(ben, anna, 'Still here?');
    const early = (await history(anna, conversation)).json();
    expect(texts(early)).toEqual(['Still here?', 'From long ago']);
    expect(early.older_hidden).toBe(false);

    await wait(81 * DAY);
    for (const viewer of [anna, ben]) {
      const page = (await history(viewer, conversation)).json();
      expect(texts(page)).toEqual(['Still here?']);
      expect(page).toMatchObject({ has_more: false, older_hidden: true });
    }
    // Once the last message is past the window too, the list keeps the conversation without a last message.
    await wait(100 * DAY);
    const entry = (await chats(anna)).chats.find(
      (chat: { conversation: number }) => chat.conversation === conversation,
    );
    expect(entry.last_message).toBeNull();
    expect((await history(anna, conversation)).json()).toMatchObject({ messages: [], older_hidden: true });
  });

  it('deletes a conversation from one list only; a new message brings it back without the old messages', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const first = await say(anna, ben, 'Before');
    await say(ben, anna, 'Unread before');
    const conversation = first.conversation_id;
    const events = recordEvents(t, anna, ben);
    const removed = await as(t.app, anna).delete('/api/chat.php', { id: String(conversation) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ chats: [], total_unread_messages: 0 });
    expect(events.of(anna)).toEqual([
      { type: 'chat_removed', seq: expect.any(Number), conversation },
      { type: 'unread', seq: expect.any(Number), total_unread_messages: 0 },
    ]);
    expect(events.of(ben)).toEqual([]);
    events.stop();
    // Ben keeps it all.
    expect((await chats(ben)).chats).toHaveLength(1);
    expect(texts((await history(ben, conversation)).json())).toEqual(['Unread before', 'Before']);
    // Anna's history is empty, without the privacy notice (she deleted those, they did not age out).
    expect((await history(anna, conversation)).json()).toEqual({
      messages: [],
      has_more: false,
      older_hidden: false,
    });

    clock.advance(1000);
    await say(ben, anna, 'After');
    const back = await chats(anna);
    expect(back.chats).toEqual([
      expect.objectContaining({
        conversation,
        num_unread_messages: 1,
        last_message: expect.objectContaining({ text: 'After' }),
      }),
    ]);
    expect(back.total_unread_messages).toBe(1);
    expect(texts((await history(anna, conversation)).json())).toEqual(['After']);
    // Writing to the conversation again is not a new start for a free member.
    await say(anna, ben, 'Reply after');
    expect(texts((await history(anna, conversation)).json())).toEqual(['Reply after', 'After']);
  });

  it('answers 404 for every conversation, history, read, delete and send of a conversation not the member’s', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const eve = await member('Eve');
    const { conversation_id: conversation } = await say(anna, ben, 'Private');
    const id = String(conversation);
    const eveCalls = [
      await as(t.app, eve).get('/api/messages.php', { conversation: id }),
      await as(t.app, eve).get('/api/conversation.php', { id }),
      await as(t.app, eve).delete('/api/chat.php', { id }),
      await as(t.app, eve).post('/api/chat-read.php', { conversation }),
      await sendMessage(t, eve, { conversation, text: 'let me in' }),
    ];
    for (const answer of eveCalls) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        error: 'not_found',
        message: 'This conversation could not be found.',
      });
    }
    expect((await chats(eve)).chats).toEqual([]);
    // Visitors get the login message on each of them.
    const visitorCalls = [
      await as(t.app, null).get('/api/messages.php', { conversation: id }),
      await as(t.app, null).get('/api/conversation.php', { id }),
      await as(t.app, null).delete('/api/chat.php', { id }),
      await as(t.app, null).post('/api/chat-read.php', { conversation }),
      await as(t.app, null).get('/api/chats.php'),
    ];
    for (const answer of visitorCalls) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        error: 'authentication_required',
        message: 'You need to be logged in to chat',
      });
    }
    // The two members themselves see it.
    expect(texts((await history(ben, conversation)).json())).toEqual(['Private']);
    expect((await as(t.app, ben).get('/api/conversation.php', { id })).json().conversation).toMatchObject({
      id: conversation,
      profile: expect.objectContaining({ id: anna.id }),
      can_send: true,
      refusal: null,
    });
    expect(
      (await as(t.app, anna).get('/api/conversation.php', { member: String(ben.id) })).json().conversation,
    ).toMatchObject({
      id: conversation,
      starts_left: 1,
    });
    const both = await as(t.app, anna).get('/api/conversation.php', { id, member: String(ben.id) });
    expect(both.statusCode).toBe(400);
    expect((await as(t.app, anna).get('/api/conversation.php')).statusCode).toBe(400);
  });

  it('deletes the conversations of a blocked pair for both, tells both sockets, and refuses further contact', async () => {
    const anna = await member('Anna');
    const ben = await member('Ben');
    const { conversation_id: conversation } = await say(anna, ben, 'Hello');
    await say(ben, anna, 'Hi');
    const events = recordEvents(t, anna, ben);
    expect((await as(t.app, ben).post('/api/block.php', { id: anna.id })).statusCode).toBe(200);
    expect(events.of(anna)).toEqual([
      { type: 'chat_removed', seq: expect.any(Number), conversation },
      { type: 'unread', seq: expect.any(Number), total_unread_messages: 0 },
    ]);
    expect(events.of(ben)).toEqual([
      { type: 'chat_removed', seq: expect.any(Number), conversation },
      { type: 'unread', seq: expect.any(Number), total_unread_messages: 0 },
    ]);
    events.stop();
    for (const viewer of [anna, ben]) {
      expect(await chats(viewer)).toEqual({ chats: [], total_unread_messages: 0 });
      expect((await history(viewer, conversation)).statusCode).toBe(404);
    }
    const lookup = await as(t.app, anna).get('/api/conversation.php', { member: String(ben.id) });
    expect(lookup.statusCode).toBe(403);
    expect(lookup.json().error).toBe('blocked_by_member');
    expect(
      (await as(t.app, ben).get('/api/conversation.php', { member: String(anna.id) })).json().conversation,
    ).toMatchObject({
      id: null,
      can_send: false,
      refusal: 'member_blocked',
    });
    // Lifted: they start afresh, without the old messages.
    await as(t.app, ben).delete('/api/block.php', { id: String(anna.id) });
    const again = await say(ben, anna, 'Sorry');
    expect(again.conversation_id).not.toBe(conversation);
    expect(texts((await history(anna, again.conversation_id)).json())).toEqual(['Sorry']);
  });
});
