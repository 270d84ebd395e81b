import type { APIRequestContext, Page } from '@playwright/test';
import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { signUpMember } from './members';
import {
  accountOf,
  buyThroughApi,
  chooseOnSandbox,
  expectNoSidewaysScroll,
  mainNavigation,
  orderIdOf,
  packageCards,
  paymentFailedNotice,
  paymentStatus,
  payOnCheckout,
  RETURN_PAGE,
  sendSandboxWebhook,
  TEST_CARDS,
} from './payments';
import { atBothWidths, DESKTOP, PHONE } from './viewports';

// Buying credits: the premium page's packages, the checkout, the sandbox provider's hosted page (on the
// site's own origin), the return page, repeat orders with a stored card and the transactions. Every journey
// signs up its own member (the journeys share one database) and runs once: on a phone, where the pages must
// not scroll sideways, or (the replay journey) on a desktop. What the desktop shows otherwise (its top
// navigation instead of the phone's tab bar, the transactions as a table) the phone journeys check at 1280 px
// on the same page.

/** A demo member with a photo that is locked for members without premium, as `request`'s member sees it. */
async function memberWithPremiumPhoto(request: APIRequestContext) {
  const search = await request.get('/api/members.php', { params: { country: 'GB', num: 60 } });
  expect(search.status(), await search.text()).toBe(200);
  const { profiles } = (await search.json()) as { profiles: { id: number; photo_count: number }[] };
  // The card counts the photos this member can open; a locked one needs one more than that.
  for (const card of profiles.filter((profile) => profile.photo_count >= 1)) {
    const response = await request.get('/api/member.php', { params: { id: card.id } });
    const { profile } = (await response.json()) as {
      profile: { id: number; name: string; photos: { lock_reason: string | null }[] };
    };
    const locked = profile.photos.findIndex((photo) => photo.lock_reason === 'premium');
    if (locked >= 0) return { id: profile.id, name: profile.name, count: profile.photos.length };
  }
  throw new Error('no demo member in GB with a photo locked for premium');
}

const photoSection = (page: Page) => page.getByRole('region', { name: 'Photos' });

/** Opens /premium and chooses the package with `credits` credits: the checkout of that package. */
async function choosePackage(page: Page, credits: number) {
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
  // A free member chooses 'your package', a premium member buys 'more credits': the same offer.
  await packageCards(page, /^(Choose your package|Buy more credits)$/)
    .getByRole('link', { name: `Choose ${credits} credits` })
    .click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
}

