import { expect, test } from './fixtures';
import { logInThroughForm, logOut } from './members';
import { mailedLink } from './outbox';
import { answerSignupScreens } from './signup-screens';

// A 1x1 PNG: the API checks the type from the bytes, strips metadata and makes the thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor signs up in the desktop modal, activates through the mail, logs out and logs in again', async ({
  page,
  request,
}) => {
  const email = `e2e.${Date.now()}@example.org`;
  const name = `Sunny${Date.now() % 100000}`;
  const password = 'violet-harbour-42-lantern';

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign up' }).click();
  const modal = page.getByRole('dialog');
  await answerSignupScreens(modal, {
    gender: 'a woman',
    lookingFor: 'men',
    email,
    name,
    password,
    dateOfBirth: '1990-05-04',
  });

  // Step 1: the photo. While signup is in progress the modal cannot be closed by Escape.
  await expect(modal.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await modal
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByRole('dialog', { name: 'Crop your photo' })
    .getByRole('button', { name: 'Use photo' })
    .click();
  await modal.getByRole('button', { name: 'Upload photo' }).click();

  // Steps 2-4 can be skipped, then the push prompt.
  await expect(modal.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(modal.getByRole('heading', { name: 'A few more details' })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await expect(modal.getByRole('heading', { name: 'About me' })).toBeVisible();
  await modal.getByRole('button', { name: 'Skip' }).click();
  await modal.getByRole('button', { name: 'Not now' }).click();

  await expect(page).toHaveURL(/\/complete-signup$/);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();

  // The activation mail is in the outbox, with a real link.
  await page.goto(await mailedLink(request, email, /\/activate/));
  await expect(page).toHaveURL(/\/activate\/done/);
  // The activation-done page shows the new profile, Premium (nothing bought yet) and members to meet.
  await expect(page.getByRole('region', { name: 'Your profile' }).getByText(name)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Get Premium' }).getByRole('link', { name: 'See Premium' }),
  ).toHaveAttribute('href', '/premium');
  await expect(
    page.getByRole('region', { name: 'Members near you' }).getByRole('link').first(),
  ).toHaveAttribute('href', /^\/members\/\d+$/);

  // Logout through the account menu, then log in again.
  await logOut(page, name);
  await page.goto('/login');
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
});
