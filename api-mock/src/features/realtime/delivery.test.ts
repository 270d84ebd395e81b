/**
 * @jest-environment node
 *
 * Exact delivery on one chat socket (event-log.ts, chat-socket.ts): the first frame says where the client
 * stands; a reconnect with the last seq it applied gets exactly what it missed, in order; a live event past a
 * hole brings the missing ones first; an event whose publish was lost still arrives; nothing arrives twice;
 * a retried send whose first publish was lost reaches the recipient.
 */
import { CHAT_REPLAY_MAX_EVENTS, type RealtimeEvent } from 'contract';
import { eq } from 'drizzle-orm';
import { memberEvents } from '../../db/schema.js';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from '../../testing/accounts.js';
import { clientId, grantCredits, sendMessage } from '../../testing/chat.js';
import {
  closeAll,
  logEvents,
  openSocket,
  seqsOf,
  type SocketOptions,
  type TestSocket,
} from '../../testing/chat-sockets.js';
import { createMember, type TestMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { publishDelivery } from './event-log.js';

let t: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    env: { ...ACCOUNT_TEST_ENV, CHAT_SOCKET_HEARTBEAT_MS: String(10 * 60_000) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await closeAll(sockets.splice(0));
});
afterAll(() => t.close());

async function connected(member: TestMember, options: SocketOptions = {}): Promise<TestSocket> {
  const socket = openSocket(t.app, { token: member.token, ...options });
  sockets.push(socket);
  await socket.opened;
  await socket.resumed;
  return socket;
}

const likes = (count: number, from = 1): { type: 'like'; member: number }[] =>
  Array.from({ length: count }, (_, index) => ({ type: 'like' as const, member: from + index }));
const log = (member: TestMember, events: Parameters<typeof logEvents>[3], publish = true) =>
  logEvents(t.db.handle.db, t.app.realtime, member.id, events, { publish });
const isLike = (seq: number) => (event: RealtimeEvent) => event.type === 'like' && event.seq === seq;

describe('the first frame', () => {
  it('starts a client without a position at the member’s newest event, telling it to load its data', async () => {
    const member = await createMember(t);
    await log(member, likes(2));
    const socket = await connected(member);
    expect(socket.resumes).toEqual([{ type: 'resume', seq: 2, reset: true }]);
    await socket.roundTrip();
    expect(seqsOf(socket)).toEqual([]);
  });

  it('resets a position it cannot continue: ahead of the log, or older than the log keeps', async () => {
    const member = await createMember(t);
    await log(member, likes(3));
    for (const after of [4, 1_000_000]) {
      expect((await connected(member, { after })).resumes).toEqual([{ type: 'resume', seq: 3, reset: true }]);
    }
    // The first two events were purged (older than CHAT_REPLAY_DAYS): seq 1 cannot be continued.
    await t.db.handle.db.delete(memberEvents).where(eq(memberEvents.memberId, member.id));
    await log(member, likes(1, 9));
    expect((await connected(member, { after: 1 })).resumes).toEqual([
      { type: 'resume', seq: 4, reset: true },
    ]);
  });

  it('resets a position that is not a plain number, and serves the socket as usual', async () => {
    const member = await createMember(t);
    await log(member, likes(3));
    // Signs, fractions, exponents, hex, NUL, a bidi override, a control character, too many digits, empty.
    const malformed = ['-1', '1.5', '1e1', '0x2', '1%002', '%E2%80%AE2', '2%0A', '9999999999', ''];
    for (const after of malformed) {
      const socket = await connected(member, { after });
      expect({ after, resumes: socket.resumes }).toEqual({
        after,
        resumes: [{ type: 'resume', seq: 3, reset: true }],
      });
      await socket.roundTrip();
      expect(seqsOf(socket)).toEqual([]);
    }
    // A second position in the address does not override the first.
    const socket = await connected(member, { after: '2&after=0' });
    expect(socket.resumes).toEqual([{ type: 'resume', seq: 3, reset: false }]);
    await socket.roundTrip();
    expect(seqsOf(socket)).toEqual([3]);
  });

  it('resets a client further behind than CHAT_REPLAY_MAX_EVENTS: loading is cheaper then', async () => {
    const member = await createMember(t);
    await log(member, likes(CHAT_REPLAY_MAX_EVENTS + 2), false);
    const socket = await connected(member, { after: 1 });
    expect(socket.resumes).toEqual([{ type: 'resume', seq: CHAT_REPLAY_MAX_EVENTS + 2, reset: true }]);
  });
});

describe('catching up', () => {
  it('sends a reconnecting client every event after its position, in order, then the live ones', async () => {
    const member = await createMember(t);
    await log(member, likes(5));
    const socket = await connected(member, { after: 2 });
    expect(socket.resumes).toEqual([{ type: 'resume', seq: 5, reset: false }]);
    await socket.next(isLike(5));
    await log(member, likes(1, 6));
    await socket.next(isLike(6));
    expect(seqsOf(socket)).toEqual([3, 4, 5, 6]);
    expect(socket.events.filter((event) => event.type === 'like').map((event) => event.member)).toEqual([
      3, 4, 5, 6,
    ]);
  });

  it('fills a hole before a live event: the missing one first, then the live one', async () => {
    const member = await createMember(t);
    const socket = await connected(member);
    await log(member, likes(1), false);
    await log(member, likes(1, 2));
    await socket.next(isLike(2));
    expect(seqsOf(socket)).toEqual([1, 2]);
  });

  it('sends an event whose publish was lost, with nothing after it, within the head poll', async () => {
    const member = await createMember(t);
    const socket = await connected(member);
    await log(member, likes(1), false);
    await socket.next(isLike(1), 15_000);
    expect(seqsOf(socket)).toEqual([1]);
  });

  it('sends each event once, however often it is published', async () => {
    const member = await createMember(t);
    const socket = await connected(member);
    const delivery = await log(member, likes(2));
    publishDelivery(t.app.realtime, delivery);
    publishDelivery(t.app.realtime, delivery);
    await log(member, likes(1, 3));
    await socket.next(isLike(3));
    await socket.roundTrip();
    expect(seqsOf(socket)).toEqual([1, 2, 3]);
  });
});

describe('a retried send', () => {
  it('reaches the recipient although the first try’s publish was lost', async () => {
    const [sender, recipient] = [await createMember(t), await createMember(t)];
    await grantCredits(t, sender, 10);
    const socket = await connected(recipient);
    const id = clientId();
    // The first try commits, and its instance dies before publishing: nothing reaches the socket.
    const publish = t.app.realtime.publish;
    t.app.realtime.publish = () => undefined;
    try {
      expect(
        (await sendMessage(t, sender, { member: recipient.id, text: 'Still there?', client_id: id }))
          .statusCode,
      ).toBe(201);
    } finally {
      t.app.realtime.publish = publish;
    }
    const retry = await sendMessage(t, sender, { member: recipient.id, text: 'Still there?', client_id: id });
    expect(retry.statusCode).toBe(201);
    const arrived = await socket.next((event) => event.type === 'message');
    expect(arrived).toMatchObject({ type: 'message', seq: 1, message: { id: retry.json().message.id } });
    await socket.next((event) => event.type === 'unread');
    expect(seqsOf(socket)).toEqual([1, 2]);
  });
});
