import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';
import { answerNameAndBirthday } from './signup-screens';

// A smartphone: small viewport, touch, mobile user agent. Only the device is changed: the browser stays
// the configured Chromium (launchOptions of playwright.config.ts still apply).
test.use({ ...devices['Pixel 7'] });

/**
 * The page may scroll down, never sideways. With a mobile viewport Chromium widens the layout viewport to
 * fit wider content, so window.innerWidth grows with an overflow too: compare with the device's width.
 */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  const deviceWidth = page.viewportSize()!.width;
  // The wider of the page's content and the window, once the layout has settled.
  const widest = () => page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
  await expect.poll(widest, { message: `horizontal overflow on ${where}` }).toBeLessThanOrEqual(deviceWidth);
}

// The push ask's hide key (shared-ui PUSH_ASK_HIDE_KEY): 'Not now' keeps its time there.
const PUSH_ASK_HIDE_KEY = 'hide_push_notifications';

test('on a phone the account exists after three short screens; the profile can wait; it ends on /complete-signup', async ({
  page,
  request,
}) => {
  const email = `e2e.phone.${Date.now()}@example.org`;
  const name = `Phone${Date.now() % 100000}`;

  await page.goto('/');
  expect(page.viewportSize()!.width).toBeLessThan(768);
  const signUp = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the home page');

  // The nav's sign-up goes to the signup page, not to the desktop modal.
  await signUp.tap();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const main = page.getByRole('main');

  // Screen 1 of 3: two taps.
  await expect(main.getByRole('heading', { name: 'Who would you like to meet?' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the first screen');
  await main.getByRole('radio', { name: 'a man' }).tap();
  await main.getByRole('radio', { name: 'women' }).tap();
  await main.getByRole('button', { name: 'Continue' }).tap();

  // Screen 2 of 3: the username, and the birthday on the number pad.
  await expect(main.getByRole('heading', { name: 'What should we call you?' })).toBeVisible();
  await expect(main.getByLabel('Day', { exact: true })).toHaveAttribute('inputmode', 'numeric');
  await answerNameAndBirthday(main, { name, dateOfBirth: '1992-08-15' });
  await main.getByRole('button', { name: 'Continue' }).tap();

  // Screen 3 of 3: the login, whose button creates the account.
  await expect(main.getByRole('heading', { name: 'Last step: your login' })).toBeVisible();
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password').fill('saffron-tide-24-meadow');
  await main.getByRole('button', { name: 'Create free account' }).tap();

  // The account lives: the member is logged in, and the profile steps follow as completion.
  await expect(main.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Your profile: 1 of 4' })).toBeVisible();
  const me = await page.request.get('/api/user.php');
  expect((await me.json()).user).toMatchObject({ email, status: 'not_confirmed' });
  await expectNoHorizontalOverflow(page, 'the photo step');
  await main.getByRole('button', { name: 'Skip' }).tap();
  await expect(main.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await main.getByRole('button', { name: "I'll finish my profile later" }).tap();

  // The push prompt: 'Not now' (kept with its time, so the members area does not ask again) where the
  // browser can show notifications, else 'Continue'.
  await expect(main.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  const notNow = main.getByRole('button', { name: 'Not now' });
  const askedForPush = await notNow.isVisible();
  await main.getByRole('button', { name: /^(Not now|Continue)$/ }).tap();

  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, '/complete-signup');
  if (askedForPush) {
    const hidden = await page.evaluate((key) => window.localStorage.getItem(key), PUSH_ASK_HIDE_KEY);
    expect(Number(hidden)).toBeGreaterThan(0);
  }

  // The account exists: its activation mail is in the outbox.
  expect(await mailedLink(request, email, /\/activate/)).toContain('token=');
});
