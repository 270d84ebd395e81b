import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS, signUpMember } from './members';
import { accountOf, expectNoSidewaysScroll, packagesOf } from './payments';
import { PHONE } from './viewports';

// Stored cards on /credits/repeat-order, on a 375 px phone: every saved card with the packages it can buy
// again, the password the API asks for before the first repeat order of a login, the site's daily cap of
// repeat orders (the demo sites allow 3 a day, api-mock/src/db/seed/payments.ts) and removing a card.

/** Buys the cheapest package through the API and the sandbox's form, paying with `card` and saving it. */
async function buyWithSavedCard(request: APIRequestContext, card: 'visa' | 'mastercard') {
  const { country, packages } = await packagesOf(request);
  const cheapest = packages.find((pkg) => pkg.tier === 'p0')!;
  const created = await request.post('/api/orders.php', {
    headers: CLIENT_HEADERS,
    data: {
      package: cheapest.id,
      payment_method: 'creditcard',
      country,
      store_card: true,
      accept_terms: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { redirect_url: redirectUrl } = (await created.json()) as { redirect_url: string };
  const id = new URL(redirectUrl, 'http://sandbox.invalid').searchParams.get('id') ?? '';
  const chosen = await request.post('/api/sandbox-checkout.php', {
    form: { id, outcome: 'paid', card, store_card: 'yes' },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
  const back = await request.get(chosen.headers()['location']!, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  return cheapest.credits;
}

const cardSection = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name });
const completeNote = (page: Page) => page.getByRole('main').getByRole('note');

test.describe('stored cards on a 375 px phone', () => {
  test.use(PHONE);

  test('a member repeats from their second card with the password, reaches the daily cap, and removes a card', async ({
    page,
  }) => {
    const member = await signUpMember(page.request, 'cards');
    const credits = await buyWithSavedCard(page.request, 'visa');
    await buyWithSavedCard(page.request, 'mastercard');
    const bought = await accountOf(page.request);

    // Both cards, newest first, each with the package it can buy again.
    await page.goto('/credits/repeat-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Repeat an order' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      /Mastercard •••• 4444/,
      /Visa •••• 4242/,
    ]);
    const visa = cardSection(page, 'Visa •••• 4242');
    await expect(visa.getByRole('heading', { name: `${credits} credits` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The first repeat order of this login asks for the password first, in a sheet that says why.
    await visa.getByRole('button', { name: `Buy again ${credits} credits` }).click();
    const sheet = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(sheet).toContainText('To protect your saved card');
    await expect(sheet).toContainText(`Visa •••• 4242 will be charged`);
    await expectNoSidewaysScroll(page);
    await sheet.getByLabel('Password').fill(`${member.password}-typo`);
    await sheet.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(sheet.getByText('That password is not correct. Please try again.')).toBeVisible();
    expect(await accountOf(page.request)).toEqual(bought);
    await sheet.getByLabel('Password').fill(member.password);
    await sheet.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(sheet).toBeHidden();
    await expect(completeNote(page)).toContainText(`${credits} credits have been added to your account`);
    expect(await accountOf(page.request)).toEqual({ credits: bought.credits + credits, paidUser: true });

    // Confirmed for this login: two more go through at once, the fourth of the day meets the cap.
    for (let repeat = 2; repeat <= 3; repeat += 1) {
      await visa.getByRole('button', { name: `Buy again ${credits} credits` }).click();
      await expect
        .poll(async () => (await accountOf(page.request)).credits)
        .toBe(bought.credits + repeat * credits);
      await expect(completeNote(page)).toContainText(`${credits} credits have been added to your account`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    const capped = await accountOf(page.request);
    await cardSection(page, 'Mastercard •••• 4444')
      .getByRole('button', { name: `Buy again ${credits} credits` })
      .click();
    const limit = page.getByRole('main').getByRole('alert');
    await expect(limit).toContainText(
      'Your limit for card payments has been reached. Please try later, a cheaper package or another payment method.',
    );
    await expect(limit.getByRole('link', { name: 'Pay with PayPal' })).toBeVisible();
    expect(await accountOf(page.request)).toEqual(capped);
    await expectNoSidewaysScroll(page);

    // Removing a card asks first, then the list shows the other card only (after a reload too).
    await cardSection(page, 'Mastercard •••• 4444')
      .getByRole('button', { name: 'Remove card Mastercard •••• 4444' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Remove Mastercard •••• 4444?' });
    await confirm.getByRole('button', { name: 'Remove card' }).click();
    await expect(cardSection(page, 'Mastercard •••• 4444')).toHaveCount(0);
    await expect(visa).toBeVisible();
    await page.reload();
    await expect(visa).toBeVisible();
    await expect(cardSection(page, 'Mastercard •••• 4444')).toHaveCount(0);
  });
});
