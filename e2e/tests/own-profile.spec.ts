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

const section = (page: Page, name: string) => page.getByRole('region', { name });
const location = (page: Page) => section(page, 'Location');

test('a member edits the profile and another member sees the change at once', async ({
  browser,
  baseURL,
}) => {
  const { page: pageA, member: ada } = await memberWithGeolocation(browser, baseURL, 'ownprofa', false);
  const pageB = await (await newPersonContext(browser, baseURL)).newPage();
  await signUpActiveMember(pageB, 'ownprofb', { gender: 'male', sexuality: 'hetero', country: 'NL' });

  // The page that asks members to complete their profile never asks it itself.
  await pageA.goto('/profile');
  await expect(pageA.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(pageA.getByText('Complete your profile')).toHaveCount(0);

  // Each section is text until its Edit button turns it into its own small form; a problem stays inside it.
  const basics = section(pageA, 'Basics');
  const newName = `${ada.name}x`;
  await basics.getByRole('button', { name: 'Edit Basics' }).click();
  await basics.getByLabel('Username').fill('@' + newName);
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(basics.getByText('Username may not start with @')).toBeInViewport();
  await basics.getByLabel('Username').fill(newName);
  await basics.getByRole('button', { name: 'Save' }).click();
  await expect(basics.getByRole('button', { name: 'Edit Basics' })).toBeVisible();
  await expect(basics).toContainText(newName);

  const about = section(pageA, 'About me');
  await about.getByRole('button', { name: 'Edit About me' }).click();
  await about.getByRole('textbox', { name: 'About me' }).fill('Sunday hikes and strong coffee.');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(pageA.getByText('Your profile has been saved.').first()).toBeVisible();
  await expect(about.getByText('Sunday hikes and strong coffee.')).toBeVisible();
  await expect(pageA.getByRole('main').getByRole('form')).toHaveCount(0);

  await pageB.goto(`/members/${ada.id}`);
  await expect(pageB.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(pageB.getByText('Sunday hikes and strong coffee.')).toBeVisible();
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
  await expect(settings.getByText('Berlin, Berlin, Germany')).toBeVisible();
  await settings.getByRole('button', { name: 'Edit Location' }).click();
  await expect(settings.getByLabel('City')).toHaveValue('Berlin');
  await settings.getByRole('button', { name: 'Cancel' }).click();
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
