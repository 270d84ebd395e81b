import type { Locator, Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { siteOrigin, signUpOnThisSite } from './site-member';

interface Card {
  id: number;
  name: string;
  country: string;
  region: string | null;
  main_image: unknown;
}

/** The search's own result cards (not the similar profiles shown below them when few match). */
const resultCards = (page: Page): Locator => page.getByRole('list', { name: 'Results' }).getByRole('article');

/** How near a card is to a Londoner: 0 London, 1 elsewhere in Britain, 2 abroad. */
const distance = (card: Card) => (card.country !== 'GB' ? 2 : card.region === 'London' ? 0 : 1);

/** A man in London who looks for women: what the journeys below rank for. */
const LONDONER = { gender: 'male', sexuality: 'hetero', country: 'GB', region: 'London' } as const;

test("a London member's similar profiles and swipe cards come from London and Britain first", async ({
  page,
}) => {
  await signUpActiveMember(page, 'londoner', LONDONER);
  // A woman in New Zealand: her related profiles are from New Zealand, but the similar ones are for the viewer.
  const abroad = await page.request.get('/api/members.php', {
    params: { gender: 'female', country: 'NZ', num: 1 },
  });
  const [kiwi] = ((await abroad.json()) as { profiles: Card[] }).profiles;
  expect(kiwi, 'a woman in New Zealand in the demo data').toBeDefined();

  const answer = page.waitForResponse((response) => response.url().includes('/api/member.php?'));
  await page.goto(`/members/${kiwi!.id}`);
  const { similar } = (await (await answer).json()) as { similar: Card[] };
  expect(similar.length).toBeGreaterThan(0);
  // London first, then the rest of Britain, then abroad (the demo data has Britons of every age).
  const distances = similar.map(distance);
  expect(distances).toEqual([...distances].sort());
  expect(distances[0]).toBeLessThan(2);
  const row = page.getByRole('region', { name: 'Similar profiles' });
  await expect(row.getByRole('article').first().getByRole('heading')).toHaveText(similar[0]!.name);

  const swipe = page.waitForResponse((response) => response.url().endsWith('/api/swipe.php'));
  await page.goto('/swipe-game');
  const { profile } = (await (await swipe).json()) as { profile: Card };
  expect([profile.country, profile.region]).toEqual(['GB', 'London']);
  await expect(page.getByRole('main').getByRole('article')).toContainText('London');
});

test('search shows members with photos before newer members without one', async ({
  page,
  browser,
  baseURL,
}) => {
  // A brand-new woman in Wales without a photo: the newest signup of her region.
  const other = await newPersonContext(browser, baseURL);
  const newcomer = await signUpActiveMember(await other.newPage(), 'newcomer', {
    gender: 'female',
    sexuality: 'hetero',
    country: 'GB',
    region: 'Wales',
  });
  await other.close();

  await signUpActiveMember(page, 'seeker', LONDONER);
  await page.goto('/members?gender=female&country=GB&region=Wales');
  await expect(resultCards(page).first()).toBeVisible();
  // Cards with a photo first, those without after them; the newcomer does not lead.
  const withPhoto = await resultCards(page).evaluateAll((cards) =>
    cards.map((card) => card.querySelector('img') !== null),
  );
  expect(withPhoto[0]).toBe(true);
  expect(withPhoto).toEqual([...withPhoto].sort((a, b) => Number(b) - Number(a)));
  await expect(resultCards(page).first().getByRole('heading')).not.toHaveText(newcomer.name);
});

test('the search filters and loaded pages stay in the address: a refresh keeps them', async ({ page }) => {
  await signUpActiveMember(page, 'bookmark', LONDONER);
  await page.goto('/members');
  const chips = page.getByRole('list', { name: 'Chosen filters' });
  await expect(chips.getByRole('listitem')).toHaveText(['Women', 'United Kingdom']);
  // The default search keeps the plain address; the first change writes the search into it.
  await expect(page).toHaveURL(/\/members$/);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Country').selectOption({ label: 'United States' });
  // All of the United States: enough women for a second page of 24.
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/members\?gender=female&country=US$/);
  await expect(resultCards(page)).toHaveCount(24);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(resultCards(page)).toHaveCount(48);
  // More results are the same list grown: the address says how far, without a history entry of its own.
  await expect(page).toHaveURL(/\/members\?gender=female&country=US&page=2$/);
  const shown = await resultCards(page).getByRole('heading').allInnerTexts();

  await page.reload();
  await expect(chips.getByRole('listitem')).toHaveText(['Women', 'United States']);
  await expect(resultCards(page).getByRole('heading')).toHaveText(shown);
});

test('Herzklopfen (Germany, Austria, Switzerland) offers the country and the chosen country’s regions', async ({
  page,
  baseURL,
}) => {
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, 'grenzgaenger');
  // On a phone (the journeys above search on a desktop).
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${origin}/members`);
  await page.getByRole('button', { name: /^Filter(, \d+ aktiv)?$/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filter' });
  const filters = sheet.getByRole('search', { name: 'Suchfilter' });
  const country = filters.getByLabel('Land', { exact: true });
  await expect(country.locator('option')).toHaveText(['Alle Länder', 'Deutschland', 'Österreich', 'Schweiz']);
  await country.selectOption('AT');
  const state = filters.getByLabel('Bundesland', { exact: true });
  await expect(state.locator('option', { hasText: 'Tirol' })).toHaveCount(1);
  await expect(state.locator('option', { hasText: 'Bayern' })).toHaveCount(0);
  await state.selectOption('Tirol');
  await sheet.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
  await expect(page).toHaveURL(/country=AT&region=Tirol/);
  await expect(page.getByRole('list', { name: 'Gewählte Filter' }).getByRole('listitem')).toHaveText([
    'Österreich',
    'Tirol',
  ]);
});
