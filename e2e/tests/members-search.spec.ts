import type { Locator, Page } from '@playwright/test';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from './discovery';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';

/** The search's own result cards (not the similar profiles shown below them when few match). */
const resultCards = (page: Page): Locator => page.getByRole('list', { name: 'Results' }).getByRole('article');

/** The names on the result cards, in order. */
const cardNames = (page: Page) => resultCards(page).getByRole('heading').allInnerTexts();

/** The ages the result cards show ("34 years old · Houston, Texas"). */
async function cardAges(page: Page): Promise<number[]> {
  const texts = await resultCards(page).allInnerTexts();
  return texts.map((text) => {
    const age = /(\d+) years? old/.exec(text);
    expect(age, `an age on the card '${text}'`).not.toBeNull();
    return Number(age![1]);
  });
}

/**
 * The pages of the search in the filters below: Women in Texas, United States, 25 to 45. The count the API
 * answers for them is the one the page must show.
 */
const FILTERS = { gender: 'female', country: 'US', region: 'Texas', min_age: '25', max_age: '45' };

test('a member searches with filters, pages through the results and comes back from a profile to the same page', async ({
  page,
}) => {
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  const expected = await page.request.get('/api/members.php', { params: { ...FILTERS, num: 12 } });
  expect(expected.ok()).toBe(true);
  const { total } = (await expected.json()) as { total: number };
  // The journey needs a second page of 12.
  expect(total).toBeGreaterThan(12);

  await page.goto('/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Search filters' });
  // The first search is the member's default one: the men of her own country.
  await expect(filters.getByLabel('Looking for')).toHaveValue('male');
  await expect(filters.getByLabel('Country')).toHaveValue('GB');
  const count = page.getByText(/^\d+\+? members? found$/);
  await expect(count).toBeVisible();
  const firstCount = await count.innerText();
  await expect(resultCards(page).first()).toBeVisible();

  await filters.getByLabel('Looking for').selectOption({ label: 'Women' });
  await filters.getByLabel('Country').selectOption({ label: 'United States' });
  // The region list is the chosen country's: the US has states.
  await filters.getByLabel('State').selectOption({ label: 'Texas' });
  await filters.getByLabel('Age range').selectOption({ label: 'From … to …' });
  await filters.getByLabel('From').selectOption('25');
  await filters.getByLabel('To').selectOption('45');
  // Nothing is searched before the member asks.
  await expect(count).toHaveText(firstCount);
  await filters.getByRole('button', { name: 'Search' }).click();

  await expect(page.getByText(`${total} members found`, { exact: true })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(Math.min(total, 24));
  for (const age of await cardAges(page)) {
    expect(age).toBeGreaterThanOrEqual(25);
    expect(age).toBeLessThanOrEqual(45);
  }
  for (const text of await resultCards(page).allInnerTexts()) expect(text).toContain('Texas');

  // Twelve a page: two pages.
  await page.getByLabel('Per page').selectOption('12');
  await expect(resultCards(page)).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstPage = await cardNames(page);

  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(resultCards(page)).toHaveCount(Math.min(total - 12, 12));
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();
  const secondPage = await cardNames(page);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  for (const age of await cardAges(page)) {
    expect(age).toBeGreaterThanOrEqual(25);
    expect(age).toBeLessThanOrEqual(45);
  }
  await expect(page.getByText(`${total} members found`, { exact: true })).toBeVisible();

  // A profile from page 2, and back.
  const opened = secondPage[0]!;
  await resultCards(page).first().getByRole('link', { name: opened }).click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await page.goBack();

  // The search is in the address too (refresh and shared links keep it).
  await expect(page).toHaveURL(
    /\/members\?gender=female&country=US&region=Texas&min_age=25&max_age=45&page=2$/,
  );
  await expect(filters.getByLabel('Looking for')).toHaveValue('female');
  await expect(filters.getByLabel('Country')).toHaveValue('US');
  await expect(filters.getByLabel('State')).toHaveValue('Texas');
  await expect(filters.getByLabel('Age range')).toHaveValue('range');
  await expect(filters.getByLabel('From')).toHaveValue('25');
  await expect(filters.getByLabel('To')).toHaveValue('45');
  await expect(page.getByLabel('Per page')).toHaveValue('12');
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(`${total} members found`, { exact: true })).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(secondPage);
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the member search fits the screen: no sideways scrolling', async ({ page }) => {
    await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    await page.goto('/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
    await expect(page.getByRole('search', { name: 'Search filters' })).toBeVisible();
    await expect(resultCards(page).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toBeVisible();

    // With a mobile viewport Chromium widens the layout viewport to fit wider content, so window.innerWidth
    // grows with an overflow too: compare the wider of content and window with the device's width.
    const widest = () =>
      page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
    await expect.poll(widest, { message: 'horizontal overflow on /members' }).toBeLessThanOrEqual(375);

    // The age range's extra fields must fit too.
    const filters = page.getByRole('search', { name: 'Search filters' });
    await filters.getByLabel('Age range').selectOption({ label: 'From … to …' });
    await expect(filters.getByLabel('To')).toBeVisible();
    await expect
      .poll(widest, { message: 'horizontal overflow with the age range open' })
      .toBeLessThanOrEqual(375);
  });
});
