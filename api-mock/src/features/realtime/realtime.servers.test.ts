/**
 * @jest-environment node
 *
 * Runs only against the real servers (REDIS_URL set; see jest.config.cjs): two API instances listening on
 * 127.0.0.1, sharing one database and one Redis. An event published on one instance reaches the member's
 * sockets on both, each exactly once; a message sent through one instance arrives on the other member's socket
 * held by the other; a logout through one closes the session's socket on the other at once; an instance
 * whose subscription was cut keeps its sockets open and catches them up from the event log once it is back.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { CHAT_SOCKET_CLOSE, type RealtimeEvent } from 'contract';
import { createRepositories } from '../../db/index.js';
import { members } from '../../db/schema.js';
import { CLIENT, logOut, withSession } from '../../testing/accounts.js';
import {
  closeAll,
  DEFAULT_HOST,
  logEvents,
  openSocket,
  seqsOf,
  type TestSocket,
} from '../../testing/chat-sockets.js';
import { createMember, type TestMember } from '../../testing/members.js';
import type { TestApp } from '../../testing/test-app.js';
import { createTwoInstances, type TwoInstances } from '../../testing/two-instances.js';

describe('chat events across two instances (Redis)', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let instances: TwoInstances | undefined;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    instances = await createTwoInstances();
    ({ first, second } = instances);
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await closeAll(sockets.splice(0));
  });
  afterAll(() => instances?.close());

  async function connected(app: FastifyInstance, member: TestMember): Promise<TestSocket> {
    const socket = openSocket(app, { token: member.token });
    sockets.push(socket);
    await socket.opened;
    await socket.roundTrip();
    return socket;
  }

  const ofType = (socket: TestSocket, type: RealtimeEvent['type']) =>
    socket.events.filter((event) => event.type === type);

  it('both instances are subscribed', () => {
    expect(first.app.realtimeRelay?.listening()).toBe(true);
    expect(second.realtimeRelay?.listening()).toBe(true);
  });

  it('delivers an event published on one instance to the member’s sockets on both, once each', async () => {
    const member = await createMember(first);
    const onFirst = await connected(first.app, member);
    const onSecond = [await connected(second, member), await connected(second, member)];

    const db = first.db.handle.db;
    await logEvents(db, first.app.realtime, member.id, [{ type: 'match', member: 42 }]);
    await logEvents(db, second.realtime, member.id, [{ type: 'like', member: 43 }]);
    for (const socket of [onFirst, ...onSecond]) {
      await socket.next((event) => event.type === 'match');
      await socket.next((event) => event.type === 'like');
    }
    // Anything sent twice would have arrived by now: the Redis channel keeps one publisher's order.
    await logEvents(db, first.app.realtime, member.id, [{ type: 'unread', total_unread_messages: 1 }]);
    for (const socket of [onFirst, ...onSecond]) {
      await socket.next((event) => event.type === 'unread');
      expect(ofType(socket, 'match')).toEqual([{ type: 'match', member: 42, seq: 1 }]);
      expect(ofType(socket, 'like')).toEqual([{ type: 'like', member: 43, seq: 2 }]);
      expect(seqsOf(socket)).toEqual([1, 2, 3]);
    }
  });

  it('a message sent through one instance arrives on the recipient’s socket held by the other', async () => {
    const sender = await createMember(first);
    const recipient = await createMember(first);
    await createRepositories(first.db.handle.db).ledger.credit({
      memberId: sender.id,
      amount: 50,
      reason: 'purchase',
      at: new Date(),
    });
    const recipientTab = await connected(second, recipient);
    const senderOtherTab = await connected(second, sender);

    const sent = await first.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { host: DEFAULT_HOST, ...CLIENT },
      cookies: withSession(sender.token),
      payload: { client_id: randomUUID(), member: recipient.id, text: 'Hello from the other instance' },
    });
    expect(sent.statusCode).toBe(201);
    const { message, credits } = sent.json();

    const arrived = await recipientTab.next((event) => event.type === 'message');
    expect(arrived).toMatchObject({
      type: 'message',
      message: { id: message.id, sender_id: sender.id, text: 'Hello from the other instance' },
    });
    expect(await recipientTab.next((event) => event.type === 'unread')).toMatchObject({
      type: 'unread',
      total_unread_messages: 1,
    });
    // The sender's other tab sees their own message and their new balance.
    await senderOtherTab.next((event) => event.type === 'message');
    expect(await senderOtherTab.next((event) => event.type === 'credits')).toMatchObject({ credits });
    const [row] = await first.db.handle.db
      .select({ credits: members.credits })
      .from(members)
      .where(eq(members.id, sender.id));
    expect(row?.credits).toBe(credits);
  });

  it('a logout through one instance closes the session’s socket held by the other at once', async () => {
    const member = await createMember(first);
    const tab = await connected(second, member);
    expect((await logOut(first.app, member.token, DEFAULT_HOST)).statusCode).toBe(200);
    expect(await tab.closed).toEqual({
      code: CHAT_SOCKET_CLOSE.authenticationRequired,
      reason: 'session ended',
    });
  });

  it('after its subscription was cut, an instance keeps its sockets and catches them up from the log', async () => {
    const member = await createMember(first);
    const onSecond = await connected(second, member);
    const onFirst = await connected(first.app, member);

    const redis = second.redis as Redis;
    const admin = redis.duplicate({ enableOfflineQueue: true });
    const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const line = clients
      .split('\n')
      .find((entry) => entry.includes(`name=${second.realtimeRelay?.connectionName} `));
    const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
    expect(id).toBeDefined();
    await admin.client('KILL', 'ID', id as string);
    await admin.quit();
    // Published by the other instance while this one may not be listening: its socket gets them all the same.
    const db = first.db.handle.db;
    for (let like = 1; like <= 5; like += 1) {
      await logEvents(db, first.app.realtime, member.id, [{ type: 'like', member: like }]);
    }

    for (const socket of [onFirst, onSecond]) {
      await socket.next((event) => event.type === 'like' && event.seq === 5, 10_000);
      expect(seqsOf(socket)).toEqual([1, 2, 3, 4, 5]);
    }
    expect(onSecond.ws.readyState).toBe(onSecond.ws.OPEN);
    expect(second.realtimeRelay?.listening()).toBe(true);
  });

  it('a socket that reconnects with the last seq it applied gets exactly what it missed, in order', async () => {
    const member = await createMember(first);
    const db = first.db.handle.db;
    const before = await connected(second, member);
    await logEvents(db, first.app.realtime, member.id, [{ type: 'like', member: 1 }]);
    await before.next((event) => event.type === 'like');
    before.ws.terminate();
    await before.closed;
    // Missed while away, one of them never published at all (its instance died after the commit).
    await logEvents(db, first.app.realtime, member.id, [{ type: 'match', member: 1 }]);
    await logEvents(db, first.app.realtime, member.id, [{ type: 'unread', total_unread_messages: 2 }], {
      publish: false,
    });

    const back = openSocket(first.app, { token: member.token, after: 1 });
    sockets.push(back);
    expect(await back.resumed).toEqual({ type: 'resume', seq: 3, reset: false });
    await back.next((event) => event.type === 'unread');
    await logEvents(db, second.realtime, member.id, [{ type: 'like', member: 2 }]);
    await back.next((event) => event.type === 'like');
    expect(seqsOf(back)).toEqual([2, 3, 4]);
  });
});

describe('one recipient, many senders on two instances at once (PostgreSQL)', () => {
  let instances: TwoInstances | undefined;
  const sockets: TestSocket[] = [];
  afterAll(async () => {
    await closeAll(sockets);
    await instances?.close();
  });

  it('numbers the recipient’s events without a gap or a repeat, and ends on the true unread total', async () => {
    instances = await createTwoInstances();
    const { first, second } = instances;
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const recipient = await createMember(first);
    // One after another: signups in parallel would meet the password hashing queue's limit (503 service_busy).
    const senders: TestMember[] = [];
    for (let index = 0; index < 12; index += 1) senders.push(await createMember(first));
    const ledger = createRepositories(first.db.handle.db).ledger;
    for (const sender of senders) {
      await ledger.credit({ memberId: sender.id, amount: 100, reason: 'purchase', at: new Date() });
    }
    const tabs = [
      openSocket(first.app, { token: recipient.token }),
      openSocket(second, { token: recipient.token }),
    ];
    sockets.push(...tabs);
    await Promise.all(tabs.map((tab) => tab.resumed));

    const PER_SENDER = 4;
    await Promise.all(
      senders.map(async (sender, index) => {
        for (let n = 0; n < PER_SENDER; n += 1) {
          const app = (index + n) % 2 === 0 ? first.app : second;
          const sent = await app.inject({
            method: 'POST',
            url: '/api/messages.php',
            headers: { host: DEFAULT_HOST, ...CLIENT },
            cookies: withSession(sender.token),
            payload: { client_id: randomUUID(), member: recipient.id, text: `Message ${n}` },
          });
          expect(sent.statusCode).toBe(201);
        }
      }),
    );

    const total = senders.length * PER_SENDER;
    // Each message brings the recipient a message event and an unread total.
    for (const tab of tabs) {
      await tab.next((event) => event.type === 'unread' && event.seq === 2 * total, 15_000);
      expect(seqsOf(tab)).toEqual(Array.from({ length: 2 * total }, (_, index) => index + 1));
      const unread = tab.events.flatMap((event) =>
        event.type === 'unread' ? [event.total_unread_messages] : [],
      );
      // Numbered in commit order, each total counts every message committed before it.
      expect(unread).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    }
  });
});
