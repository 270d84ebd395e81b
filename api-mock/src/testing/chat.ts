/** Helpers for chat and credit tests: credits and premium for a member, sends, events, the ledger invariant. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LedgerReason } from 'contract';
import type { BusEvent } from '../features/realtime/bus.js';
import { createRepositories } from '../db/repositories/index.js';
import { members } from '../db/schema.js';
import { logIn, sessionCookieOf, signupBody, testClock } from './accounts.js';
import { as, createDiscoveryTestApp, createMember, type MemberFields, type TestMember } from './members.js';
import type { TestApp } from './test-app.js';

/**
 * The app of a chat test file, on a test clock starting at `start`: built before the file's tests, closed
 * after them, and after every test each balance must still be the sum of its ledger entries. `t` stands for
 * the app from the file's first test on.
 */
export function setUpChatTestApp(start: Date) {
  const clock = testClock(start);
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('The chat test app is built in beforeAll: use it inside hooks and tests.');
    return built;
  };
  const t: TestApp = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
  };
  beforeAll(async () => {
    built = await createDiscoveryTestApp(clock);
  });
  afterEach(async () => {
    expect(await ledgerMismatches(t)).toEqual([]);
  });
  afterAll(() => built?.close());
  return { t, clock };
}

/**
 * A member as createMember makes them, who can log in again: tests that move the clock by months outlive
 * every session and call `relogin`.
 */
export async function createLoginMember(
  t: TestApp,
  fields: MemberFields = {},
): Promise<TestMember & { relogin(): Promise<void> }> {
  const { email, password } = signupBody();
  const member: TestMember & { relogin(): Promise<void> } = {
    ...(await createMember(t, { ...fields, email })),
    async relogin() {
      const response = await logIn(t.app, email, password);
      const token = sessionCookieOf(response);
      if (!token) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      member.token = token;
    },
  };
  return member;
}

/** A fresh client id for a message (what the client makes before its first attempt). */
export const clientId = (): string => randomUUID();

/** Adds credits through the ledger (as a purchase would), so the balance keeps equalling the entries. */
export async function grantCredits(
  t: TestApp,
  member: TestMember,
  amount: number,
  reason: LedgerReason = 'purchase',
): Promise<number> {
  const { balance } = await createRepositories(t.db.handle.db, {
    sessionCache: t.app.sessionCache,
  }).ledger.credit({
    memberId: member.id,
    amount,
    reason,
    object: 'test',
    at: new Date(),
  });
  return balance;
}

/** Makes the member premium (paid_user), as their first purchase does. */
export async function makePremium(t: TestApp, member: TestMember): Promise<void> {
  await t.db.handle.db.update(members).set({ paidUser: true }).where(eq(members.id, member.id));
  // Written around the repositories: the app's session memo is told, as a repository write tells it.
  await t.app.sessionCache.forgetMember(member.id);
}

/**
 * Marks the member's free messages as sent, for tests of what texts cost in credits (the free messages
 * themselves are tested by sending them: free-messages.test.ts).
 */
export async function spendFreeMessages(t: TestApp, member: TestMember): Promise<void> {
  await t.db.handle.db
    .update(members)
    // The column's largest value: more than any site gives.
    .set({ freeMessagesUsed: 2 ** 31 - 1 })
    .where(eq(members.id, member.id));
  await t.app.sessionCache.forgetMember(member.id);
}

/** A member (createMember), made premium and granted credits on top of the signup credits when asked. */
export async function createChatMember(
  t: TestApp,
  { premium = false, credits = 0, ...fields }: MemberFields & { premium?: boolean; credits?: number } = {},
): Promise<TestMember> {
  const member = await createMember(t, fields);
  if (premium) await makePremium(t, member);
  if (credits > 0) await grantCredits(t, member, credits);
  return member;
}

/** Members whose balance is not the sum of their ledger entries: always none. */
export function ledgerMismatches(t: TestApp) {
  return createRepositories(t.db.handle.db).ledger.mismatches();
}

/** The member's balance as the database has it. */
export async function balanceOf(t: TestApp, member: TestMember): Promise<number> {
  return (await createRepositories(t.db.handle.db).ledger.balance(member.id)) ?? 0;
}

/** POST /api/messages.php as the member: a text to a member unless the body says otherwise. */
export function sendMessage(
  t: TestApp,
  from: TestMember | null,
  body: { member?: number; conversation?: number; text?: string; gift?: string; client_id?: string },
) {
  return as(t.app, from).post('/api/messages.php', { client_id: clientId(), ...body });
}

/** Collects the events the realtime bus delivers to these members, in order, until stop(). */
export function recordEvents(t: TestApp, ...memberList: TestMember[]) {
  const events: { member: number; event: BusEvent }[] = [];
  const stops = memberList.map((member) =>
    t.app.realtime.subscribe(member.id, (event) => events.push({ member: member.id, event })),
  );
  return {
    /** The events a member got (of one type, when given). */
    of(member: TestMember, type?: BusEvent['type']) {
      return events
        .filter((entry) => entry.member === member.id && (!type || entry.event.type === type))
        .map((entry) => entry.event);
    },
    clear() {
      events.length = 0;
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
}
