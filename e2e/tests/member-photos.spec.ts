import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from './discovery';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';
import { shot } from './shots';
import { PHONE } from './viewports';

interface ApiPhoto {
  id: number;
  main: boolean;
  locked: boolean;
  lock_reason: 'login' | 'premium' | null;
  filename: string | null;
  thumb_filename: string | null;
  teaser_filename: string | null;
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
      privateThumb: `/uploads/${asPremium.photos[privateIndex]!.thumb_filename}`,
      publicFile: `/uploads/${asPremium.photos[publicIndex]!.filename}`,
      /** What the free member gets for the private photo: its teaser, and no name of its files. */
      privateTeaser: asFree.photos[privateIndex]!,
      premiumPhotos: asPremium.photos,
    };
  }
  throw new Error('no demo member in GB with a public and a private photo besides the main one');
}

const photoSection = (page: Page) => page.getByRole('region', { name: 'Photos' });
const viewerOf = (page: Page, name: string) => page.getByRole('dialog', { name: `Photos of ${name}` });
/** The viewer's counter for screen readers ("Photo 2 of 5"). */
const counterOf = (viewer: Locator) => viewer.locator('[aria-live]');
/** The photo the viewer shows: the slide its counter names. */
const shownSlide = async (viewer: Locator) =>
  viewer.getByRole('group', { name: (await counterOf(viewer).textContent()) ?? '', exact: true });

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
  await expect(photoSection(page).getByRole('button', { name: /is locked\. Get premium/ })).toHaveCount(0);

  // A locked tile opens the viewer on its teaser, which asks the visitor to log in or sign up.
  await photoSection(page)
    .getByRole('button', {
      name: `Photo ${member.privateNumber} is locked. You need to be logged in to see more photos`,
    })
    .click();
  const visitorViewer = viewerOf(page, member.name);
  await expect(counterOf(visitorViewer)).toHaveText(`Photo ${member.privateNumber} of ${member.count}`);
  const visitorSlide = await shownSlide(visitorViewer);
  await expect(visitorSlide.getByText('Log in to see photos')).toBeVisible();
  await expect(visitorSlide.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await visitorViewer.getByRole('button', { name: 'Close' }).click();
  await expect(visitorViewer).toHaveCount(0);

  // Nor are the files served to a visitor who learnt their names.
  expect((await page.request.get(member.privateFile)).status()).toBe(404);
  expect((await page.request.get(member.publicFile)).status()).toBe(404);

  // The free member: the public photos, and a premium lock on the private one.
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole('button', { name: `More actions for ${member.name}` })).toBeVisible();
  await expectLoaded(thumb(member.mainNumber));
  await expectLoaded(thumb(member.publicNumber));
  await expect(photoSection(page).getByText(`${member.freeCount} photos`, { exact: true })).toBeVisible();
  await expect(
    photoSection(page).getByText(`${member.count - member.freeCount} more locked`, { exact: true }),
  ).toBeVisible();
  // The photo viewer pages through every photo, the locked ones in their places.
  await thumb(member.publicNumber).click();
  const freeViewer = viewerOf(page, member.name);
  await expect(counterOf(freeViewer)).toHaveText(`Photo ${member.publicNumber} of ${member.count}`);
  await page.keyboard.press('Escape');
  await expect(freeViewer).toHaveCount(0);
  // The private photo is its blurred teaser under the lock.
  const premiumLock = photoSection(page).getByRole('button', {
    name: `Photo ${member.privateNumber} is locked. Get premium to see all photos`,
    exact: true,
  });
  await expect(premiumLock).toBeVisible();
  await expectLoaded(premiumLock.locator('img'));
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
  await expect(photoSection(page).getByRole('button', { name: /is locked/ })).toHaveCount(0);
  await expect(photoSection(page).getByText('Get premium to see all photos')).toHaveCount(0);
  expect((await page.request.get(member.privateFile)).status()).toBe(200);

  // The private photo opens large.
  await thumb(member.privateNumber).click();
  const viewer = viewerOf(page, member.name);
  await expect(counterOf(viewer)).toHaveText(`Photo ${member.privateNumber} of ${member.count}`);
  await expectLoaded((await shownSlide(viewer)).getByRole('img'));

  await free.dispose();
  await premium.dispose();
});

