/**
 * @jest-environment node
 *
 * A chat socket whose session ends closes at once (4401), not at its next heartbeat: after a logout, a
 * password change or an account deletion on another device, and an operator's suspension. The heartbeat is set far beyond the
 * test's run, so only the signal of the ended sessions can close the sockets.
 */
import { CHAT_SOCKET_CLOSE } from 'contract';
import {
  CLIENT,
  logIn,
  logOut,
  sessionCookieOf,
  signupBody,
  testClock,
  withSession,
} from '../../testing/accounts.js';
import {
  closeAll,
  DEFAULT_HOST,
  HEARTBEAT_BEYOND_TESTS,
  openSocket,
  type TestSocket,
} from '../../testing/chat-sockets.js';
import { as, createMember, type TestMember } from '../../testing/members.js';
import { createOperatorTestApp, operatorPost } from '../../testing/operators.js';
import type { TestApp } from '../../testing/test-app.js';

const clock = testClock();
let t: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createOperatorTestApp(clock.now, { CHAT_SOCKET_HEARTBEAT_MS: HEARTBEAT_BEYOND_TESTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await closeAll(sockets.splice(0));
});
afterAll(() => t.close());

async function connected(token: string): Promise<TestSocket> {
  const socket = openSocket(t.app, { token });
  sockets.push(socket);
  await socket.opened;
  // The server subscribes right after the upgrade; a round trip proves it is listening.
  await socket.roundTrip();
  return socket;
}

const SESSION_ENDED = { code: CHAT_SOCKET_CLOSE.authenticationRequired, reason: 'session ended' };

/** A new member, and their chat socket on a second device they logged in on with their password. */
async function memberOnTwoDevices() {
  const { email, password } = signupBody();
  const member = await createMember(t, { email });
  const login = await logIn(t.app, email, password);
  expect(login.statusCode).toBe(200);
  return { member, password, secondDevice: await connected(sessionCookieOf(login)!) };
}

/** A call of the member's own (first device's) session. */
const asMember = (member: TestMember, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: DEFAULT_HOST, ...CLIENT },
    cookies: withSession(member.token),
    payload,
  });

it("closes a logged-out session's socket at once, and leaves the member's other devices connected", async () => {
  const { member, secondDevice } = await memberOnTwoDevices();
  const firstDevice = await connected(member.token);

  expect((await logOut(t.app, member.token, DEFAULT_HOST)).statusCode).toBe(200);
  expect(await firstDevice.closed).toEqual(SESSION_ENDED);
  await secondDevice.roundTrip();
});

it('answers a burst of parallel logouts of one session without an error, and closes its socket', async () => {
  const { member, secondDevice } = await memberOnTwoDevices();
  const firstDevice = await connected(member.token);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => logOut(t.app, member.token, DEFAULT_HOST)),
  );
  expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
  expect(await firstDevice.closed).toEqual(SESSION_ENDED);
  await secondDevice.roundTrip();
});

it("closes the other devices' sockets at once when the password is changed, not the asking device's", async () => {
  const { member, password, secondDevice } = await memberOnTwoDevices();
  const askingDevice = await connected(member.token);
  const changed = await asMember(member, 'PUT', '/api/password.php', {
    old_password: password,
    password: 'a-new-password-2026',
  });
  expect(changed.statusCode).toBe(200);
  expect(await secondDevice.closed).toEqual(SESSION_ENDED);
  // The asking device gets its new session in the answer: checked now, before its browser has the new
  // cookie, it would be logged out. Its socket is left to the heartbeat.
  await askingDevice.roundTrip();
  expect(askingDevice.ws.readyState).toBe(askingDevice.ws.OPEN);
});

it("closes the other devices' sockets at once when the member deletes the account", async () => {
  const { member, password, secondDevice } = await memberOnTwoDevices();
  const deleted = await asMember(member, 'POST', '/api/account-delete.php', {
    reason: 'found_someone',
    password,
  });
  expect(deleted.statusCode).toBe(200);
  expect(await secondDevice.closed).toEqual(SESSION_ENDED);
});

it("closes a suspended member's sockets at once, and no one else's", async () => {
  const reporter = await createMember(t);
  const target = await createMember(t);
  const targetTab = await connected(target.token);
  const reporterTab = await connected(reporter.token);
  const filed = await as(t.app, reporter).post('/api/report.php', {
    member: target.id,
    reason: 'harassment',
  });
  expect(filed.statusCode).toBe(201);

  const decided = await operatorPost(t.app, '/api/operator-report-decision.php', {
    report: (filed.json() as { report: { id: number } }).report.id,
    action: 'suspend',
    ground: 'Terms of use, section 5.1: no harassment.',
    facts: 'The member sent threatening messages to another member.',
  });
  expect(decided.statusCode).toBe(200);
  expect(await targetTab.closed).toEqual(SESSION_ENDED);
  await reporterTab.roundTrip();
});
