import { createHmac, randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CLIENT_HEADERS } from './members';

/** The outcomes the sandbox's hosted page offers (its buttons). */
export type SandboxOutcome = 'Paid' | 'Failed' | 'Cancelled' | 'Pending';

/** The sandbox's test cards as its hosted page labels them (api-mock, providers/sandbox.ts). */
export const TEST_CARDS = {
  visa: 'Visa 4242 4242 4242 4242',
  mastercard: 'Mastercard 5555 5555 5555 4444',
  declinesRecurring: 'Visa 4000 0000 0000 0341 (declines recurring charges)',
} as const;

/**
 * The sandbox's webhook secret outside production (api-mock config.ts, SANDBOX_WEBHOOK_SECRET_DEV): the
 * server under test (e2e/scripts/serve.mjs) sets no SANDBOX_WEBHOOK_SECRET, so it signs and checks with this.
 */
const SANDBOX_WEBHOOK_SECRET_DEV = 'sandbox-webhook-secret-for-development-only';

export interface Account {
  credits: number;
  paidUser: boolean;
}

/** The logged-in member's credits and premium state (GET /api/user.php with `request`'s cookies). */
export async function accountOf(request: APIRequestContext): Promise<Account> {
  const response = await request.get('/api/user.php');
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { credits: number; paid_user: boolean } };
  return { credits: user.credits, paidUser: user.paid_user };
}

export const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The package cards of the premium/credits page's offer (a list named by its heading). */
export const packageCards = (page: Page, heading: string | RegExp) =>
  page.getByRole('list', { name: heading }).getByRole('listitem');

/** The order id of the return page's URL (/credits/<package>/<method>?order=<id>). */
export function orderIdOf(page: Page): number {
  const id = new URL(page.url()).searchParams.get('order');
  expect(id, `an order id in ${page.url()}`).toMatch(/^[1-9][0-9]*$/);
  return Number(id);
}

/** The result page of an order, after the provider sent the payer back. */
export const RETURN_PAGE = /\/credits\/\d+\/[a-z0-9]+\?order=\d+$/;

/**
 * On the checkout page (/credits/<id>): picks the payment method, optionally 'Save my card', and pays:
 * the browser goes to the sandbox's hosted page. Answers the sandbox payment id (its `?id=`) and the Pay
 * button's words ('Pay £9.74').
 */
export async function payOnCheckout(
  page: Page,
  method: string,
  { storeCard = false }: { storeCard?: boolean } = {},
): Promise<{ payment: string; price: string }> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // The method is kept in the URL: the radio is checked once the page moved to /credits/<id>/<method>.
  const radio = main.getByRole('radio', { name: method, exact: true });
  await radio.click();
  await expect(page).toHaveURL(/\/credits\/\d+\/[a-z0-9]+$/);
  await expect(radio).toBeChecked();
  const save = main.getByRole('checkbox', { name: /Save my card for faster repeat orders/ });
  if (storeCard) await save.check();
  else if (await save.isVisible()) await expect(save).not.toBeChecked();
  const pay = main.getByRole('button', { name: /^Pay / });
  const price = (await pay.textContent()) ?? '';
  await pay.click();
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=/);
  return { payment: new URL(page.url()).searchParams.get('id') ?? '', price };
}

/**
 * On the sandbox's hosted page: optionally picks a test card, keeps or refuses the offered card storage,
 * and chooses the outcome; the provider sends the payer back to the site's result page.
 */
export async function chooseOnSandbox(
  page: Page,
  outcome: SandboxOutcome,
  { card, expectStoreConsent }: { card?: string; expectStoreConsent?: boolean } = {},
): Promise<number> {
  await expect(page.getByRole('note')).toHaveText('Sandbox — no real money');
  await expect(page.getByRole('heading', { level: 1, name: /^Payment to / })).toBeVisible();
  if (card) await page.getByRole('radio', { name: card }).check();
  const consent = page.getByRole('checkbox', { name: /Save this card with Sandbox Pay/ });
  if (expectStoreConsent === true) await expect(consent).toBeChecked();
  if (expectStoreConsent === false) await expect(consent).toHaveCount(0);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(RETURN_PAGE);
  return orderIdOf(page);
}

/** The return page's live status line: 'Loading your payment…', 'Processing your payment', 'Payment complete'. */
export const paymentStatus = (page: Page): Locator =>
  page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /Loading your payment|Processing your payment|Payment complete/ });

/** The return page's notice of a failed or cancelled payment, with its retry links. */
export const paymentFailedNotice = (page: Page): Locator =>
  page.getByRole('main').getByRole('alert').filter({ hasText: 'Payment failed or has been cancelled.' });

/** The page may scroll down, never sideways (on a phone, Chromium widens the layout viewport on overflow). */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()!.width;
  await expect
    .poll(() => page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth)), {
      message: `horizontal overflow on ${new URL(page.url()).pathname}`,
    })
    .toBeLessThanOrEqual(width);
}

interface ApiPackage {
  id: number;
  tier: 'p0' | 'p1' | 'p2' | 'p3';
  credits: number;
}

/** The packages the logged-in member is offered (their payment country). */
export async function packagesOf(request: APIRequestContext) {
  const response = await request.get('/api/packages.php');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { country: string; packages: ApiPackage[] };
}

/**
 * Buys a package through the API and the sandbox's form, as the pages do (set-up for journeys about what
 * comes after a purchase): POST /api/orders.php, the hosted page's form, then the provider's return URL.
 */
export async function buyThroughApi(
  request: APIRequestContext,
  tier: ApiPackage['tier'],
  outcome: 'paid' | 'failed' | 'cancelled',
  paymentMethod = 'creditcard',
): Promise<{ orderId: number; credits: number }> {
  const { country, packages } = await packagesOf(request);
  const pkg = packages.find((candidate) => candidate.tier === tier)!;
  const created = await request.post('/api/orders.php', {
    headers: CLIENT_HEADERS,
    data: { package: pkg.id, payment_method: paymentMethod, country, accept_terms: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { order, redirect_url: redirectUrl } = (await created.json()) as {
    order: { id: number };
    redirect_url: string;
  };
  const id = new URL(redirectUrl, 'http://sandbox.invalid').searchParams.get('id') ?? '';
  const chosen = await request.post('/api/sandbox-checkout.php', {
    form: { id, outcome },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  const back = await request.get(chosen.headers()['location']!, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  return { orderId: order.id, credits: pkg.credits };
}

/**
 * Sends the provider's webhook for a payment as the sandbox does (signed with its development secret): a
 * new event id each call unless `eventId` repeats one. Answers the HTTP status.
 */
export async function sendSandboxWebhook(
  request: APIRequestContext,
  payment: { id: string; orderId: number; status: 'paid' | 'pending' | 'failed' | 'cancelled' },
  eventId = `evt_e2e_${randomUUID().replaceAll('-', '')}`,
): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    id: eventId,
    type: 'payment.status',
    created: now,
    data: { payment: payment.id, reference: String(payment.orderId), status: payment.status, card: null },
  });
  const signature = createHmac('sha256', SANDBOX_WEBHOOK_SECRET_DEV).update(`${now}.${body}`).digest('hex');
  const response = await request.post('/api/payment-webhook.php', {
    headers: { 'content-type': 'application/json', 'sandbox-signature': `t=${now},v1=${signature}` },
    data: body,
  });
  return response.status();
}