/** A finger's swipe to the left across the middle of `box` (touch events, as a phone sends them). */
async function swipeLeft(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const at = (x: number) => [{ x, y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: at(box.x + box.width * 0.8),
  });
  for (let step = 1; step <= 8; step++) {
    const x = box.x + box.width * (0.8 - 0.075 * step);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(x) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the viewer is full-bleed, swipes and keys through the photos, and shows a free member a private one as a teaser', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const free = await playwright.request.newContext({ baseURL });
    const premium = await playwright.request.newContext({ baseURL });
    await logInThroughApi(free, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    await logInThroughApi(premium, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
    const member = await memberWithPrivatePhotos(free, premium);

    // The API names the locked photo's teaser, never its files; the files stay refused (its size: below).
    const locked = member.privateTeaser;
    expect(locked).toMatchObject({ locked: true, filename: null, thumb_filename: null });
    expect((await free.get(`/uploads/${locked.teaser_filename}`)).status()).toBe(200);
    expect((await free.get(member.privateFile)).status()).toBe(404);
    expect((await free.get(member.privateThumb)).status()).toBe(404);

    // The profile leads with the photo, full width, the name on it; nothing moves while it loads.
    await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/members/${member.id}`);
    const mainPhoto = page.getByRole('img', { name: `Main photo of ${member.name}` });
    await expectLoaded(mainPhoto);
    const photoBox = (await mainPhoto.boundingBox())!;
    expect(photoBox.width).toBeGreaterThanOrEqual(PHONE.viewport.width - 1);
    expect(photoBox.height).toBeGreaterThan(photoBox.width);
    await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Like' })).toBeInViewport();
    await expectLoaded(
      photoSection(page)
        .getByRole('button', { name: /is locked\. Get premium/ })
        .locator('img'),
    );
    await page.waitForTimeout(500);
    const layoutShift = await page.evaluate(() =>
      (window as unknown as { __layoutShifts: number[] }).__layoutShifts.reduce(
        (sum, value) => sum + value,
        0,
      ),
    );
    expect(layoutShift).toBeLessThanOrEqual(0.02);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'profile');
    await photoSection(page).scrollIntoViewIfNeeded();
    await shot(page, 'profile-photos');

    // The viewer: black, the whole screen, the segments on top; a swipe and the arrow keys move on.
    await page.evaluate(() => window.scrollTo(0, 0));
    await mainPhoto.click();
    const viewer = viewerOf(page, member.name);
    await expect(counterOf(viewer)).toHaveText(`Photo ${member.mainNumber} of ${member.count}`);
    const viewerBox = (await viewer.boundingBox())!;
    expect(viewerBox).toMatchObject({
      x: 0,
      y: 0,
      width: PHONE.viewport.width,
      height: PHONE.viewport.height,
    });
    expect(await viewer.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(0, 0, 0)',
    );
    await expectLoaded((await shownSlide(viewer)).getByRole('img'));
    await shot(page, 'viewer');
    await swipeLeft(page, viewerBox);
    await expect(counterOf(viewer)).toHaveText(`Photo ${member.mainNumber + 1} of ${member.count}`);
    for (let number = member.mainNumber + 1; number < member.privateNumber; number++) {
      await page.keyboard.press('ArrowRight');
    }
    await expect(counterOf(viewer)).toHaveText(`Photo ${member.privateNumber} of ${member.count}`);
    const lockedSlide = await shownSlide(viewer);
    await expect(lockedSlide.getByText('Premium members see all photos')).toBeVisible();
    await expect(lockedSlide.getByRole('link', { name: 'Get premium' })).toHaveAttribute('href', '/premium');
    await expectLoaded(lockedSlide.locator('img'));
    // The teaser as the browser got it: a few pixels, blurred and stretched over the screen.
    const teaserSize = await lockedSlide
      .locator('img')
      .evaluate((image: HTMLImageElement) => Math.max(image.naturalWidth, image.naturalHeight));
    expect(teaserSize).toBeLessThanOrEqual(32);
    await page.waitForTimeout(400);
    await shot(page, 'viewer-locked');
    await page.keyboard.press('ArrowLeft');
    await expect(counterOf(viewer)).toHaveText(`Photo ${member.privateNumber - 1} of ${member.count}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Main photo of ${member.name}` })).toBeFocused();

    await free.dispose();
    await premium.dispose();
  });
});
