/**
 * Test support for payments: an app on a test clock whose sandbox webhooks are delivered in-process
 * (app.inject to POST /api/payment-webhook.php, recorded; can be made to fail), and the payer's steps.
 * Not a test file: imported by the payments tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createRepositories } from '../db/repositories/index.js';
import { ACCOUNT_TEST_ENV, CLIENT, TEST_SCRYPT, testClock, withSession } from './accounts.js';
import { as, type TestMember } from './members.js';
import { createTestDb } from './test-db.js';
import type { TestApp } from './test-app.js';

export interface Delivery {
  body: string;
  headers: Record<string, string>;
  statusCode: number;
}

export interface PaymentsTestApp extends TestApp {
  deliveries: Delivery[];
  /** While true, every webhook delivery fails (the provider's retries are tested). */
  failDeliveries: boolean;
}

export async function createPaymentsTestApp(clock: { now: () => Date }): Promise<PaymentsTestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-mock-payments-'));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', ...ACCOUNT_TEST_ENV, DATA_DIR: dataDir }),
    siteRoot: dataDir,
  };
  const db = await createTestDb();
  const state: { app?: FastifyInstance } = {};
  const deliveries: Delivery[] = [];
  const t: PaymentsTestApp = {
    get app() {
      if (!state.app) throw new Error('not built');
      return state.app;
    },
    db,
    config,
    deliveries,
    failDeliveries: false,
    async close() {
      await state.app?.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  state.app = await buildApp({
    config,
    db: db.handle,
    clock: clock.now,
    scryptParams: TEST_SCRYPT,
    serveSite: false,
    paymentWebhookDeliverer: async ({ url, body, headers }) => {
      if (t.failDeliveries) throw new Error('connection refused');
      const response = await t.app.inject({
        method: 'POST',
        url: new URL(url).pathname,
        payload: body,
        headers,
      });
      deliveries.push({ body, headers, statusCode: response.statusCode });
      return { statusCode: response.statusCode };
    },
  });
  await state.app.ready();
  return t;
}

/** The file's app on a test clock, built before its tests; after each test every balance equals its ledger. */
export function setUpPaymentsTestApp(start: Date) {
  const clock = testClock(start);
  let built: PaymentsTestApp | undefined;
  const t = new Proxy({} as PaymentsTestApp, {
    get(_target, key) {
      if (!built) throw new Error('use the app inside hooks and tests');
      return Reflect.get(built, key) as unknown;
    },
    set(_target, key, value) {
      if (!built) throw new Error('use the app inside hooks and tests');
      return Reflect.set(built, key, value);
    },
  });
  beforeAll(async () => {
    built = await createPaymentsTestApp(clock);
  });
  afterEach(async () => {
    expect(await createRepositories(t.db.handle.db).ledger.mismatches()).toEqual([]);
  });
  afterAll(() => built?.close());
  return { t, clock };
}

export const ORDER_BODY = { package: 0, payment_method: 'creditcard', country: 'GB', accept_terms: true };

/** The site's package of a tier in a country. */
export async function packageOf(t: TestApp, tier: 'p0' | 'p1' | 'p2' | 'p3', country = 'GB') {
  const answer = (await as(t.app, null).get('/api/packages.php', { country })).json() as {
    packages: { id: number; tier: string; price: { amount: number } }[];
  };
  const found = answer.packages.find((one) => one.tier === tier);
  if (!found) throw new Error(`no ${tier} in ${country}`);
  return found;
}

export function createOrder(t: TestApp, member: TestMember, body: Record<string, unknown>) {
  return as(t.app, member).post('/api/orders.php', body);
}

/** The payer's choice on the sandbox's hosted page (a browser form: no client header, no session). */
export function choose(
  t: TestApp,
  redirectUrl: string,
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending',
  form: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const id = new URL(redirectUrl, 'http://site.test').searchParams.get('id') ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/api/sandbox-checkout.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id, outcome, ...form }).toString(),
  });
}

/** The browser following the provider's redirect back (GET, the member's cookie, no client header). */
export function followReturn(t: TestApp, member: TestMember, location: string) {
  return t.app.inject({ method: 'GET', url: location, cookies: withSession(member.token) });
}

/** Buys a package all the way: order, hosted page choice, return. Answers the order id and the pages' answers. */
export async function buyAndPay(
  t: TestApp,
  member: TestMember,
  body: Record<string, unknown>,
  outcome: 'paid' | 'failed' | 'cancelled' | 'pending' = 'paid',
  form: Record<string, string> = {},
) {
  const created = await createOrder(t, member, body);
  if (created.statusCode !== 201) throw new Error(`order: ${created.statusCode} ${created.body}`);
  const { order, redirect_url: redirectUrl } = created.json() as {
    order: { id: number };
    redirect_url: string;
  };
  const chosen = await choose(t, redirectUrl, outcome, form);
  const back = await followReturn(t, member, String(chosen.headers.location));
  return { orderId: order.id, redirectUrl, chosen, back };
}

/** Buys a package by card and stores the card at the provider: answers the paid order's id (its card repeats). */
export async function buyWithStoredCard(
  t: TestApp,
  member: TestMember,
  tier: 'p0' | 'p1' | 'p2' = 'p0',
  card = 'visa',
): Promise<number> {
  const paid = await buyAndPay(
    t,
    member,
    { ...ORDER_BODY, package: (await packageOf(t, tier)).id, store_card: true },
    'paid',
    { card, store_card: 'yes' },
  );
  return paid.orderId;
}

export { CLIENT };
