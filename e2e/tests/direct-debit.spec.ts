import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, packageCards } from './payments';
import { atBothWidths, atPhoneWidth, DESKTOP, PHONE } from './viewports';
import { shotAtWidths } from './shots';
import { callFromPage, signUpOnThisSite, siteOrigin, userOnThisSite } from './site-member';
import { lastSmsId, smsCode } from './sms-outbox';

// SEPA direct debit (/directdebit?package=<id>): the form, the SMS code read from the development outbox,
// the result; the sandbox's blocked IBAN and phone; field errors. Direct debit is offered in DE, AT and NL:
// on Flirtmoment (English) the member picks Germany as the payment country at the checkout; Herzklopfen,
// the German site, offers it from the start. Every journey signs up its own member and runs once: the English
// payment on a desktop (from 992 px the form stands beside the order summary), the German one and the field
// errors on a phone. The phone's checks (no sideways scrolling, the tab bar) and the desktop's (the top
// navigation) are made at the other width too, on the same page.

/** Test data of the sandbox (api-mock/README.md, "Direct debit"). */
const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';
const BLOCKED_IBAN = 'DE02 5001 0517 0137 0750 30';
const BLOCKED_PHONE = '+49 1570 0000000';
/** How the API shows VALID_IBAN. */
const MASKED_IBAN = 'DE89 **** **** **** **30 00';

