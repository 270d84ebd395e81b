/**
 * @jest-environment node
 *
 * Sends under bursts of parallel requests, against the real servers (DATABASE_URL: PostgreSQL runs the
 * requests' transactions truly in parallel on its connection pool): credits never overdraw, a free member
 * never starts more conversations than allowed, a client id is stored and charged once, and every balance
 * stays the sum of its ledger entries.
 */
import { count, eq } from 'drizzle-orm';
import { conversations, messages } from '../../db/schema.js';
import {
  balanceOf,
  clientId,
  createChatMember,
  grantCredits,
  sendMessage,
  setUpChatTestApp,
  spendFreeMessages,
} from '../../testing/chat.js';
import { as, createMember, type TestMember } from '../../testing/members.js';

describe('chat sends under concurrency', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  const messagesOf = async (senderId: number) =>
    (await t.db.handle.db.select({ n: count() }).from(messages).where(eq(messages.senderId, senderId)))[0]?.n;

  /** Sends one client id twice to each of the members at once: every answer is the one stored message. */
  const raceOneClientIdTo = async (sender: TestMember, others: TestMember[]) => {
    const reused = clientId();
    const spread = await Promise.all(
      others.flatMap((other) => [
        sendMessage(t, sender, { member: other.id, text: 'which one?', client_id: reused }),
        sendMessage(t, sender, { member: other.id, text: 'which one?', client_id: reused }),
      ]),
    );
    expect(spread.map((answer) => answer.statusCode)).toEqual(Array(others.length * 2).fill(201));
    expect(new Set(spread.map((answer) => answer.json().message.id)).size).toBe(1);
  };

  it('lets exactly as many of 20 parallel sends through as the credits pay for', async () => {
    // 20 signup credits + 30: five messages of 10.
    const sender = await createChatMember(t, { premium: true, credits: 30 });
    const recipient = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sendMessage(t, sender, { member: recipient.id, text: `burst ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(15);
    for (const answer of answers.filter((one) => one.statusCode === 402)) {
      expect(answer.json()).toMatchObject({
        error: 'not_enough_credits',
        message: 'You do not have enough credits',
      });
    }
    expect(await balanceOf(t, sender)).toBe(0);
    expect(await messagesOf(sender.id)).toBe(5);
    // The balances the answers report went down one step at a time.
    const balances = answers.filter((one) => one.statusCode === 201).map((one) => one.json().credits);
    expect(balances.sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40]);
    const chats = (await as(t.app, recipient).get('/api/chats.php')).json();
    expect(chats.total_unread_messages).toBe(5);
  });

  it('lets a free member with one start left start exactly one of three parallel conversations', async () => {
    const free = await createChatMember(t, { credits: 100 });
    await spendFreeMessages(t, free);
    const first = await createMember(t);
    expect((await sendMessage(t, free, { member: first.id, text: 'first' })).statusCode).toBe(201);
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    const answers = await Promise.all(
      others.map((other) => sendMessage(t, free, { member: other.id, text: 'hello' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 403, 403]);
    for (const answer of answers.filter((one) => one.statusCode === 403)) {
      expect(answer.json().error).toBe('conversation_limit');
    }
    const started = await t.db.handle.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.startedBy, free.id));
    expect(started[0]?.n).toBe(2);
    // Charged for the two messages stored only.
    expect(await balanceOf(t, free)).toBe(100);
  });

  it('stores and charges a client id once however many identical sends race, also starting a conversation', async () => {
    const sender = await createMember(t);
    await spendFreeMessages(t, sender);
    const recipient = await createMember(t);
    const id = clientId();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        sendMessage(t, sender, { member: recipient.id, text: 'once', client_id: id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);
    expect(await messagesOf(sender.id)).toBe(1);
    expect(await balanceOf(t, sender)).toBe(10);

    // The same id sent to different members at once (another pair's lock each): still one message.
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    await grantCredits(t, sender, 100);
    await raceOneClientIdTo(sender, others);
    expect(await messagesOf(sender.id)).toBe(2);
    expect(await balanceOf(t, sender)).toBe(100);
  });

  it('stores and charges a client id once when it races to members already in conversation with the sender', async () => {
    const sender = await createChatMember(t, { premium: true, credits: 100 });
    const others = [await createMember(t), await createMember(t), await createMember(t)];
    for (const other of others) {
      expect((await sendMessage(t, sender, { member: other.id, text: 'hello' })).statusCode).toBe(201);
    }
    const before = await balanceOf(t, sender);
    await raceOneClientIdTo(sender, others);
    expect(await messagesOf(sender.id)).toBe(4);
    expect(await balanceOf(t, sender)).toBe(before - 10);
  });

  it('never leaves a message between members a block stands between, however sends and the block race', async () => {
    const pairs = [];
    for (let i = 0; i < 6; i += 1) {
      const a = await createChatMember(t, { premium: true, credits: 100 });
      const b = await createChatMember(t, { credits: 100 });
      pairs.push([a, b] as const);
    }
    const answers = await Promise.all(
      pairs.flatMap(([a, b]) => [
        sendMessage(t, a, { member: b.id, text: 'before?' }),
        sendMessage(t, b, { member: a.id, text: 'or after?' }),
        as(t.app, b).post('/api/block.php', { id: a.id }),
        sendMessage(t, a, { member: b.id, text: 'too late?' }),
      ]),
    );
    for (const answer of answers) expect([200, 201, 403, 409]).toContain(answer.statusCode);
    for (const [a, b] of pairs) {
      expect((await as(t.app, a).get('/api/chats.php')).json()).toEqual({
        chats: [],
        total_unread_messages: 0,
      });
      expect((await as(t.app, b).get('/api/chats.php')).json()).toEqual({
        chats: [],
        total_unread_messages: 0,
      });
      expect(await messagesOf(a.id)).toBe(0);
      expect(await messagesOf(b.id)).toBe(0);
    }
  });
});
