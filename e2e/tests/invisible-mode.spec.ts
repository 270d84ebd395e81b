import type { Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember, type ActiveMember } from './discovery';
import { expect, test } from './fixtures';

/** Both live in one Polish voivodeship no other journey uses, so a search there shows just them. */
const PLACE = { country: 'PL', region: 'Świętokrzyskie' } as const;

/** The women of the voivodeship as the member's search shows them. */
async function searchWomen(page: Page) {
  await page.goto('/members');
  // The filters are in a sheet behind the Filters button.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const filters = sheet.getByRole('search', { name: 'Search filters' });
  await filters.getByLabel('Looking for').selectOption('female');
  await filters.getByLabel('Country').selectOption({ label: 'Poland' });
  await filters.getByLabel('Voivodeship').selectOption({ label: PLACE.region });
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByText(/members? found$/)).toBeVisible();
}

const resultCard = (page: Page, member: ActiveMember) =>
  page.getByRole('main').getByRole('link', { name: member.name, exact: true });

test('an invisible member is out of search and makes the first contact; a like back still works', async ({
  browser,
  baseURL,
}) => {
  const pageA = await (await newPersonContext(browser, baseURL)).newPage();
  const pageB = await (await newPersonContext(browser, baseURL)).newPage();
  const ada = await signUpActiveMember(pageA, 'invisa', { gender: 'female', sexuality: 'hetero', ...PLACE });
  const bob = await signUpActiveMember(pageB, 'invisb', { gender: 'male', sexuality: 'hetero', ...PLACE });

  await searchWomen(pageB);
  await expect(resultCard(pageB, ada)).toBeVisible();

  // Ada switches invisible mode on in the privacy settings.
  await pageA.goto('/notifications/privacy');
  const invisible = pageA.getByRole('switch', { name: 'Invisible mode' });
  await expect(invisible).not.toBeChecked();
  await invisible.click();
  await expect(invisible).toBeChecked();
  await expect(pageA.getByText('Invisible mode is on.')).toBeVisible();

  // Bob no longer finds her, and her profile is not there for him.
  await searchWomen(pageB);
  await expect(resultCard(pageB, ada)).toHaveCount(0);
  await pageB.goto(`/members/${ada.id}`);
  await expect(pageB.getByText('This member could not be found')).toBeVisible();

  // She makes the first contact: a like. Now he sees her profile and can like her back: a match.
  await pageA.goto(`/members/${bob.id}`);
  await pageA.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(pageA.getByText(`You like ${bob.name}`, { exact: true })).toBeVisible();
  await pageB.goto(`/members/${ada.id}`);
  await expect(pageB.getByRole('heading', { level: 1, name: ada.name })).toBeVisible();
  await pageB.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(pageB.getByRole('dialog')).toContainText("It's a match!");

  // Still out of search while invisible; back in once she switches it off.
  await searchWomen(pageB);
  await expect(resultCard(pageB, ada)).toHaveCount(0);
  await pageA.goto('/notifications/privacy');
  await pageA.getByRole('switch', { name: 'Invisible mode' }).click();
  await expect(pageA.getByText('Invisible mode is off. Other members can find you again.')).toBeVisible();
  await searchWomen(pageB);
  await expect(resultCard(pageB, ada)).toBeVisible();
});
