import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readOutbox } from './outbox';

// The site the suite runs against (see invite.spec.ts): its name is the brand of every page.
const SITE = 'Flirtmoment';

/** YYYY-MM-DD of `years` before today: the date picker's latest date is the minimum age's birthday. */
function yearsAgo(years: number): string {
  const today = new Date();
  const year = today.getUTCFullYear() - years;
  const lastDay = new Date(Date.UTC(year, today.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, today.getUTCMonth(), Math.min(today.getUTCDate(), lastDay)))
    .toISOString()
    .slice(0, 10);
}

/** How many mails with an activation link went to `email`. */
async function activationMails(request: APIRequestContext, email: string): Promise<number> {
  const mails = await readOutbox(request, email);
  return mails.filter((mail) => mail.links.some((link) => /\/activate/.test(link))).length;
}

async function expectBrand(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: SITE })).toBeVisible();
}

/** A typo in a big provider's domain is pointed out as the visitor leaves the field; one click takes it. */
async function acceptTypoSuggestion(form: Locator) {
  const email = form.getByLabel('E-mail address');
  await email.fill('john@gmial.com');
  await email.blur();
  await expect(form.getByText('Did you mean john@gmail.com?')).toBeVisible();
  await form.getByRole('button', { name: 'Use john@gmail.com' }).click();
  await expect(email).toHaveValue('john@gmail.com');
  await expect(form.getByText('Did you mean john@gmail.com?')).toHaveCount(0);
}

test('the desktop modal asks who the visitor looks for first, fixes a typo and asks before Escape discards', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
  const modal = page.getByRole('dialog', { name: 'Create your free account' });
  await expect(
    modal.getByRole('group', { name: 'I am' }).getByRole('radio', { name: 'a man' }),
  ).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Looking for' })).toBeVisible();
  // The optional message is folded away until asked for.
  await expect(modal.getByLabel('Your message (optional)')).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Add a personal note (optional)' })).toBeVisible();

  await acceptTypoSuggestion(modal);

  // Escape with something typed asks first; keeping goes back to the form with what was typed.
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('dialog', { name: 'Discard what you typed?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(modal.getByLabel('E-mail address')).toHaveValue('john@gmail.com');

  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog', { name: 'Discard what you typed?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // An empty form closes at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the signup page has the brand, focuses the first error, groups interests and ends with a resend', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/members/1/signup', '/signup']) {
    await page.goto(path);
    await expectBrand(page);
  }
  const main = page.getByRole('main');

  // The date picker starts among adults' birth years: its latest date is the 18th birthday.
  const birth = main.getByLabel('Date of birth');
  await expect(birth).toHaveAttribute('max', yearsAgo(18));

  // A submit with nothing filled in: the first field with an error gets the focus.
  await main.getByRole('button', { name: 'Create free account' }).click();
  await expect(main.getByRole('radio', { name: 'a man' })).toBeFocused();
  await expect(main.getByText('Choose whether you are a man or a woman')).toBeVisible();

  await main.getByRole('radio', { name: 'a man' }).check();
  await main.getByRole('radio', { name: 'women' }).check();
  await acceptTypoSuggestion(main);

  const email = `e2e.funnel.${Date.now()}@example.org`;
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Username').fill('<b>bold</b>');
  await main.getByLabel('Password').fill('amber-lagoon-37-willow');
  await birth.fill('1994-03-12');
  // The only error is the username, well above the button: it is scrolled into view and focused.
  await main.getByRole('button', { name: 'Create free account' }).click();
  const username = main.getByLabel('Username');
  await expect(username).toBeFocused();
  await expect(username).toBeInViewport();

  await username.fill(`Funnel${Date.now() % 100000}`);
  await main.getByRole('button', { name: 'Create free account' }).click();

  // The photo step fits the phone: the upload button stays inside the card and the screen.
  await expect(main.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await expectBrand(page);
  const upload = await main.getByRole('button', { name: 'Upload photo' }).boundingBox();
  expect(upload!.x + upload!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await main.getByRole('button', { name: 'Skip' }).click();

  await expect(main.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await main.getByRole('button', { name: 'Skip' }).click();
  await expect(main.getByRole('heading', { name: 'A few more details' })).toBeVisible();
  await main.getByRole('button', { name: 'Skip' }).click();

  // Interests in groups: dating wishes open, the explicit ones under their own heading and folded.
  await expect(main.getByRole('heading', { name: 'About me' })).toBeVisible();
  const dating = main.getByRole('button', { name: 'Dating wishes', exact: true });
  const adult = main.getByRole('button', { name: 'Dating wishes (adult)' });
  const hobbies = main.getByRole('button', { name: 'Hobbies and interests' });
  await expect(dating).toHaveAttribute('aria-expanded', 'true');
  await expect(adult).toHaveAttribute('aria-expanded', 'false');
  await expect(hobbies).toHaveAttribute('aria-expanded', 'false');
  await expect(
    main.getByRole('group', { name: 'Dating wishes', exact: true }).getByRole('button'),
  ).not.toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Tea', exact: true })).toBeHidden();
  await hobbies.click();
  await main.getByRole('button', { name: 'Tea', exact: true }).click();
  await expect(hobbies).toContainText('1 chosen');
  await main.getByRole('button', { name: 'Save and finish' }).click();
  await page.getByRole('button', { name: /^(Not now|Continue)$/ }).click();

  // Where the mail went, the way to the inbox, and a resend that really sends a second mail.
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expectBrand(page);
  await expect(main.getByText(`We sent the activation link to ${email}.`)).toBeVisible();
  await expect.poll(() => activationMails(request, email)).toBe(1);
  await main.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(main.getByText(`Sent again to ${email}.`, { exact: false })).toBeVisible();
  await expect.poll(() => activationMails(request, email)).toBe(2);
});

test('the confirmation page links to the web inbox of a well-known provider', async ({ page }) => {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'a woman' }).check();
  await main.getByRole('radio', { name: 'both' }).check();
  const email = `e2e.funnel.${Date.now()}@gmail.com`;
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Username').fill(`Inbox${Date.now() % 100000}`);
  await main.getByLabel('Password').fill('amber-lagoon-37-willow');
  await main.getByLabel('Date of birth').fill('1990-11-02');
  await main.getByRole('button', { name: 'Create free account' }).click();
  for (const heading of ['Add a profile photo', 'Where do you live?', 'A few more details', 'About me']) {
    await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await main.getByRole('button', { name: 'Skip' }).click();
  }
  await page.getByRole('button', { name: /^(Not now|Continue)$/ }).click();
  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(main.getByRole('link', { name: 'Open Gmail' })).toHaveAttribute(
    'href',
    'https://mail.google.com/',
  );
  // 'Looking for both' is stored as the profile's sexuality, so discovery shows everyone.
  const me = await page.request.get('/api/user.php');
  expect((await me.json()).user.profile).toMatchObject({ gender: 'female', sexuality: 'bi' });
});
