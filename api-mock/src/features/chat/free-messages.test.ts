/** @jest-environment node */
import { balanceOf, createChatMember, sendMessage, setUpChatTestApp } from '../../testing/chat.js';
import { as, createMember } from '../../testing/members.js';

/**
 * Free messages (SPEC section 6): a free member's first texts, as many as the site's free_messages (3 on the
 * seeded site), cost no credits; each is a 'free_message' ledger entry of delta 0. Then texts cost
 * message_credits (10). Gifts and photos never use them; premium members have none.
 */
describe('free messages', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  const freeLeft = async (member: Parameters<typeof as>[1]) => ({
    user: (await as(t.app, member).get('/api/user.php')).json().user.free_messages_left,
    ledger: (await as(t.app, member).get('/api/credits.php')).json().free_messages_left,
  });

  it('spends the free messages before the credits, each one an entry of the ledger', async () => {
    const anna = await createMember(t);
    const ben = await createMember(t);
    expect(await freeLeft(anna)).toEqual({ user: 3, ledger: 3 });

    const answers = [];
    for (const text of ['one', 'two', 'three', 'four']) {
      const sent = await sendMessage(t, anna, { member: ben.id, text });
      expect(sent.statusCode).toBe(201);
      answers.push(sent.json());
    }
    expect(answers.map(({ credits, free_messages_left }) => [credits, free_messages_left])).toEqual([
      [20, 2],
      [20, 1],
      [20, 0],
      [10, 0],
    ]);
    expect(await balanceOf(t, anna)).toBe(10);
    expect(await freeLeft(anna)).toEqual({ user: 0, ledger: 0 });

    const ledger = (await as(t.app, anna).get('/api/credits.php')).json();
    expect(
      ledger.entries.map(
        (entry: { delta: number; balance_after: number; reason: string; object: string }) => [
          entry.delta,
          entry.balance_after,
          entry.reason,
          entry.object,
        ],
      ),
    ).toEqual([
      [-10, 10, 'message', `message:${answers[3].message.id}`],
      [0, 20, 'free_message', `message:${answers[2].message.id}`],
      [0, 20, 'free_message', `message:${answers[1].message.id}`],
      [0, 20, 'free_message', `message:${answers[0].message.id}`],
      [20, 20, 'signup', null],
    ]);
  });

  it('keeps them for texts: a gift costs credits, and a retried free text spends one free message', async () => {
    const anna = await createChatMember(t, { credits: 100 });
    const ben = await createMember(t);
    const gift = await sendMessage(t, anna, { member: ben.id, gift: 'rose' });
    expect(gift.json()).toMatchObject({ credits: 90, free_messages_left: 3 });
    const body = { member: ben.id, text: 'sent twice', client_id: '7d0c5b1e-2f4a-4c1e-9a3b-1c2d3e4f5a6b' };
    const first = await sendMessage(t, anna, body);
    const retry = await sendMessage(t, anna, body);
    expect(first.json()).toMatchObject({ credits: 90, free_messages_left: 2 });
    expect(retry.json()).toEqual(first.json());
    expect(await freeLeft(anna)).toEqual({ user: 2, ledger: 2 });
  });

  it('gives premium members none: their texts cost credits from the first', async () => {
    const anna = await createChatMember(t, { premium: true });
    const ben = await createMember(t);
    expect(await freeLeft(anna)).toEqual({ user: 0, ledger: 0 });
    const sent = await sendMessage(t, anna, { member: ben.id, text: 'hello' });
    expect(sent.json()).toMatchObject({ credits: 10, free_messages_left: 0 });
  });
});
