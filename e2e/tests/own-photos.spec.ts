import type { Locator, Page } from '@playwright/test';
import { activateThroughMail } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS, signUpMember } from './members';
import { shot } from './shots';
import { PHONE } from './viewports';

/** A PNG of `width` x `height` in one colour, drawn by the page's canvas: a photo as a camera leaves it. */
async function picture(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.fillRect(width / 3, height / 3, width / 3, height / 3);
      return canvas.toDataURL('image/png');
    },
    { width, height, colour },
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Chooses a photo on the camera tile once it takes one (it is disabled while a call runs): the crop dialog opens. */
async function choosePhoto(page: Page, name: string, { width = 600, height = 450, colour = '#c36' } = {}) {
  const input = page.getByLabel('Add a photo');
  await expect(input).toBeEnabled();
  await input.setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: await picture(page, width, height, colour),
  });
  return page.getByRole('dialog', { name: 'Crop your photo' });
}

/** Adds a photo through the camera tile, taking the crop dialog's suggestion. */
async function addPhoto(page: Page, name: string, colour?: string) {
  const dialog = await choosePhoto(page, name, { colour });
  await dialog.getByRole('button', { name: 'Use photo' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The addresses of the own photos' thumbnails, in the order shown. */
const shownOrder = (page: Page) =>
  page
    .getByRole('img', { name: /^Your photo \d+$/ })
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));

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

test.describe('on a phone', () => {
  test.use(PHONE);

  test('adds a cropped photo through the camera tile, reorders by keyboard and makes a photo main', async ({
    page,
    context,
    baseURL,
  }) => {
    const member = await signUpMember(page.request, 'arrange');
    await activateThroughMail(page.request, member.email);
    await page.goto('/profile');
    await expect(page.getByText('0 of 3 photos', { exact: true })).toBeVisible();

    // A landscape photo is cropped to the portrait frame; the crop is what the server keeps.
    const dialog = await choosePhoto(page, 'wide.png', { width: 800, height: 400 });
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.fill('1.5');
    const use = dialog.getByRole('button', { name: 'Use photo' });
    await expect(use).toBeEnabled();
    await shot(page, 'photo-editor-crop');
    await use.tap();
    await expect(page.getByText('1 of 3 photos', { exact: true })).toBeVisible();
    const [kept] = (await (await page.request.get('/api/photos.php', { headers: CLIENT_HEADERS })).json())
      .photos as { filename: string; thumb_filename: string }[];
    const thumbSrc = await page.getByRole('img', { name: 'Your photo 1', exact: true }).getAttribute('src');
    const size = await page.evaluate(
      async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return { width: image.naturalWidth, height: image.naturalHeight };
      },
      thumbSrc!.replace(kept!.thumb_filename, kept!.filename),
    );
    expect(size.width / size.height).toBeCloseTo(3 / 4, 1);

    await addPhoto(page, 'second.png', '#36c');
    await expect(page.getByText('2 of 3 photos', { exact: true })).toBeVisible();
    await addPhoto(page, 'third.png', '#3a6');
    await expect(page.getByText('3 of 3 photos', { exact: true })).toBeVisible();
    const [first, second, third] = await shownOrder(page);

    // Photo 2 picked up with Space, moved left onto the first place, dropped: it is the main photo now.
    const handle = page.getByRole('button', { name: 'Move photo 2', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    // Each key once the step before it took effect: the handle says it holds the photo, then the announcement
    // says where it is.
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('Photo 2 is over place 1 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => shownOrder(page)).toEqual([second, first, third]);
    await expect(page.getByText('Your new main photo is saved.')).toBeAttached();
    const mainTile = page
      .getByRole('listitem')
      .filter({ has: page.getByText('Main photo', { exact: true }) });
    await expect(mainTile.getByRole('img')).toHaveAttribute('src', second!);

    // The order is the server's: a reload shows it; "Make main photo" puts the old main photo back first.
    await page.reload();
    await expect.poll(() => shownOrder(page)).toEqual([second, first, third]);
    await page.getByRole('button', { name: 'Make photo 2 your main photo' }).tap();
    await expect.poll(() => shownOrder(page)).toEqual([first, second, third]);
    await expect(mainTile.getByRole('img')).toHaveAttribute('src', first!);
    await page.getByRole('heading', { name: 'My photos' }).evaluate((heading) => heading.scrollIntoView());
    await shot(page, 'own-photos');

    // The same editor in German.
    // The account's language, and the page's (the shell follows the language cookie until it reads the account).
    const language = await page.request.put('/api/user.php', {
      headers: CLIENT_HEADERS,
      data: { language: 'de' },
    });
    expect(language.ok()).toBe(true);
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meine Fotos' })).toBeVisible();
    await page.getByRole('button', { name: 'Foto 3 löschen' }).tap();
    await expect(page.getByText('2 von 3 Fotos', { exact: true })).toBeVisible();
    await page.getByRole('heading', { name: 'Meine Fotos' }).evaluate((heading) => heading.scrollIntoView());
    await shot(page, 'own-photos');
    await page.getByLabel('Foto hinzufügen').setInputFiles({
      name: 'wide.png',
      mimeType: 'image/png',
      buffer: await picture(page, 800, 400, '#c36'),
    });
    const german = page.getByRole('dialog', { name: 'Foto zuschneiden' });
    await expect(german.getByRole('button', { name: 'Foto verwenden' })).toBeEnabled();
    await shot(page, 'photo-editor-crop');
    await german.getByRole('button', { name: 'Abbrechen' }).tap();
    await expect(german).toHaveCount(0);
  });
});
