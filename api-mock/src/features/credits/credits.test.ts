/** @jest-environment node */
import { eq, sql } from 'drizzle-orm';
import { members } from '../../db/schema.js';
import { createRepositories } from '../../db/repositories/index.js';
import { grantCredits, sendMessage, setUpChatTestApp } from '../../testing/chat.js';
import { as, createMember } from '../../testing/members.js';

/** The credit ledger: every balance change is an entry, and the balance is always the sum of the entries. */
describe('credits and the ledger', () => {
  const { t, clock } = setUpChatTestApp(new Date('2026-06-01T10:00:00Z'));

  it('books the signup credits as a signup entry, and lists entries newest first with the balance', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const start = (await as(t.app, member).get('/api/credits.php')).json();
    expect(start).toEqual({
      credits: 20,
      free_messages_left: 3,
      entries: [
        {
          id: expect.any(Number),
          delta: 20,
          balance_after: 20,
          reason: 'signup',
          object: null,
          created_at: '2026-06-01T10:00:00.000Z',
        },
      ],
    });
    await grantCredits(t, member, 50);
    const sent = (await sendMessage(t, member, { member: other.id, gift: 'coffee' })).json().message;
    const ledger = (await as(t.app, member).get('/api/credits.php')).json();
    expect(ledger.credits).toBe(40);
    expect(
      ledger.entries.map((entry: { delta: number; reason: string; object: string | null }) => [
        entry.delta,
        entry.reason,
        entry.object,
      ]),
    ).toEqual([
      [-30, 'gift', `message:${sent.id}`],
      [50, 'purchase', 'test'],
      [20, 'signup', null],
    ]);
    expect(ledger.entries.map((entry: { balance_after: number }) => entry.balance_after)).toEqual([
      40, 70, 20,
    ]);
    expect((await as(t.app, null).get('/api/credits.php')).statusCode).toBe(403);
  });

  it('never overdraws: a debit the balance does not cover writes nothing', async () => {
    const member = await createMember(t);
    const { ledger } = createRepositories(t.db.handle.db);
    const at = clock.now();
    expect(await ledger.debit({ memberId: member.id, amount: 21, reason: 'message', at })).toBeNull();
    expect(await ledger.debit({ memberId: member.id, amount: 20, reason: 'message', at })).toMatchObject({
      balance: 0,
      entry: { delta: -20, balanceAfter: 0 },
    });
    expect(await ledger.debit({ memberId: member.id, amount: 1, reason: 'message', at })).toBeNull();
    // Nothing to charge: nothing written.
    expect(await ledger.debit({ memberId: member.id, amount: 0, reason: 'message', at })).toEqual({
      balance: 0,
      entry: null,
    });
    expect(await ledger.entries(member.id, 10)).toHaveLength(2);
    // Parallel debits of one balance: exactly as many as it covers.
    await ledger.credit({ memberId: member.id, amount: 35, reason: 'purchase', at });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        ledger.debit({ memberId: member.id, amount: 10, reason: 'message', at }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await ledger.balance(member.id)).toBe(5);
  });

  it('finds a balance changed around the ledger', async () => {
    const member = await createMember(t);
    const { ledger } = createRepositories(t.db.handle.db);
    // What no code may do: write the balance without an entry. The check names the member.
    await t.db.handle.db
      .update(members)
      .set({ credits: sql`${members.credits} + 5` })
      .where(eq(members.id, member.id));
    expect(await ledger.mismatches()).toEqual([{ memberId: member.id, credits: 25, sum: 20 }]);
    await t.db.handle.db
      .update(members)
      .set({ credits: sql`${members.credits} - 5` })
      .where(eq(members.id, member.id));
  });
});
