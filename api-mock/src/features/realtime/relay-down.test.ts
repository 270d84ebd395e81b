/**
 * @jest-environment node
 *
 * Redis unreachable (REDIS_URL names a port nobody listens on): the chat socket works as on a single instance,
 * every event delivered by the instance itself, once.
 */
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from '../../testing/accounts.js';
import { closeAll, logEvents, openSocket, type TestSocket } from '../../testing/chat-sockets.js';
import { createMember } from '../../testing/members.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    serveSite: false,
    scryptParams: TEST_SCRYPT,
    env: { ...ACCOUNT_TEST_ENV, REDIS_URL: 'redis://127.0.0.1:1' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await closeAll(sockets);
  await t.close();
});

it('delivers each event to the member’s sockets once while the relay is down', async () => {
  expect(t.app.realtimeRelay?.listening()).toBe(false);
  const member = await createMember(t);
  const tabs = [openSocket(t.app, { token: member.token }), openSocket(t.app, { token: member.token })];
  sockets.push(...tabs);
  for (const tab of tabs) {
    await tab.opened;
    await tab.roundTrip();
  }

  await logEvents(t.db.handle.db, t.app.realtime, member.id, [
    { type: 'like', member: 5 },
    { type: 'match', member: 5 },
  ]);
  for (const tab of tabs) {
    await tab.next((event) => event.type === 'match');
    expect(tab.events.filter((event) => event.type !== 'pong')).toEqual([
      { type: 'like', member: 5, seq: 1 },
      { type: 'match', member: 5, seq: 2 },
    ]);
  }
});