/** A masked IBAN or phone as the page shows it: on one line, its groups joined by no-break spaces. */
const oneLine = (masked: string) =>
  new RegExp(masked.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\u00a0'));
/** Each journey its own phone (the outbox is shared): +49 1512 3<6 digits>. */
const phoneFor = (index: number) => `+49 1512 3${String((Date.now() + index) % 1_000_000).padStart(6, '0')}`;

const TEXTS = {
  en: {
    title: 'Direct debit',
    navigation: 'Main',
    holder: 'Account holder',
    iban: 'IBAN',
    street: 'Street',
    houseNumber: 'House no.',
    zip: 'Postcode',
    city: 'City',
    phone: 'Mobile number',
    pay: /^Pay .*€/,
    codeTitle: 'Enter the SMS code',
    code: 'SMS code',
    confirm: 'Confirm payment',
    codeInvalid: 'Code invalid',
    twoLeft: '2 attempts left',
    done: 'Payment complete',
    added: (credits: number) => `${credits} credits have been added to your account.`,
    balance: (credits: number) => `Your balance: ${credits} credits`,
    premium: 'You are now a premium member',
    getPremium: 'Get Premium',
    credits: /^Credits/,
    blocked: 'Your account is blocked for direct debit payments.',
    ibanInvalid: 'Please enter a valid IBAN.',
    phoneInvalid: 'Please enter a valid phone number.',
    otherMethod: 'Choose another payment method',
  },
  de: {
    title: 'Lastschrift',
    navigation: 'Hauptmenü',
    holder: 'Kontoinhaber',
    iban: 'IBAN',
    street: 'Straße',
    houseNumber: 'Hausnr.',
    zip: 'PLZ',
    city: 'Ort',
    phone: 'Handynummer',
    pay: /^\d+,\d\d\s€ bezahlen$/,
    codeTitle: 'SMS-Code eingeben',
    code: 'SMS-Code',
    confirm: 'Zahlung bestätigen',
    codeInvalid: 'Code ungültig',
    twoLeft: 'Noch 2 Versuche',
    done: 'Zahlung abgeschlossen',
    added: (credits: number) => `${credits} Credits wurden deinem Konto gutgeschrieben.`,
    balance: (credits: number) => `Dein Guthaben: ${credits} Credits`,
    premium: 'Du bist jetzt Premium-Mitglied',
    getPremium: 'Premium werden',
    credits: /^Credits/,
    blocked: 'Dein Konto ist für Lastschriftzahlungen gesperrt.',
    ibanInvalid: 'Bitte gib eine gültige IBAN ein.',
    phoneInvalid: 'Bitte gib eine gültige Telefonnummer ein.',
    otherMethod: 'Andere Zahlungsart wählen',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const mainNavigation = (page: Page, text: Texts) => page.getByRole('navigation', { name: text.navigation });

interface Address {
  holder: string;
  iban: string;
  phone: string;
}

/**
 * On Flirtmoment: /premium, the 50-credit package, the checkout with Germany as the payment country and
 * SEPA direct debit, then "Continue to direct debit". Answers the package's credits.
 */
async function openDirectDebitFromCheckout(page: Page): Promise<number> {
  await page.goto('/premium');
  await packageCards(page, 'Choose your package').getByRole('link', { name: 'Choose 50 credits' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  // Direct debit is not offered in the GeoIP country of this machine's site (GB): Germany offers it.
  await expect(main.getByRole('radio', { name: 'SEPA direct debit', exact: true })).toHaveCount(0);
  await main.getByLabel('Payment country').selectOption({ label: 'Germany' });
  const sdd = main.getByRole('radio', { name: 'SEPA direct debit', exact: true });
  await sdd.click();
  await expect(sdd).toBeChecked();
  await main.getByRole('link', { name: 'Continue to direct debit' }).click();
  await expect(page).toHaveURL(/\/directdebit\?package=\d+$/);
  return 50;
}

/** On Herzklopfen (payment country DE by default): the direct-debit page of the smallest package. */
async function openDirectDebitDirectly(page: Page): Promise<number> {
  const answer = await callFromPage<{ country: string; packages: { id: number; credits: number }[] }>(
    page,
    'GET',
    '/api/packages.php',
  );
  expect(answer.status).toBe(200);
  expect(answer.body.country).toBe('DE');
  const [pkg] = [...answer.body.packages].sort((a, b) => a.credits - b.credits);
  await page.goto(new URL(`/directdebit?package=${pkg!.id}`, page.url()).href);
  return pkg!.credits;
}

/** Fills the form as a member types it (the IBAN key by key, compact, as copied from a bank letter). */
async function fillForm(page: Page, text: Texts, { holder, iban, phone }: Address) {
  const main = page.getByRole('main');
  await field(main, text.holder).fill(holder);
  const ibanField = field(main, text.iban);
  await ibanField.fill('');
  await ibanField.pressSequentially(iban.replaceAll(' ', ''));
  await field(main, text.street).fill('Friedrichstraße');
  await field(main, text.houseNumber).fill('112b');
  await field(main, text.zip).fill('10117');
  await field(main, text.city).fill('Berlin');
  await field(main, text.phone).fill(phone);
}

/** A text field by its label (the label itself carries the required mark: 'IBAN*'). */
const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

const fieldError = (field: Locator, message: string) =>
  Promise.all([
    expect(field).toHaveAttribute('aria-invalid', 'true'),
    expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
  ]);

/**
 * The journey: form, a wrong code, the right code, the result, premium in the navigation (the phone's tab bar
 * and the desktop's top navigation). No step scrolls sideways at the phone's width.
 */
async function payByDirectDebit(page: Page, text: Texts, credits: number, phone: string) {
  const main = page.getByRole('main');
  const before = await userOnThisSite(page);
  expect(before.paid_user).toBe(false);
  await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await atBothWidths(page, () =>
    expect(mainNavigation(page, text).getByRole('link', { name: text.getPremium })).toBeVisible(),
  );

  await fillForm(page, text, { holder: 'Erika Mustermann', iban: VALID_IBAN, phone });
  // The IBAN is grouped in fours as it is typed.
  await expect(field(main, text.iban)).toHaveValue(VALID_IBAN);
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));
  await shotAtWidths(page, 'dd-1-form', { fullPage: true });

  const after = await lastSmsId(page.request, phone);
  await main.getByRole('button', { name: text.pay }).click();

  // The code step: the phone and the IBAN masked.
  const codeStep = main.getByRole('form', { name: text.codeTitle });
  await expect(codeStep.getByRole('heading', { name: text.codeTitle })).toBeFocused();
  await expect(codeStep).toContainText(oneLine(`+49 *** **** ${phone.slice(-2)}`));
  await expect(codeStep).toContainText(oneLine(MASKED_IBAN));
  await expect(codeStep).not.toContainText(VALID_IBAN);
  const code = await smsCode(page.request, phone, after);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(code.length, '0');

  // A wrong code first: 'Code invalid', the field emptied and focused, one attempt fewer.
  const codeField = field(codeStep, text.code);
  await codeField.fill(wrong);
  await codeStep.getByRole('button', { name: text.confirm }).click();
  await fieldError(codeField, text.codeInvalid);
  await expect(codeField).toHaveValue('');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(new RegExp(text.twoLeft));
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));
  await shotAtWidths(page, 'dd-2-code-invalid', { fullPage: true });
  expect(await userOnThisSite(page)).toMatchObject({ credits: before.credits, paid_user: false });

  // The right code: the payment is complete, the credits are added and the member is premium.
  await codeField.fill(code);
  await codeStep.getByRole('button', { name: text.confirm }).click();
  const done = main.getByRole('region', { name: text.done });
  await expect(done.getByRole('heading', { name: text.done })).toBeFocused();
  await expect(done).toContainText(text.added(credits));
  await expect(done).toContainText(text.balance(before.credits + credits));
  await expect(done).toContainText(text.premium);
  await expect(done).toContainText(oneLine(MASKED_IBAN));
  expect(await userOnThisSite(page)).toMatchObject({
    credits: before.credits + credits,
    paid_user: true,
  });
  // The navigation: Credits instead of Get Premium, without a reload.
  await atBothWidths(page, async () => {
    await expect(mainNavigation(page, text).getByRole('link', { name: text.credits })).toBeVisible();
    await expect(mainNavigation(page, text).getByRole('link', { name: text.getPremium })).toHaveCount(0);
  });
  await atPhoneWidth(page, () => expectNoSidewaysScroll(page));
  await shotAtWidths(page, 'dd-3-done', { fullPage: true });
}

let phones = 0;

test.describe('paying by direct debit on a 1280 px desktop', () => {
  test.use(DESKTOP);

  test('a member pays by direct debit: the IBAN grouped, a wrong SMS code, then the right one, and is premium', async ({
    page,
  }) => {
    await page.goto('/');
    await signUpOnThisSite(page, 'debit');
    const credits = await openDirectDebitFromCheckout(page);
    await payByDirectDebit(page, TEXTS.en, credits, phoneFor(++phones));
  });
});

test.describe('paying by direct debit on a 375 px phone', () => {
  test.use(PHONE);

  test('on the German site the member pays in German', async ({ page, baseURL }) => {
    await page.goto(`${siteOrigin(baseURL, 'herzklopfen.test')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await signUpOnThisSite(page, 'lastschrift');
    const credits = await openDirectDebitDirectly(page);
    await payByDirectDebit(page, TEXTS.de, credits, phoneFor(++phones));
  });

  test('invalid IBAN and phone show field errors; the blocked IBAN and phone are refused', async ({
    page,
  }) => {
    const text = TEXTS.en;
    await page.goto('/');
    await signUpOnThisSite(page, 'blocked');
    await openDirectDebitFromCheckout(page);
    const main = page.getByRole('main');
    const ibanField = field(main, text.iban);
    const phoneField = field(main, text.phone);
    const pay = main.getByRole('button', { name: text.pay });
    const goodPhone = phoneFor(++phones);
    const sent = await lastSmsId(page.request, goodPhone);

    // Empty: every field is required; the first is focused.
    await pay.click();
    await fieldError(field(main, text.holder), 'This field is required.');
    await fieldError(ibanField, 'This field is required.');
    await expect(field(main, text.holder)).toBeFocused();

    // A typo in the IBAN (its checksum) is caught before anything is sent.
    await fillForm(page, text, {
      holder: 'Max Mustermann',
      iban: 'DE89 3704 0044 0532 0130 01',
      phone: '0900 1234567',
    });
    await pay.click();
    await fieldError(ibanField, text.ibanInvalid);
    await expect(ibanField).toBeFocused();
    await expectNoSidewaysScroll(page);
    await shotAtWidths(page, 'dd-4-field-errors', { fullPage: true });

    // With the IBAN right, the server refuses the premium-rate number.
    await ibanField.fill(VALID_IBAN);
    await pay.click();
    await fieldError(phoneField, text.phoneInvalid);
    await expect(phoneField).toBeFocused();
    await expect(ibanField).not.toHaveAttribute('aria-invalid', 'true');

    // The sandbox's blocked IBAN: refused, with another way to pay.
    await phoneField.fill(goodPhone);
    await ibanField.fill(BLOCKED_IBAN);
    await pay.click();
    const refusal = main.getByRole('alert').filter({ hasText: text.blocked });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole('link', { name: text.otherMethod })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shotAtWidths(page, 'dd-5-blocked', { fullPage: true });

    // The blocked phone with a good IBAN: refused too.
    await ibanField.fill(VALID_IBAN);
    await phoneField.fill(BLOCKED_PHONE);
    await pay.click();
    await expect(main.getByRole('alert').filter({ hasText: text.blocked })).toBeVisible();
    await expect(main.getByRole('heading', { name: text.codeTitle })).toHaveCount(0);

    // No code was texted and nothing was bought.
    expect(await lastSmsId(page.request, goodPhone)).toBe(sent);
    expect(await lastSmsId(page.request, BLOCKED_PHONE)).toBe(0);
    expect(await userOnThisSite(page)).toMatchObject({ paid_user: false });
  });
});
