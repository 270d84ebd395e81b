import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { chooseOnSandbox, expectNoSidewaysScroll, packageCards, paymentStatus } from './payments';
import { PHONE } from './viewports';

// The welcome discount keeps its promise (issue 29): a new member on a phone follows the banner's offer to
// the premium page, opens checkout at the discounted price and leaves the provider's page without paying.
// Back on the premium page the same discount is still offered, and the next checkout charges exactly it: the
// banner, the premium page, the checkout, the provider's page and the transaction all show one number. The
// walk's screens are saved in e2e/.tmp/discount-walk/ for the change's note.

const SHOTS = path.resolve(import.meta.dirname, '..', '.tmp', 'discount-walk');

/** GB's p1 (120 credits): GBP 25.99, with the 25% welcome time bonus 19.49 (api-mock seed). */
const NORMAL = '£25.99';
const DISCOUNTED = '£19.49';
const CREDITS = 120;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Welcome bonus' });
const offerCard = (page: Page) =>
  packageCards(page, 'Choose your package').filter({ hasText: `${CREDITS} credits` });

/** The premium page with the discount announced and priced in, as the member sees it. */
async function expectPremiumOffer(page: Page) {
  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Get Premium' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Welcome bonus: 25% off')).toBeVisible();
  const card = offerCard(page);
  await expect(card).toContainText(DISCOUNTED);
  await expect(card.locator('del')).toContainText(NORMAL);
  await expect(banner(page).getByRole('link', { name: 'Unlock 25% off' })).toBeVisible();
}

/** From the premium page to the provider's page: the checkout's Pay button and the provider's amount. */
async function openCheckout(page: Page, shotName: string) {
  await offerCard(page)
    .getByRole('link', { name: `Choose ${CREDITS} credits` })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await main.getByRole('radio', { name: 'Credit card', exact: true }).click();
  const pay = main.getByRole('button', { name: /^Pay / });
  await expect(pay).toHaveText(`Pay ${DISCOUNTED}`);
  await expectNoSidewaysScroll(page);
  await shoot(page, `${shotName}-checkout`);
  await pay.click();
  await expect(page).toHaveURL(/\/api\/sandbox-checkout\.php\?id=/);
  await expect(page.locator('[aria-label="Amount"]')).toHaveText(DISCOUNTED);
  await shoot(page, `${shotName}-provider`);
}

test.describe('the welcome discount from the banner to the transaction, on a 375 px phone', () => {
  test.use(PHONE);

  test('an abandoned checkout keeps the discount, and every step shows the same price', async ({ page }) => {
    await signUpActiveMember(page, 'discount-walk', { country: 'GB' });

    // The banner's offer leads to the packages, priced with the discount.
    await page.goto('/members');
    await expect(banner(page)).toBeVisible();
    await shoot(page, '01-banner');
    await banner(page).getByRole('link', { name: 'Unlock 25% off' }).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('main')).toContainText(DISCOUNTED);

    await expectPremiumOffer(page);
    await shoot(page, '02-premium');

    // Checkout, the provider's page, and away without paying.
    await openCheckout(page, '03');
    await expectPremiumOffer(page);
    await shoot(page, '04-premium-after-abandon');

    // The next checkout charges what the page still promises.
    await openCheckout(page, '05');
    await chooseOnSandbox(page, 'Paid');
    await expect(paymentStatus(page)).toContainText('Payment complete');
    await expect(page.getByRole('main')).toContainText(DISCOUNTED);
    await shoot(page, '06-paid');

    // Transactions: the payment at the same price; the abandoned checkout closed, not 'Processing'.
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const rows = page.getByRole('main').getByRole('row');
    const completed = rows.filter({ hasText: 'Completed' });
    await expect(completed).toHaveCount(1);
    await expect(completed).toContainText(DISCOUNTED);
    await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Processing' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shoot(page, '07-transactions');

    // Premium now: the welcome offer is over, and nothing announces it any more.
    await expect(banner(page)).toHaveCount(0);
  });
});