test.describe('buying credits on a 375 px phone', () => {
  test.use(PHONE);

  test('a new free member buys a package by card with a saved card and becomes premium', async ({ page }) => {
    await signUpActiveMember(page, 'buyer', { country: 'GB' });
    const before = await accountOf(page.request);
    expect(before.paidUser).toBe(false);
    const profile = await memberWithPremiumPhoto(page.request);

    // A free member: the navigation offers premium (the phone's tab bar and the desktop's top navigation,
    // each leading to /premium), and a private photo is locked.
    await page.goto(`/members/${profile.id}`);
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await expect(
      photoSection(page)
        .getByRole('button', { name: /is locked\. Get premium/ })
        .first(),
    ).toBeVisible();
    await atBothWidths(page, async () => {
      const getPremium = mainNavigation(page).getByRole('link', { name: 'Get Premium' });
      await expect(getPremium).toBeVisible();
      await expect(getPremium).toHaveAttribute('href', '/premium');
      await expect(mainNavigation(page).getByRole('link', { name: /^Credits/ })).toHaveCount(0);
    });

    // /premium: four packages, each with its credits, a price and a Choose link.
    await mainNavigation(page).getByRole('link', { name: 'Get Premium' }).click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
    const cards = packageCards(page, 'Choose your package');
    await expect(cards).toHaveCount(4);
    for (const [index, credits] of [50, 120, 300, 700].entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: `${credits} credits` })).toBeVisible();
      await expect(card).toContainText(/\d[\d,]*\.\d{2}/);
      await expect(card.getByRole('link', { name: `Choose ${credits} credits` })).toBeVisible();
    }
    await expect(cards.nth(1)).toContainText('Most popular');
    await expectNoSidewaysScroll(page);

    // The 120-credit package, by credit card, saving the card.
    await cards.nth(1).getByRole('link', { name: 'Choose 120 credits' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: '120 credits' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await payOnCheckout(page, 'Credit card', { storeCard: true });
    await expectNoSidewaysScroll(page);
    const orderId = await chooseOnSandbox(page, 'Paid', { expectStoreConsent: true });

    // Back on the site: processing, then complete (the return settled it, or the webhook does).
    await expect(paymentStatus(page)).toContainText(/Processing your payment|Payment complete/);
    await expect(paymentStatus(page)).toContainText('Payment complete');
    await expect(page.getByRole('main').getByRole('note')).toContainText(
      '120 credits have been added to your account',
    );
    // The first purchase: the page says what it just did for the member.
    await expect(page.getByRole('main').getByRole('note')).toContainText(
      'You are now a premium member – for life',
    );
    await expect(page.getByRole('link', { name: 'View the transaction' })).toHaveAttribute(
      'href',
      `/transactions/${orderId}`,
    );
    await expectNoSidewaysScroll(page);

    // The navigation at both widths: Credits instead of Get Premium, at once (no reload). Its badge counts
    // credits only at CREDITS_BADGE_THRESHOLD (10) or fewer: with the purchase there are more, so no 'credits
    // left'.
    await atBothWidths(page, async () => {
      const credits = mainNavigation(page).getByRole('link', { name: /^Credits/ });
      await expect(credits).toBeVisible();
      await expect(credits).toHaveAccessibleName('Credits');
      await expect(credits).toHaveAttribute('href', '/credits');
      await expect(mainNavigation(page).getByRole('link', { name: 'Get Premium' })).toHaveCount(0);
    });
    const after = await accountOf(page.request);
    expect(after).toEqual({ credits: before.credits + 120, paidUser: true });

    // The credits page shows the new balance.
    await mainNavigation(page)
      .getByRole('link', { name: /^Credits/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Your balance: ${after.credits} credits`);
    // The welcome time bonus is for members who have not paid: no discount is offered any more.
    const offer = packageCards(page, 'Choose a package');
    await expect(offer).toHaveCount(4);
    await expect(offer.filter({ hasText: /% discount/ })).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/Welcome bonus|welcome discount/)).toHaveCount(0);

    // Premium: every photo of the member is shown, none locked.
    await page.goto(`/members/${profile.id}`);
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await expect(photoSection(page).getByRole('img')).toHaveCount(profile.count);
    await expect(photoSection(page).getByRole('button', { name: /is locked/ })).toHaveCount(0);

    // The premium page thanks a premium member and offers more credits.
    await page.goto('/premium');
    await expect(page.getByText('You are a premium member for life. Thank you!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Buy more credits' })).toBeVisible();
  });

  test('a failed and a cancelled payment offer a retry with another method, which then pays', async ({
    page,
  }) => {
    await signUpMember(page.request, 'retry');
    const before = await accountOf(page.request);

    // Failed, by credit card.
    await choosePackage(page, 50);
    // A new member pays with the welcome time bonus (TIMEBONUS25); a failed order gives the code back.
    const { price } = await payOnCheckout(page, 'Credit card');
    expect(price).toMatch(/^Pay \D?\d/);
    const failedId = await chooseOnSandbox(page, 'Failed');
    const failed = paymentFailedNotice(page);
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('You can try again, with the same or a different payment method.');
    await expect(failed.getByRole('link', { name: 'Try again with Credit card' })).toBeVisible();
    await expect(paymentStatus(page)).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // Another method: PayPal, cancelled on the provider's page.
    await failed.getByRole('link', { name: 'Choose another payment method' }).click();
    await expect(page).toHaveURL(/\/credits\/\d+$/);
    expect((await payOnCheckout(page, 'PayPal')).price).toBe(price);
    const cancelledId = await chooseOnSandbox(page, 'Cancelled', { expectStoreConsent: false });
    expect(cancelledId).not.toBe(failedId);
    await expect(paymentFailedNotice(page)).toBeVisible();
    await expect(
      paymentFailedNotice(page).getByRole('link', { name: 'Try again with PayPal' }),
    ).toBeVisible();
    expect(await accountOf(page.request)).toEqual(before);

    // A third method pays.
    await paymentFailedNotice(page).getByRole('link', { name: 'Choose another payment method' }).click();
    expect((await payOnCheckout(page, 'Visa')).price).toBe(price);
    await chooseOnSandbox(page, 'Paid', { expectStoreConsent: false });
    await expect(paymentStatus(page)).toContainText('Payment complete');
    await expect(paymentFailedNotice(page)).toHaveCount(0);
    await atBothWidths(page, () =>
      expect(mainNavigation(page).getByRole('link', { name: /^Credits/ })).toBeVisible(),
    );
    expect(await accountOf(page.request)).toEqual({ credits: before.credits + 50, paidUser: true });
  });

  test('a pending payment shows "Processing your payment" until the provider settles it', async ({
    page,
  }) => {
    await signUpMember(page.request, 'pending');
    const before = await accountOf(page.request);
    await choosePackage(page, 50);
    await payOnCheckout(page, 'Credit card');
    await chooseOnSandbox(page, 'Pending');

    // The sandbox settles a pending payment 5 s later (a delayed job, then its webhook); the page asks again
    // every 2 s by itself.
    await expect(paymentStatus(page)).toContainText('Processing your payment');
    await expect(
      page.getByText('This usually takes a few seconds. This page updates by itself.'),
    ).toBeVisible();
    expect(await accountOf(page.request)).toEqual(before);
    await expect(paymentStatus(page)).toContainText('Payment complete', { timeout: 20_000 });
    await expect(page.getByText('This usually takes a few seconds.')).toHaveCount(0);
    await atBothWidths(page, () =>
      expect(mainNavigation(page).getByRole('link', { name: /^Credits/ })).toBeVisible(),
    );
    expect(await accountOf(page.request)).toEqual({ credits: before.credits + 50, paidUser: true });
  });

  test('a saved card buys the package again in one click; a card that declines recurring charges offers retry or PayPal', async ({
    page,
  }) => {
    const member = await signUpMember(page.request, 'repeat');
    await page.goto('/credits/repeat-order');
    await expect(page.getByRole('heading', { name: 'No orders to repeat yet' })).toBeVisible();

    // A first purchase by card, saving it.
    await choosePackage(page, 50);
    await payOnCheckout(page, 'Credit card', { storeCard: true });
    await chooseOnSandbox(page, 'Paid', { card: TEST_CARDS.visa, expectStoreConsent: true });
    await expect(paymentStatus(page)).toContainText('Payment complete');
    const bought = await accountOf(page.request);

    // Repeat: the order is listed under its card; Buy again asks for the password once in this login, then
    // completes.
    await page.goto('/credits/repeat-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Repeat an order' })).toBeVisible();
    const first = page
      .getByRole('region', { name: /visa •••• 4242/i })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '50 credits' }) });
    await expect(first).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await first.getByRole('button', { name: 'Buy again 50 credits' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await confirm.getByLabel('Password').fill(member.password);
    await confirm.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByRole('main').getByRole('note')).toContainText(
      '50 credits have been added to your account',
    );
    expect(await accountOf(page.request)).toEqual({ credits: bought.credits + 50, paidUser: true });

    // A second package paid with the test card that declines recurring charges, saved.
    await choosePackage(page, 120);
    await payOnCheckout(page, 'Credit card', { storeCard: true });
    await chooseOnSandbox(page, 'Paid', { card: TEST_CARDS.declinesRecurring, expectStoreConsent: true });
    await expect(paymentStatus(page)).toContainText('Payment complete');
    const beforeDecline = await accountOf(page.request);

    await page.goto('/credits/repeat-order');
    const second = page
      .getByRole('region', { name: /visa •••• 0341/i })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '120 credits' }) });
    await second.getByRole('button', { name: 'Buy again 120 credits' }).click();
    const declined = page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: 'Credit card payment failed' });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText('Your card was declined. Try again, or pay with PayPal instead.');
    await expect(declined.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await accountOf(page.request)).toEqual(beforeDecline);
    await expectNoSidewaysScroll(page);

    // Trying again is declined again; PayPal leads to the checkout of that package with PayPal chosen.
    await declined.getByRole('button', { name: 'Try again' }).click();
    await expect(declined).toBeVisible();
    await declined.getByRole('link', { name: 'Pay with PayPal' }).click();
    await expect(page).toHaveURL(/\/credits\/\d+\/paypal$/);
    await expect(page.getByRole('main').getByRole('heading', { name: '120 credits' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'PayPal', exact: true })).toBeChecked();
    expect(await accountOf(page.request)).toEqual(beforeDecline);
  });

  test('the transactions list the orders newest first with their status; another member’s order is not found', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signUpMember(page.request, 'ledger');
    const failed = await buyThroughApi(page.request, 'p0', 'failed');
    const paid = await buyThroughApi(page.request, 'p2', 'paid', 'paypal');
    const other = await playwright.request.newContext({ baseURL });
    await signUpMember(other, 'stranger');
    const foreign = await buyThroughApi(other, 'p0', 'paid');
    await other.dispose();

    await page.goto('/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const links = page.getByRole('main').getByRole('link', { name: /^No\. \d+$/ });
    const rows = page.getByRole('main').getByRole('row');
    const paidRow = rows.filter({ has: page.getByRole('link', { name: `No. ${paid.orderId}` }) });
    const failedRow = rows.filter({ has: page.getByRole('link', { name: `No. ${failed.orderId}` }) });
    // On a phone each order is a block of lines, from 768 px a table's row: the same rows and cells at both.
    await atBothWidths(page, async () => {
      await expect(links).toHaveText([`No. ${paid.orderId}`, `No. ${failed.orderId}`]);
      await expect(paidRow).toContainText('Completed');
      await expect(paidRow).toContainText('PayPal');
      await expect(paidRow).toContainText('300');
      await expect(failedRow).toContainText('Failed');
      await expect(failedRow).toContainText('Credit card');
    });
    await expectNoSidewaysScroll(page);

    // One order's detail.
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/transactions/${paid.orderId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Transaction ${paid.orderId}` })).toBeVisible();
    const details = page.getByRole('main').getByRole('definition');
    await expect(details.first()).toHaveText('Completed');
    await expect(page.getByRole('main')).toContainText('Plus');
    await expect(page.getByRole('main')).toContainText('PayPal');
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'All transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);

    // Another member's order: not found, nothing of it shown; nor on the return page.
    await page.goto(`/transactions/${foreign.orderId}`);
    await expect(page.getByRole('heading', { name: 'This transaction could not be found' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Completed')).toHaveCount(0);
    await page.goto(`/credits/1/creditcard?order=${foreign.orderId}`);
    await expect(page.getByRole('heading', { name: 'This payment could not be found' })).toBeVisible();
  });
});

// The area's desktop journey: the premium page, the checkout, the provider's page, the return page and the
// transactions at 1280 px.
test.describe('buying credits on a 1280 px desktop', () => {
  test.use(DESKTOP);

  test('a second return from the provider or a replayed webhook never credits twice', async ({ page }) => {
    await signUpMember(page.request, 'replay');
    await choosePackage(page, 50);
    const { payment } = await payOnCheckout(page, 'Credit card');
    const orderId = await chooseOnSandbox(page, 'Paid');
    await expect(paymentStatus(page)).toContainText('Payment complete');
    const resultUrl = page.url();
    const credited = await accountOf(page.request);
    expect(credited.paidUser).toBe(true);

    // The payer's browser comes back through the provider's return URL again (a reload, the back button).
    for (let round = 0; round < 2; round++) {
      await page.goto(`/api/payment-return.php?order=${orderId}`);
      await expect(page).toHaveURL(RETURN_PAGE);
      expect(page.url()).toBe(resultUrl);
      expect(orderIdOf(page)).toBe(orderId);
      await expect(paymentStatus(page)).toContainText('Payment complete');
    }
    await page.reload();
    await expect(paymentStatus(page)).toContainText('Payment complete');
    expect(await accountOf(page.request)).toEqual(credited);

    // The provider's webhook arriving again (a new event about the paid payment), and the same event replayed.
    const event = `evt_e2e_replay_${orderId}`;
    expect(await sendSandboxWebhook(page.request, { id: payment, orderId, status: 'paid' }, event)).toBe(200);
    expect(await sendSandboxWebhook(page.request, { id: payment, orderId, status: 'paid' }, event)).toBe(409);
    expect(await accountOf(page.request)).toEqual(credited);

    // The order is listed once, completed.
    await page.goto('/transactions');
    await expect(page.getByRole('main').getByRole('link', { name: /^No\. \d+$/ })).toHaveText([
      `No. ${orderId}`,
    ]);
  });
});
