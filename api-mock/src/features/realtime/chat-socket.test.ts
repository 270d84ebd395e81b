/**
 * @jest-environment node
 *
 * The chat socket on a listening app, with real `ws` clients: who may open one, what each socket receives,
 * typing signals, heartbeats and misbehaving clients. The heartbeat is lowered by the environment so the
 * dead-connection cases take a fraction of a second.
 */
import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_MAX_FRAME_BYTES, CHAT_TYPING_THROTTLE_MS } from 'contract';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { ACCOUNT_TEST_ENV, CLIENT, TEST_SCRYPT, testClock, withSession } from '../../testing/accounts.js';
import {
  closeAll,
  logEvents,
  DEFAULT_HOST,
  HandshakeRefused,
  insertConversation,
  openSocket,
  socketUrl,
  type SocketOptions,
  type TestSocket,
} from '../../testing/chat-sockets.js';
import { sessions } from '../../db/schema.js';
import { createMember, type TestMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { BAD_FRAMES_ALLOWED, FRAMES_PER_WINDOW } from './chat-socket.js';
import { MAX_SOCKETS_PER_MEMBER } from './plugin.js';

const HEARTBEAT_MS = 100;
const OTHER_SITE = 'herzklopfen.test';

let t: TestApp;
const clock = testClock();
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    clock: clock.now,
    env: { ...ACCOUNT_TEST_ENV, CHAT_SOCKET_HEARTBEAT_MS: String(HEARTBEAT_MS) },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(async () => {
  await closeAll(sockets.splice(0));
});

afterAll(async () => {
  await t.close();
});

function connect(options: SocketOptions = {}): TestSocket {
  const socket = openSocket(t.app, options);
  sockets.push(socket);
  return socket;
}

async function connected(member: TestMember, options: SocketOptions = {}): Promise<TestSocket> {
  const socket = connect({ token: member.token, ...options });
  await socket.opened;
  // The server subscribes right after the upgrade; a round trip proves it is listening.
  await socket.roundTrip();
  return socket;
}

async function refusal(socket: TestSocket): Promise<HandshakeRefused> {
  const error = await socket.opened.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HandshakeRefused))
    throw new Error(`expected a refused handshake, got ${String(error)}`);
  return error;
}

const siteId = async (host: string) => (await t.app.services.siteDirectory.resolve(host)).id;

