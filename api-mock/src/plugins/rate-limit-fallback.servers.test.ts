/** @jest-environment node */
/**
 * The shared limits while Redis is down: REDIS_URL names a port where nothing listens, so every Redis
 * command fails. Each instance then counts alone within its share of the limit, floor(limit / API_INSTANCES),
 * and refuses past it with the API's 429, as it does with Redis.
 */
import net from 'node:net';
import { CHAT_SENDS_PER_MINUTE, ERROR_CODES } from 'contract';
import { ACCOUNT_TEST_ENV, TEST_SCRYPT } from '../testing/accounts.js';
import { makePremium, sendMessage } from '../testing/chat.js';
import { createMember } from '../testing/members.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** A local port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('rate limits while Redis is down', () => {
  let apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.map((t) => t.close()));
    apps = [];
  });

  async function instanceWithoutRedis(env: Record<string, string> = {}) {
    const t = await createTestApp({
      serveSite: false,
      scryptParams: TEST_SCRYPT,
      env: { ...ACCOUNT_TEST_ENV, REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, ...env },
    });
    apps.push(t);
    return t;
  }

  /** The statuses of `count` sends by one premium member (two are paid, then 402 until the limit). */
  async function sends(t: TestApp, count: number) {
    const sender = await createMember(t);
    const recipient = await createMember(t);
    await makePremium(t, sender);
    const answers = [];
    for (let i = 0; i < count; i += 1) {
      answers.push(await sendMessage(t, sender, { member: recipient.id, text: `${i}` }));
    }
    return { answers, sender, recipient };
  }

  it('still refuses a member’s sends past the limit, with 429 rate_limited and Retry-After', async () => {
    const t = await instanceWithoutRedis();
    const { answers, recipient } = await sends(t, CHAT_SENDS_PER_MINUTE + 1);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(0, CHAT_SENDS_PER_MINUTE)).not.toContain(429);
    const refused = answers[CHAT_SENDS_PER_MINUTE]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: ERROR_CODES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not affected.
    expect(
      (await sendMessage(t, recipient, { member: answers[0]!.json().message.sender_id, text: 'hi' }))
        .statusCode,
    ).toBe(201);
  });

  it('allows each of API_INSTANCES=2 instances half of the limit', async () => {
    const t = await instanceWithoutRedis({ API_INSTANCES: '2' });
    const half = Math.floor(CHAT_SENDS_PER_MINUTE / 2);
    const { answers } = await sends(t, half + 1);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, half)).not.toContain(429);
    expect(statuses[half]).toBe(429);
    expect(answers[half]!.json()).toMatchObject({ error: ERROR_CODES.rateLimited });
  });
});
