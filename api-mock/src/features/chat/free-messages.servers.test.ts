/**
 * @jest-environment node
 *
 * Free messages under parallel sends, against the real servers (DATABASE_URL): sends in different
 * conversations hold different pair locks, so only the sender's row orders them. However many race, a free
 * member spends exactly the site's free messages (3) and then only what their credits pay for.
 */
import { and, count, eq } from 'drizzle-orm';
import { creditLedger, members } from '../../db/schema.js';
import { balanceOf, sendMessage, setUpChatTestApp } from '../../testing/chat.js';
import { createMember } from '../../testing/members.js';

describe('free messages under concurrency', () => {
  const { t } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  it('never spends more free messages than the member has, nor more credits', async () => {
    const sender = await createMember(t);
    // Conversations the others opened: a reply is not limited by the free member's two starts.
    // One after another: a dozen signups at once would fill the password-hashing queue (503).
    const others = [];
    for (let index = 0; index < 12; index += 1) others.push(await createMember(t));
    for (const other of others) {
      expect((await sendMessage(t, other, { member: sender.id, text: 'hi' })).statusCode).toBe(201);
    }
    const answers = await Promise.all(
      others.flatMap((other) =>
        [1, 2].map((n) => sendMessage(t, sender, { member: other.id, text: `reply ${n}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // 3 free messages, then 20 signup credits pay for two texts of 10.
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    expect(await balanceOf(t, sender)).toBe(0);
    const [row] = await t.db.handle.db
      .select({ used: members.freeMessagesUsed })
      .from(members)
      .where(eq(members.id, sender.id));
    expect(row?.used).toBe(3);
    const [entries] = await t.db.handle.db
      .select({ n: count() })
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, sender.id), eq(creditLedger.reason, 'free_message')));
    expect(entries?.n).toBe(3);
    const left = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().free_messages_left)
      .sort();
    expect(left).toEqual([0, 0, 0, 1, 2]);
  });
});
