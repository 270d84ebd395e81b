import type { Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember, type ActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { shotAtWidths } from './shots';

/** Both live in one Polish voivodeship: a search narrow enough to show each to the other at once. */
const REGION = 'Lubuskie';

/**
 * Searches the region for men or women from /members, and waits for the answer to show: the count the API
 * gives this member for the same filters.
 */
async function searchRegion(page: Page, gender: 'male' | 'female') {
  const query = { gender, country: 'PL', region: REGION };
  const response = await page.request.get('/api/members.php', { params: query });
  expect(response.ok()).toBe(true);
  const { total } = (await response.json()) as { total: number };

  await page.goto('/members');
  // The filters are in a sheet behind the Filters button.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const filters = sheet.getByRole('search', { name: 'Search filters' });
  await filters.getByLabel('Looking for').selectOption(gender);
  await filters.getByLabel('Country').selectOption({ label: 'Poland' });
  await filters.getByLabel('Voivodeship').selectOption({ label: REGION });
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(
    page.getByText(`${total} ${total === 1 ? 'member' : 'members'} found`, { exact: true }),
  ).toBeVisible();
}

/** Whether `member` is on the results (or the similar profiles) the page shows. */
const cardOf = (page: Page, member: ActiveMember) =>
  page.getByRole('main').getByRole('link', { name: member.name, exact: true });

test('a block hides both members from each other until it is lifted', async ({ browser, baseURL }) => {
  const contextA = await newPersonContext(browser, baseURL);
  const contextB = await newPersonContext(browser, baseURL);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const anna = await signUpActiveMember(pageA, 'blocka', {
    gender: 'female',
    sexuality: 'hetero',
    country: 'PL',
    region: REGION,
  });
  const ben = await signUpActiveMember(pageB, 'blockb', {
    gender: 'male',
    sexuality: 'hetero',
    country: 'PL',
    region: REGION,
  });

  // Before: each finds the other.
  await searchRegion(pageA, 'male');
  await expect(cardOf(pageA, ben)).toBeVisible();
  await searchRegion(pageB, 'female');
  await expect(cardOf(pageB, anna)).toBeVisible();

  // Ben likes Anna: she sees it on his profile.
  await cardOf(pageB, anna).click();
  await expect(pageB.getByRole('heading', { level: 1, name: anna.name })).toBeVisible();
  await pageB.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(pageB.getByText(`You like ${anna.name}`, { exact: true })).toBeVisible();

  // Anna blocks Ben from his profile, after confirming.
  await cardOf(pageA, ben).click();
  await expect(pageA.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();
  await expect(pageA.getByText(`${ben.name} likes you`, { exact: true })).toBeVisible();
  await pageA.getByRole('button', { name: `More actions for ${ben.name}` }).click();
  await pageA.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const confirm = pageA.getByRole('dialog', { name: `Block ${ben.name}?` });
  await expect(confirm).toContainText(
    `Your chats and likes with ${ben.name} will be deleted, and neither of you can see or contact the other any more.`,
  );
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  const blockedView = pageA.getByRole('region', { name: 'You blocked this member' });
  await expect(blockedView).toBeVisible();
  await expect(blockedView).toContainText(`${ben.name} cannot see your profile or contact you.`);
  await expect(blockedView.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);

  // The block is kept: the profile still shows it after a reload.
  await pageA.reload();
  await expect(pageA.getByRole('region', { name: 'You blocked this member' })).toBeVisible();
  await expect(pageA.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();

  // Ben may not see Anna's profile at all.
  await pageB.goto(`/members/${anna.id}`);
  await expect(
    pageB.getByText(`You have been blocked by ${anna.name} and have no access to this page.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(pageB.getByRole('heading', { level: 1, name: anna.name })).toHaveCount(0);
  await expect(pageB.getByRole('heading', { name: `About ${anna.name}` })).toHaveCount(0);
  await expect(pageB.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  await expect(pageB.getByRole('main').getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
  await expect(pageB.getByRole('link', { name: 'Browse members' })).toBeVisible();

  // The block deleted Ben's like.
  await pageB.goto('/likes/sent');
  await expect(pageB.getByText("You haven't liked anyone yet", { exact: true })).toBeVisible();

  // Neither finds the other.
  await searchRegion(pageA, 'male');
  await expect(cardOf(pageA, ben)).toHaveCount(0);
  await searchRegion(pageB, 'female');
  await expect(cardOf(pageB, anna)).toHaveCount(0);

  // Anna lifts the block from Settings > Privacy, where Ben is listed with a link to his profile.
  await pageA.goto('/notifications/privacy');
  const blockedList = pageA.getByRole('list', { name: 'Blocked members' });
  await expect(blockedList.getByRole('link', { name: ben.name, exact: true })).toHaveAttribute(
    'href',
    `/members/${ben.id}`,
  );
  await shotAtWidths(pageA, 'privacy-blocked-members');
  await blockedList.getByRole('button', { name: `Unblock ${ben.name}` }).click();
  await expect(pageA.getByText("You haven't blocked anyone.", { exact: true })).toBeFocused();
  await expect(pageA.getByRole('list', { name: 'Blocked members' })).toHaveCount(0);

  // Ben's whole profile again, and they find each other again.
  await pageA.goto(`/members/${ben.id}`);
  await expect(pageA.getByRole('heading', { level: 1, name: ben.name })).toBeVisible();
  await expect(pageA.getByRole('region', { name: 'You blocked this member' })).toHaveCount(0);
  await expect(pageA.getByRole('button', { name: 'Like', exact: true })).toBeVisible();
  await expect(pageA.getByRole('button', { name: `More actions for ${ben.name}` })).toBeVisible();
  // The like is not back with the unblock.
  await expect(pageA.getByText(`${ben.name} likes you`, { exact: true })).toHaveCount(0);

  await pageB.goto(`/members/${anna.id}`);
  await expect(pageB.getByRole('heading', { level: 1, name: anna.name })).toBeVisible();
  await expect(pageB.getByRole('button', { name: 'Like', exact: true })).toBeVisible();

  await searchRegion(pageA, 'male');
  await expect(cardOf(pageA, ben)).toBeVisible();
  await searchRegion(pageB, 'female');
  await expect(cardOf(pageB, anna)).toBeVisible();

  await contextA.close();
  await contextB.close();
});
