import type { APIRequestContext, Page } from '@playwright/test';
import { SEARCH_MAX_RESULTS } from 'contract/constants';
import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { PHONE } from './viewports';

test.use(PHONE);

/** Pages of search results looked through for a fictional profile (about 2% of the demo members are). */
const SEARCH_PAGES = 20;

/** A fictional demo profile the member can write to, found as the search lists it. */
async function fictionalProfile(request: APIRequestContext): Promise<{ id: number; name: string }> {
  for (let page = 1; page <= SEARCH_PAGES; page++) {
    const response = await request.get(`/api/members.php?num=${SEARCH_MAX_RESULTS}&page=${page}`);
    expect(response.status(), await response.text()).toBe(200);
    const { profiles } = (await response.json()) as {
      profiles: { id: number; name: string; fictional: boolean }[];
    };
    const fictional = profiles.find((profile) => profile.fictional);
    if (fictional) return fictional;
    if (profiles.length < SEARCH_MAX_RESULTS) break;
  }
  throw new Error('the demo site lists no fictional profile');
}

const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });

test('a free member sees where they pay before they pay: disclosure, free messages, locked photos, gifts and credits', async ({
  page,
}) => {
  await signUpActiveMember(page, 'honesty');
  const partner = await fictionalProfile(page.request);

  // The chat discloses the fictional profile before the first message.
  await page.goto(`/members/${partner.id}/chat`);
  const icebreakers = page.getByRole('dialog', { name: `Break the ice with ${partner.name}` });
  await expect(icebreakers.getByText('Fictional profile').first()).toBeVisible();
  await icebreakers.getByRole('button', { name: "No thanks, I'll write my own" }).click();
  // The chat's header keeps saying so above the messages.
  await expect(page.getByText('Fictional profile').first()).toBeVisible();

  // A new free member's first three texts are free, counted down as they go; then the price takes over.
  const text = composer(page, partner.name);
  await expect(page.getByText('3 free messages left')).toBeVisible();
  await text.fill('Hello there!');
  await text.press('Enter');
  await expect(page.getByText('2 free messages left')).toBeVisible();
  await text.fill('How is your day?');
  await text.press('Enter');
  await expect(page.getByText('1 free message left')).toBeVisible();
  await text.fill('Tell me about you.');
  await text.press('Enter');
  await expect(page.getByText(/^A message costs 10 credits/)).toBeVisible();
  await expect(page.getByText(/free messages? left/)).toHaveCount(0);

  // Photos: a padlock, and an explanation before any file picker opens.
  let pickerOpened = false;
  page.on('filechooser', () => {
    pickerOpened = true;
  });
  await page.getByRole('button', { name: 'Add a photo (premium members only)' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'only available for premium members' }),
  ).toBeVisible();
  expect(pickerOpened).toBe(false);

  // Gifts cost more than the signup credits: each is marked with what is missing.
  await page.getByRole('button', { name: 'Send a gift' }).click();
  const gifts = page.getByRole('dialog', { name: `Send ${partner.name} a gift` });
  await expect(gifts.getByText('You need 10 more credits').first()).toBeVisible();
  await gifts.getByRole('button', { name: 'Close' }).click();

  // Buying credits opens over the chat; after leaving for checkout, the chat still holds the unsent text.
  await text.fill('Shall we meet for coffee?');
  await page.getByRole('button', { name: 'Buy credits' }).click();
  const sheet = page.getByRole('dialog', { name: 'Buy credits' });
  await expect(sheet).toBeVisible();
  await sheet
    .getByRole('link', { name: /credits/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/credits\/\d+/);
  await page.goBack();
  await expect(composer(page, partner.name)).toHaveValue('Shall we meet for coffee?');
});