describe('who may open a chat socket', () => {
  it('closes a visitor’s socket at once with 4401', async () => {
    const socket = connect();
    await socket.opened;
    expect(await socket.closed).toEqual({
      code: CHAT_SOCKET_CLOSE.authenticationRequired,
      reason: 'authentication required',
    });
  });

  it('closes a socket with an unknown session cookie with 4401', async () => {
    const socket = connect({ token: 'not-a-session-token' });
    expect((await socket.closed).code).toBe(CHAT_SOCKET_CLOSE.authenticationRequired);
  });

  it('refuses a handshake from another origin with 403 before the upgrade', async () => {
    const member = await createMember(t);
    const refused = await refusal(connect({ token: member.token, origin: 'https://evil.example' }));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ error: 'foreign_origin', statusCode: 403 });

    // Another site of the platform is another origin too, and so is a sandboxed page ("null").
    for (const origin of [`http://${OTHER_SITE}`, 'null', `http://${DEFAULT_HOST}.evil.example`]) {
      expect((await refusal(connect({ token: member.token, origin }))).status).toBe(403);
    }
  });

  it('accepts the site’s configured origin, the page’s own, and a client that sends no Origin (not a browser)', async () => {
    const member = await createMember(t);
    // SITE_URL_TEMPLATE is https://{domain} here; the handshake itself goes to http://flirtmoment.test.
    await connected(member, { origin: `https://${DEFAULT_HOST}` });
    await connected(member, { origin: `http://${DEFAULT_HOST}` });
    await connected(member, { origin: null });
  });

  it('refuses a page of the same host on another port or scheme', async () => {
    const member = await createMember(t);
    const { port } = t.app.server.address() as AddressInfo;
    for (const origin of [
      `https://${DEFAULT_HOST}:8443`,
      `http://${DEFAULT_HOST}:3000`,
      'http://127.0.0.1:9999',
      `https://127.0.0.1:${port}`,
    ]) {
      const refused = await refusal(connect({ token: member.token, host: `127.0.0.1:${port}`, origin }));
      expect({ origin, status: refused.status }).toEqual({ origin, status: 403 });
    }
    await connected(member, { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` });
  });

  it('closes the socket of a member of another site with 4401, and opens it on their own site', async () => {
    const member = await createMember(t, {}, OTHER_SITE);
    const elsewhere = connect({ token: member.token, host: DEFAULT_HOST });
    expect((await elsewhere.closed).code).toBe(CHAT_SOCKET_CLOSE.authenticationRequired);

    const home = await connected(member, { host: OTHER_SITE });
    await logEvents(t.db.handle.db, t.app.realtime, member.id, [{ type: 'like', member: 1 }]);
    expect(await home.next((event) => event.type === 'like')).toEqual({ type: 'like', member: 1, seq: 1 });
  });

  it('answers a plain request (no WebSocket handshake) with 426', async () => {
    const member = await createMember(t);
    const response = await t.app.inject({
      url: '/api/chat-socket',
      headers: { host: DEFAULT_HOST, ...CLIENT },
      cookies: withSession(member.token),
    });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ error: 'bad_request' });
  });

  it('keeps at most MAX_SOCKETS_PER_MEMBER sockets of one member open', async () => {
    const member = await createMember(t);
    for (let index = 0; index < MAX_SOCKETS_PER_MEMBER; index += 1) await connected(member);
    const oneTooMany = connect({ token: member.token });
    expect((await oneTooMany.closed).code).toBe(CHAT_SOCKET_CLOSE.tryAgainLater);
  });
});

describe('delivery', () => {
  it('gives every event to each open socket of the member, and to nobody else', async () => {
    const [member, other] = [await createMember(t), await createMember(t)];
    const tabs = [await connected(member), await connected(member), await connected(member)];
    const otherTab = await connected(other);

    await logEvents(t.db.handle.db, t.app.realtime, member.id, [
      { type: 'credits', credits: 7, paid_user: false, free_messages_left: 2 },
    ]);
    for (const tab of tabs) {
      expect(await tab.next((event) => event.type === 'credits')).toEqual({
        type: 'credits',
        seq: 1,
        credits: 7,
        paid_user: false,
        free_messages_left: 2,
      });
    }
    await otherTab.roundTrip();
    expect(otherTab.events.filter((event) => event.type !== 'pong')).toEqual([]);
  });

  it('stops delivering to a tab once it closed, and keeps delivering to the others', async () => {
    const member = await createMember(t);
    const [first, second] = [await connected(member), await connected(member)];
    first.ws.close();
    await first.closed;
    await logEvents(t.db.handle.db, t.app.realtime, member.id, [
      { type: 'unread', total_unread_messages: 3 },
    ]);
    expect(await second.next((event) => event.type === 'unread')).toMatchObject({ total_unread_messages: 3 });
  });
});

describe('typing', () => {
  it('passes a typing signal to the other member of the conversation only', async () => {
    const [writer, reader, stranger] = [await createMember(t), await createMember(t), await createMember(t)];
    const conversation = await insertConversation(t, await siteId(DEFAULT_HOST), writer.id, reader.id);
    const writerTab = await connected(writer);
    const readerTab = await connected(reader);
    const strangerTab = await connected(stranger);

    // A stranger naming the conversation reaches nobody.
    strangerTab.send({ type: 'typing', conversation });
    await strangerTab.roundTrip();
    await readerTab.roundTrip();

    writerTab.send({ type: 'typing', conversation });
    expect(await readerTab.next((event) => event.type === 'typing')).toEqual({
      type: 'typing',
      conversation,
      member: writer.id,
    });
    expect(readerTab.events.filter((event) => event.type === 'typing')).toHaveLength(1);
    await writerTab.roundTrip();
    expect(writerTab.events.filter((event) => event.type === 'typing')).toEqual([]);
    expect(strangerTab.events.filter((event) => event.type === 'typing')).toEqual([]);
  });

  it('passes on one signal per conversation per interval however often the client sends', async () => {
    const [writer, reader] = [await createMember(t), await createMember(t)];
    const conversation = await insertConversation(t, await siteId(DEFAULT_HOST), writer.id, reader.id);
    const writerTab = await connected(writer);
    const readerTab = await connected(reader);

    for (let index = 0; index < 5; index += 1) writerTab.send({ type: 'typing', conversation });
    await readerTab.next((event) => event.type === 'typing');
    clock.advance(CHAT_TYPING_THROTTLE_MS);
    writerTab.send({ type: 'typing', conversation });
    await readerTab.next(() => readerTab.events.filter((event) => event.type === 'typing').length >= 2);
    await readerTab.roundTrip();
    expect(readerTab.events.filter((event) => event.type === 'typing')).toHaveLength(2);
  });

  it('passes no signal between members a block stands between', async () => {
    const [writer, reader, friend] = [await createMember(t), await createMember(t), await createMember(t)];
    const site = await siteId(DEFAULT_HOST);
    const conversation = await insertConversation(t, site, writer.id, reader.id);
    const control = await insertConversation(t, site, writer.id, friend.id);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { host: DEFAULT_HOST, ...CLIENT },
      cookies: withSession(reader.token),
      payload: { id: writer.id },
    });
    expect(blocked.statusCode).toBe(200);
    const writerTab = await connected(writer);
    const readerTab = await connected(reader);
    const friendTab = await connected(friend);

    writerTab.send({ type: 'typing', conversation });
    // A signal sent after it arrives after it would have.
    writerTab.send({ type: 'typing', conversation: control });
    await friendTab.next((event) => event.type === 'typing');
    await readerTab.roundTrip();
    expect(readerTab.events.filter((event) => event.type === 'typing')).toEqual([]);
  });
});

describe('heartbeat and session', () => {
  it('keeps a live socket open across heartbeats and cuts off one that stops answering pings', async () => {
    const member = await createMember(t);
    const live = await connected(member);
    const dead = connect({ token: member.token, autoPong: false });
    await dead.opened;

    // Terminated without a close frame (the peer is presumed gone): 1006 on the client.
    expect((await dead.closed).code).toBe(1006);
    expect(live.ws.readyState).toBe(live.ws.OPEN);
    await live.roundTrip();
  });

  it('closes a socket with 4401 at a heartbeat once its session ended without a word on the bus', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const tab = await connected(member);
    const otherTab = await connected(other);
    // Revoked behind the services' back: only the heartbeat's session check can notice.
    await t.db.handle.db
      .update(sessions)
      .set({ revokedAt: clock.now() })
      .where(eq(sessions.memberId, member.id));
    expect(await tab.closed).toEqual({
      code: CHAT_SOCKET_CLOSE.authenticationRequired,
      reason: 'session ended',
    });
    await otherTab.roundTrip();
  });
});

describe('misbehaving clients', () => {
  it('ignores a few malformed frames and closes the socket with 1008 after BAD_FRAMES_ALLOWED', async () => {
    const member = await createMember(t);
    const socket = await connected(member);
    socket.send('not json');
    socket.send({ type: 'typing', conversation: 'abc' });
    await socket.roundTrip();
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    for (let index = 2; index < BAD_FRAMES_ALLOWED; index += 1) socket.send({ type: 'unknown' });
    socket.send(Buffer.from([1, 2, 3]));
    expect(await socket.closed).toEqual({
      code: CHAT_SOCKET_CLOSE.policyViolation,
      reason: 'malformed messages',
    });
  });

  it('closes a socket that sends a frame over the size limit (1009), and serves the others on', async () => {
    const member = await createMember(t);
    const socket = await connected(member);
    socket.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(CHAT_SOCKET_MAX_FRAME_BYTES) }));
    expect((await socket.closed).code).toBe(1009);
    await connected(member);
  });

  it('closes a socket flooding frames with 1008', async () => {
    const member = await createMember(t);
    const socket = await connected(member);
    for (let index = 0; index <= FRAMES_PER_WINDOW; index += 1) socket.send({ type: 'ping' });
    expect(await socket.closed).toEqual({
      code: CHAT_SOCKET_CLOSE.policyViolation,
      reason: 'too many messages',
    });
  });

  it('answers an upgrade to any other path, known or not, with 404 and closes the connection', async () => {
    const member = await createMember(t);
    const headers = { host: DEFAULT_HOST, cookie: `auth.session=${member.token}` };
    for (const path of ['/api/user.php', '/api/nothing-here', '/%61pi/chat-socket']) {
      const other = new WebSocket(socketUrl(t.app).replace('/api/chat-socket', path), { headers });
      const received: string[] = [];
      other.on('message', (data) => received.push(String(data)));
      const status = await new Promise<number | undefined>((resolve) => {
        other.once('unexpected-response', (_request, response) => {
          response.resume();
          resolve(response.statusCode);
        });
        other.once('open', () => resolve(undefined));
      });
      other.on('error', () => undefined);
      other.terminate();
      expect({ path, status, received }).toEqual({ path, status: 404, received: [] });
    }
  });
});
