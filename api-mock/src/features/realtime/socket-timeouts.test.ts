/**
 * @jest-environment node
 *
 * The server's time-outs are for HTTP requests (a stalled body, an idle kept-alive connection); an upgraded
 * chat socket is not a request and must outlive them. They are lowered by the environment, as in
 * server-timeouts.test.ts, and the heartbeat raised far above the test, so nothing but the time-outs could
 * close the socket.
 */
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from '../../testing/accounts.js';
import { closeAll, logEvents, openSocket, type TestSocket } from '../../testing/chat-sockets.js';
import { createMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const TIMEOUTS = {
  HEADERS_TIMEOUT_MS: '300',
  REQUEST_TIMEOUT_MS: '600',
  IDLE_TIMEOUT_MS: '400',
  KEEP_ALIVE_TIMEOUT_MS: '300',
};
/** Well past every time-out above and past the server's check of them (every 150 ms here). */
const OUTLIVE_MS = 2_000;

let t: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    env: { ...ACCOUNT_TEST_ENV, ...TIMEOUTS, CHAT_SOCKET_HEARTBEAT_MS: '600000' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await closeAll(sockets);
  await t.close();
});

it('keeps a quiet chat socket open past the request and idle time-outs', async () => {
  const member = await createMember(t);
  const socket = openSocket(t.app, { token: member.token });
  sockets.push(socket);
  await socket.opened;
  await new Promise((resolve) => setTimeout(resolve, OUTLIVE_MS));
  expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  await logEvents(t.db.handle.db, t.app.realtime, member.id, [{ type: 'like', member: 3 }]);
  expect(await socket.next((event) => event.type === 'like')).toEqual({ type: 'like', member: 3, seq: 1 });
});
