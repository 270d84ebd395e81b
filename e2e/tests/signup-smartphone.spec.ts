import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mailedLink } from './outbox';

// A smartphone: small viewport, touch, mobile user agent. Only the device is changed: the browser stays
// the configured Chromium (launchOptions of playwright.config.ts still apply).
test.use({ ...devices['Pixel 7'] });

// A 1x1 PNG: the API checks the type from the bytes, strips metadata and makes the thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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

test('on a smartphone, sign-up opens the signup page and its steps end on /complete-signup', async ({
  page,
  request,
}) => {
  const email = `e2e.phone.${Date.now()}@example.org`;
  const name = `Phone${Date.now() % 100000}`;
  const password = 'saffron-tide-24-meadow';

  await page.goto('/');
  expect(page.viewportSize()!.width).toBeLessThan(768);
  const signUp = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' });
  await expect(signUp).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the home page');

  // The nav's sign-up goes to the signup page, not to the desktop modal.
  await signUp.tap();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free profile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, '/signup');

  await page.getByRole('radio', { name: 'a man' }).tap();
  await page.getByRole('radio', { name: 'women' }).tap();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Date of birth').fill('1992-08-15');
  await page.getByRole('button', { name: 'Create free account' }).tap();

  // Step 1: the photo.
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
  await expectNoHorizontalOverflow(page, 'the photo step');
  await page
    .getByLabel('Choose a photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload photo' }).tap();

  // Steps 2-4 are skipped.
  for (const heading of ['Where do you live?', 'A few more details', 'About me']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectNoHorizontalOverflow(page, `the step '${heading}'`);
    await page.getByRole('button', { name: 'Skip' }).tap();
  }

  // The push prompt: 'Not now' where the browser can show notifications, else 'Continue'.
  await expect(page.getByRole('heading', { name: 'Never miss a message' })).toBeVisible();
  await page.getByRole('button', { name: /^(Not now|Continue)$/ }).tap();

  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoHorizontalOverflow(page, '/complete-signup');

  // The account exists: its activation mail is in the outbox.
  expect(await mailedLink(request, email, /\/activate/)).toContain('token=');
});
