import type { Locator, Page } from '@playwright/test';
import { activateThroughMail } from './discovery';
import { expect, test } from './fixtures';
import { signUpMember } from './members';

// A 1x1 PNG: the API checks the type from the bytes, strips metadata and makes the thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Chooses a photo in the 'Add a photo' input once it takes one (it is disabled while a call runs). */
async function addPhoto(page: Page, name: string) {
  const input = page.getByLabel('Add a photo');
  await expect(input).toBeEnabled();
  await input.setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
}

/** The own photos shown, each of which must have loaded from the server (not a broken image). */
async function expectLoadedPhotos(page: Page, count: number) {
  const images: Locator = page.getByRole('img', { name: /^Your photo \d+$/ });
  await expect(images).toHaveCount(count);
  for (let number = 1; number <= count; number++) {
    const image = page.getByRole('img', { name: `Your photo ${number}`, exact: true });
    // The thumbnails load lazily: bring each into view, then wait for its bytes.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
        message: `Your photo ${number} loads`,
      })
      .toBeGreaterThan(0);
  }
}

test('a free member keeps at most 3 photos; deleting one makes room again', async ({ page }) => {
  const member = await signUpMember(page.request, 'photos');
  // Beyond the signup's photo, uploads need a confirmed address.
  await activateThroughMail(page.request, member.email);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My photos' })).toBeVisible();
  await expect(page.getByText('0 of 3 photos', { exact: true })).toBeVisible();

  for (let number = 1; number <= 3; number++) {
    await addPhoto(page, `photo-${number}.png`);
    await expect(page.getByText(`${number} of 3 photos`, { exact: true })).toBeVisible();
  }
  await expectLoadedPhotos(page, 3);
  // The first upload is the main photo.
  await expect(page.getByText('Main photo', { exact: true })).toHaveCount(1);

  // A fourth is refused by the server: the limit message with the way to premium.
  await addPhoto(page, 'photo-4.png');
  const limit = page.getByRole('alert').filter({ hasText: 'Photo limit reached' });
  await expect(limit).toBeVisible();
  await expect(limit.getByRole('link', { name: /^Get premium for \d+ photos$/ })).toHaveAttribute(
    'href',
    '/premium',
  );
  await expect(page.getByText('3 of 3 photos', { exact: true })).toBeVisible();
  await expectLoadedPhotos(page, 3);

  // Deleting one makes room: the message goes and an upload works again.
  await page.getByRole('button', { name: 'Delete photo 2', exact: true }).click();
  await expect(page.getByText('2 of 3 photos', { exact: true })).toBeVisible();
  await expect(limit).toHaveCount(0);
  await expectLoadedPhotos(page, 2);

  await addPhoto(page, 'photo-5.png');
  await expect(page.getByText('3 of 3 photos', { exact: true })).toBeVisible();
  await expect(limit).toHaveCount(0);
  await expectLoadedPhotos(page, 3);

  // The list comes from the server: a reload shows the same three.
  await page.reload();
  await expect(page.getByText('3 of 3 photos', { exact: true })).toBeVisible();
  await expectLoadedPhotos(page, 3);
});

test('an unconfirmed member keeps the signup photo; the next one waits for the confirmation', async ({
  page,
}) => {
  const member = await signUpMember(page.request, 'unconfirmed');

  await page.goto('/profile');
  await addPhoto(page, 'first.png');
  await expect(page.getByText('1 of 3 photos', { exact: true })).toBeVisible();

  // The second is refused with the way forward: the confirmation mail.
  await addPhoto(page, 'second.png');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Please confirm your e-mail address first: we sent you a link.' }),
  ).toBeVisible();
  await expect(page.getByText('1 of 3 photos', { exact: true })).toBeVisible();

  // Confirmed, it goes through.
  await activateThroughMail(page.request, member.email);
  await addPhoto(page, 'second.png');
  await expect(page.getByText('2 of 3 photos', { exact: true })).toBeVisible();
  await expectLoadedPhotos(page, 2);
});
