import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from './discovery';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';

interface ApiPhoto {
  id: number;
  main: boolean;
  locked: boolean;
  lock_reason: 'login' | 'premium' | null;
  filename: string | null;
  thumb_filename: string | null;
}

interface ApiProfile {
  id: number;
  name: string;
  photos: ApiPhoto[];
}

async function memberAs(request: APIRequestContext, id: number): Promise<ApiProfile> {
  const response = await request.get('/api/member.php', { params: { id } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { profile: ApiProfile }).profile;
}

/**
 * A demo member with the three kinds of photo: the main image, a public one and a private one. Found as
 * the free member sees them (a private photo is locked for premium), with the files the premium member gets.
 */
async function memberWithPrivatePhotos(free: APIRequestContext, premium: APIRequestContext) {
  const search = await free.get('/api/members.php', { params: { country: 'GB', num: 60 } });
  expect(search.ok()).toBe(true);
  const { profiles } = (await search.json()) as { profiles: { id: number; photo_count: number }[] };
  // The count a free member gets is of the photos they can open: the main and a public one at least.
  for (const card of profiles.filter((profile) => profile.photo_count >= 2)) {
    const asFree = await memberAs(free, card.id);
    const privateIndex = asFree.photos.findIndex((photo) => photo.lock_reason === 'premium');
    const publicIndex = asFree.photos.findIndex((photo) => !photo.main && !photo.locked);
    if (privateIndex < 0 || publicIndex < 0) continue;
    const asPremium = await memberAs(premium, card.id);
    return {
      id: card.id,
      name: asFree.name,
      count: asFree.photos.length,
      /** How many the free member can open. */
      freeCount: asFree.photos.filter((photo) => !photo.locked).length,
      /** 1-based numbers, as the tiles are named. */
      privateNumber: privateIndex + 1,
      publicNumber: publicIndex + 1,
      mainNumber: asFree.photos.findIndex((photo) => photo.main) + 1,
      privateFile: `/uploads/${asPremium.photos[privateIndex]!.filename}`,
      publicFile: `/uploads/${asPremium.photos[publicIndex]!.filename}`,
      premiumPhotos: asPremium.photos,
    };
  }
  throw new Error('no demo member in GB with a public and a private photo besides the main one');
}

const photoSection = (page: Page) => page.getByRole('region', { name: 'Photos' });

/** A thumbnail that has loaded from the server (not a broken image). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

test('a profile shows visitors the main photo only, free members the public ones and premium members all', async ({
  page,
  playwright,
  baseURL,
}) => {
  const free = await playwright.request.newContext({ baseURL });
  const premium = await playwright.request.newContext({ baseURL });
  await logInThroughApi(free, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  await logInThroughApi(premium, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
  const member = await memberWithPrivatePhotos(free, premium);
  const thumb = (number: number) =>
    photoSection(page).getByRole('img', { name: `Photo ${number} of ${member.name}`, exact: true });
  const otherNumbers = Array.from({ length: member.count }, (_, index) => index + 1).filter(
    (number) => number !== member.mainNumber,
  );

  // A visitor: the main image, and a login lock on every other photo.
  await page.goto(`/members/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('img', { name: `Main photo of ${member.name}` })).toBeVisible();
  // The count is of the photos the visitor can open (the main one), the locked ones counted apart.
  await expect(photoSection(page).getByText('1 photo', { exact: true })).toBeVisible();
  await expect(
    photoSection(page).getByText(`${member.count - 1} more locked`, { exact: true }),
  ).toBeVisible();
  await expect(photoSection(page).getByRole('img')).toHaveCount(1);
  await expectLoaded(thumb(member.mainNumber));
  for (const number of otherNumbers) {
    await expect(
      photoSection(page).getByRole('button', {
        name: `Photo ${number} is locked. You need to be logged in to see more photos`,
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(photoSection(page).getByText('You need to be logged in to see more photos')).toBeVisible();
  await expect(photoSection(page).getByRole('link', { name: /is locked\. Get premium/ })).toHaveCount(0);

  // A locked tile asks the visitor to log in or sign up.
  await photoSection(page)
    .getByRole('button', {
      name: `Photo ${member.privateNumber} is locked. You need to be logged in to see more photos`,
    })
    .click();
  const prompt = page.getByRole('dialog', { name: 'You need to be logged in to see more photos' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await prompt.getByRole('button', { name: 'Close' }).click();
  await expect(prompt).toHaveCount(0);

  // Nor are the files served to a visitor who learnt their names.
  expect((await page.request.get(member.privateFile)).status()).toBe(404);
  expect((await page.request.get(member.publicFile)).status()).toBe(404);

  // The free member: the public photos, and a premium lock on the private one.
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  await expectLoaded(thumb(member.mainNumber));
  await expectLoaded(thumb(member.publicNumber));
  await expect(photoSection(page).getByText(`${member.freeCount} photos`, { exact: true })).toBeVisible();
  await expect(
    photoSection(page).getByText(`${member.count - member.freeCount} more locked`, { exact: true }),
  ).toBeVisible();
  // The photo viewer pages through the same photos as the count.
  await thumb(member.publicNumber).click();
  const freeViewer = page.getByRole('dialog', { name: new RegExp(` of ${member.freeCount}$`) });
  await expect(freeViewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(freeViewer).toHaveCount(0);
  const premiumLock = photoSection(page).getByRole('link', {
    name: `Photo ${member.privateNumber} is locked. Get premium to see all photos`,
    exact: true,
  });
  await expect(premiumLock).toBeVisible();
  await expect(premiumLock).toHaveAttribute('href', '/premium');
  await expect(thumb(member.privateNumber)).toHaveCount(0);
  await expect(
    photoSection(page).getByRole('button', { name: /is locked\. You need to be logged in/ }),
  ).toHaveCount(0);
  await expect(photoSection(page).getByText('Get premium to see all photos', { exact: true })).toBeVisible();
  await expect(photoSection(page).getByRole('link', { name: 'Get premium', exact: true })).toHaveAttribute(
    'href',
    '/premium',
  );
  expect((await page.request.get(member.privateFile)).status()).toBe(404);
  expect((await page.request.get(member.publicFile)).status()).toBe(200);

  // The premium member: every photo, no locks.
  await logInThroughApi(page.request, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Credits/ }),
  ).toBeVisible();
  await expect(photoSection(page).getByRole('img')).toHaveCount(member.count);
  await expect(photoSection(page).getByText(`${member.count} photos`, { exact: true })).toBeVisible();
  await expect(photoSection(page).getByText(/more locked/)).toHaveCount(0);
  for (let number = 1; number <= member.count; number++) await expectLoaded(thumb(number));
  await expect(photoSection(page).getByRole('link', { name: /is locked/ })).toHaveCount(0);
  await expect(photoSection(page).getByRole('button', { name: /is locked/ })).toHaveCount(0);
  await expect(photoSection(page).getByText('Get premium to see all photos')).toHaveCount(0);
  expect((await page.request.get(member.privateFile)).status()).toBe(200);

  // The private photo opens large.
  await thumb(member.privateNumber).click();
  const viewer = page.getByRole('dialog', {
    name: `${member.name}: photo ${member.privateNumber} of ${member.count}`,
  });
  await expect(viewer).toBeVisible();

  await free.dispose();
  await premium.dispose();
});
