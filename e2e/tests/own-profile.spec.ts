import type { Browser, Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { atViewport } from './viewports';

const BERLIN = { latitude: 52.520008, longitude: 13.404954 };

/** A logged-in member in a browser of their own, allowed (or not) to share the device's position. */
async function memberWithGeolocation(
  browser: Browser,
  baseURL: string | undefined,
  label: string,
  granted: boolean,
) {
  const context = await newPersonContext(browser, baseURL);
  if (granted) {
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation(BERLIN);
  }
  const page = await context.newPage();
  const member = await signUpActiveMember(page, label, {
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
  });
  return { page, member };
}

const details = (page: Page) => page.getByRole('region', { name: 'My details' });
const location = (page: Page) => page.getByRole('region', { name: 'Location' });

test('a member edits the profile and another member sees the change at once', async ({
  browser,
  baseURL,
}) => {
  const { page: pageA, member: ada } = await memberWithGeolocation(browser, baseURL, 'ownprofa', false);
  const pageB = await (await newPersonContext(browser, baseURL)).newPage();
  await signUpActiveMember(pageB, 'ownprofb', { gender: 'male', sexuality: 'hetero', country: 'NL' });

  // A thin profile: the members pages invite her to complete it; the profile page itself does not.
  await pageA.goto('/members');
  await expect(pageA.getByText('Complete your profile')).toBeVisible();
  await pageA.getByRole('link', { name: 'Complete my profile' }).click();
  await expect(pageA).toHaveURL(/\/profile$/);
  await expect(pageA.getByText('Complete your profile')).toHaveCount(0);

  const form = details(pageA);
  const newName = `${ada.name}x`;
  await form.getByLabel('Username').fill('@' + newName);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Username may not start with @')).toBeVisible();

  await form.getByLabel('Username').fill(newName);
  await form.getByLabel('About me').fill('Sunday hikes and strong coffee.');
  await form.getByLabel('Hair colour').selectOption({ label: 'Red' });
  await form.getByRole('checkbox', { name: 'Hiking' }).check();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(pageA.getByText('Your profile has been saved.')).toBeVisible();

  await pageB.goto(`/members/${ada.id}`);
  await expect(pageB.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(pageB.getByText('Sunday hikes and strong coffee.')).toBeVisible();

  // Dismissed for good: the alert stays away on the next visits.
  await pageA.goto('/members');
  // The push alert has its own "Hide this tip": this is the enrich-profile alert's.
  await pageA
    .getByRole('status')
    .filter({ hasText: 'Complete your profile' })
    .getByRole('button', { name: 'Hide this tip' })
    .click();
  await pageA.reload();
  await expect(pageA.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pageA.getByText('Complete your profile')).toHaveCount(0);
});

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

// Each location journey runs once: confirming the place on a phone (its page checked at the desktop's width
// too), the blocked position on a desktop.
test('on a 375 px phone sets the location from the device after the member confirms the place', async ({
  browser,
  baseURL,
}) => {
  const { page } = await memberWithGeolocation(browser, baseURL, 'geo', true);
  await page.setViewportSize(PHONE);
  await page.goto('/profile');
  const settings = location(page);
  await settings.getByRole('button', { name: 'Use my location' }).click();
  await expect(settings.getByText('Is this where you live?')).toBeVisible();
  await expect(settings.getByText('Berlin, Berlin, Germany')).toBeVisible();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your location has been saved.')).toBeVisible();
  await expect(settings.getByText('Your place: Berlin, Berlin, Germany')).toBeVisible();
  await expect(details(page).getByLabel('City')).toHaveValue('Berlin');
  // Nothing sticks out sideways, on the phone or on a desktop.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await atViewport(page, DESKTOP, async () => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      DESKTOP.width,
    );
  });
});

test('on a 1280 px desktop shows the error state when the position may not be used', async ({
  browser,
  baseURL,
}) => {
  const { page } = await memberWithGeolocation(browser, baseURL, 'nogeo', false);
  await page.setViewportSize(DESKTOP);
  await page.goto('/profile');
  const settings = location(page);
  await settings.getByRole('button', { name: 'Use my location' }).click();
  await expect(settings.getByText(/Location access is blocked/)).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Use my location' })).toHaveAttribute(
    'data-state',
    'error',
  );
});
