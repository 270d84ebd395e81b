import type { Locator, Page } from '@playwright/test';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from './discovery';
import { layoutShift, observeLayoutShift } from './documents';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';
import { shot } from './shots';

/** The search's own result cards (not the similar profiles shown below them when few match). */
const resultCards = (page: Page): Locator => page.getByRole('list', { name: 'Results' }).getByRole('article');

/** The profiles the result cards link to, in order (names are not unique, the links are). */
const cardLinks = (page: Page) =>
  resultCards(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

/** The ages the result cards show ("34 years old · Houston, Texas"). */
async function cardAges(page: Page): Promise<number[]> {
  const texts = await resultCards(page).allInnerTexts();
  return texts.map((text) => {
    const age = /(\d+) years? old/.exec(text);
    expect(age, `an age on the card '${text}'`).not.toBeNull();
    return Number(age![1]);
  });
}

/** The photos of the search's result tiles. */
const resultPhotos = (page: Page): Locator => page.getByRole('list', { name: 'Results' }).getByRole('img');

/**
 * The search in the filters below: Women in Texas, United States, 25 to 45. The count the API answers for
 * them is the one the page must show.
 */
const FILTERS = { gender: 'female', country: 'US', region: 'Texas', min_age: '25', max_age: '45' };

test('a member narrows the search in the filter sheet, removes a chip, loads more and comes back from a profile', async ({
  page,
}) => {
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  const count = async (params: Record<string, string>) => {
    const response = await page.request.get('/api/members.php', { params: { ...params, num: 24 } });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { total: number }).total;
  };
  const total = await count(FILTERS);
  const withoutRegion = await count({ ...FILTERS, region: '' });
  // The journey needs a second page of the wider search.
  expect(withoutRegion).toBeGreaterThan(24);

  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeAttached();
  // The first search is the member's default one: the men of her own country, as chips.
  const chips = page.getByRole('list', { name: 'Chosen filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['Men', 'United Kingdom']);
  const found = page.getByText(/^\d+\+? members? found$/);
  await expect(found).toBeVisible();
  const firstCount = await found.innerText();
  await expect(resultCards(page).first()).toBeVisible();

  // The filters live in a sheet behind the Filters button, which counts them.
  await page.getByRole('button', { name: 'Filters, 2 active' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const filters = sheet.getByRole('search', { name: 'Search filters' });
  await expect(filters.getByLabel('Looking for')).toHaveValue('male');
  await expect(filters.getByLabel('Country')).toHaveValue('GB');
  await filters.getByLabel('Looking for').selectOption({ label: 'Women' });
  await filters.getByLabel('Country').selectOption({ label: 'United States' });
  // The region list is the chosen country's: the US has states.
  await filters.getByLabel('State').selectOption({ label: 'Texas' });
  // The age range: two thumbs the keyboard moves, 18 to 25 and 99 ("and older") down to 45.
  await sheet.getByRole('slider', { name: 'Minimum age' }).focus();
  for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
  await sheet.getByRole('slider', { name: 'Maximum age' }).focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('PageDown');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
  await expect(sheet.getByRole('slider', { name: 'Minimum age' })).toHaveAttribute(
    'aria-valuetext',
    '25 years',
  );
  await expect(sheet.getByRole('slider', { name: 'Maximum age' })).toHaveAttribute(
    'aria-valuetext',
    '45 years',
  );
  // Nothing is searched before the member asks.
  await expect(found).toHaveText(firstCount);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();

  await expect(page.getByText(`${total} members found`, { exact: true })).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['Women', 'United States', 'Texas', 'Age 25–45']);
  await expect(resultCards(page)).toHaveCount(Math.min(total, 24));
  for (const age of await cardAges(page)) {
    expect(age).toBeGreaterThanOrEqual(25);
    expect(age).toBeLessThanOrEqual(45);
  }
  for (const text of await resultCards(page).allInnerTexts()) expect(text).toContain('Texas');

  // A chip's own button takes its filter away: the whole country again.
  await chips.getByRole('button', { name: 'Remove filter: Texas' }).click();
  await expect(page.getByText(`${withoutRegion} members found`, { exact: true })).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['Women', 'United States', 'Age 25–45']);
  await expect(page).toHaveURL(/\/members\?gender=female&country=US&min_age=25&max_age=45$/);

  // More results under the first ones: "Load more" (the keyboard's way; scrolling does it by itself).
  await expect(resultCards(page)).toHaveCount(24);
  const firstPage = await cardLinks(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(resultCards(page)).toHaveCount(Math.min(withoutRegion, 48));
  const grown = await cardLinks(page);
  expect(grown.slice(0, 24)).toEqual(firstPage);
  expect(grown.slice(24).filter((link) => firstPage.includes(link))).toEqual([]);
  await expect(page).toHaveURL(/&page=2$/);

  // A profile from the second page, and back: the same list, filters and count.
  const opened = await resultCards(page).nth(24).getByRole('heading').innerText();
  await resultCards(page).nth(24).getByRole('link', { name: opened }).click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/members\?gender=female&country=US&min_age=25&max_age=45&page=2$/);
  await expect(chips.getByRole('listitem')).toHaveText(['Women', 'United States', 'Age 25–45']);
  await expect(page.getByText(`${withoutRegion} members found`, { exact: true })).toBeVisible();
  await expect.poll(() => cardLinks(page)).toEqual(grown);
});

test.describe('on a 375 x 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the members area opens on people: four photos in the first screen, filters in a bottom sheet', async ({
    page,
  }) => {
    await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    await page.goto('/members');
    await expect(resultPhotos(page).nth(3)).toBeVisible();

    // At least four whole photos, loaded, above the tab bar at the bottom of the screen.
    const tabBarTop = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!.y;
    expect(tabBarTop).toBeLessThanOrEqual(667);
    await expect
      .poll(
        async () => {
          let inView = 0;
          for (const photo of await resultPhotos(page).all()) {
            const box = await photo.boundingBox();
            const loaded = await photo.evaluate(
              (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
            );
            if (
              box &&
              loaded &&
              box.x >= 0 &&
              box.y >= 0 &&
              box.x + box.width <= 375 &&
              box.y + box.height <= tabBarTop
            )
              inView += 1;
          }
          return inView;
        },
        { message: 'whole, loaded member photos in the first screen' },
      )
      .toBeGreaterThanOrEqual(4);
    await shot(page, 'members');

    // With a mobile viewport Chromium widens the layout viewport to fit wider content, so window.innerWidth
    // grows with an overflow too: compare the wider of content and window with the device's width.
    const widest = () =>
      page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
    await expect.poll(widest, { message: 'horizontal overflow on /members' }).toBeLessThanOrEqual(375);

    // The filter sheet rises from the bottom; its slider and its button are on the screen.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet.getByRole('slider', { name: 'Maximum age' })).toBeInViewport();
    await expect(sheet.getByRole('button', { name: 'Show results' })).toBeInViewport();
    const sheetBox = (await sheet.boundingBox())!;
    expect(Math.round(sheetBox.y + sheetBox.height)).toBe(667);
    await shot(page, 'members-filters');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeFocused();
  });

  // Each skeleton has its page's shape and nothing is inserted above the content: at most the 0.02.
  test('the search and the likes hold still while they load', async ({ page }) => {
    await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    await observeLayoutShift(page);
    const settled = async (photos: Locator) => {
      await expect(photos.nth(3)).toBeVisible();
      // The first screen's four photos have arrived (the ones further down load lazily, later).
      const firstFour = () =>
        photos.evaluateAll((images) =>
          images.slice(0, 4).every((image) => (image as HTMLImageElement).complete),
        );
      await expect.poll(firstFour).toBe(true);
      // A shift lands in the frame after the change that causes it.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    };

    await page.goto('/members');
    await settled(resultPhotos(page));
    expect(await layoutShift(page), 'layout shift on /members').toBeLessThanOrEqual(0.02);

    await page.goto('/likes');
    await settled(page.getByRole('list', { name: 'Who likes you' }).locator('img'));
    expect(await layoutShift(page), 'layout shift on /likes').toBeLessThanOrEqual(0.02);
  });
});
