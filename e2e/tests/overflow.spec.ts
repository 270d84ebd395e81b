import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { expectNoSidewaysScroll, memberPages, memberWorld, visit, VISITOR_PAGES } from './route-walk';
import { signUpOnThisSite, siteOrigin } from './site-member';

/**
 * No screen scrolls sideways on a phone. The walk runs in German on Herzklopfen, whose long compound words
 * ("Benachrichtigungseinstellungen") are the first to push a page wider than a 375 px screen, over every
 * page a visitor and a member can open, and checks that the phone tab bar keeps the money item in sight
 * without hiding the end of any page.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/**
 * A walk over every page of the site in one test: about 30 page loads, which take 45 to 60 seconds on a
 * two-core machine running the whole suite, so the default minute per test is too short for it.
 */
const WALK_TIMEOUT = 180_000;

async function walk(page: Page, origin: string, paths: readonly string[], language = 'de') {
  for (const path of paths) {
    await visit(page, `${origin}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoSidewaysScroll(page, path);
    if (language === 'de') await shot(page, `overflow${path.replace(/[^a-z0-9]+/gi, '-')}`);
  }
}

test('every page a visitor opens fits a 375 px phone in German', async ({ page, baseURL }) => {
  await walk(page, siteOrigin(baseURL, 'herzklopfen.test'), VISITOR_PAGES);
});

test('every page of the members area fits a 375 px phone in German, the tab bar in sight', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(WALK_TIMEOUT);
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, 'schmal');
  const world = await memberWorld(page);
  await walk(page, origin, memberPages(world));

  // The tab bar: five tabs, Premium among them in sight, each a finger's size; the page's end above it.
  await visit(page, `${origin}/notifications`);
  const tabBar = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(tabBar.getByRole('listitem')).toHaveCount(5);
  await expect(tabBar.getByRole('link', { name: /Premium/ })).toBeInViewport({ ratio: 1 });
  for (const tab of await tabBar.getByRole('listitem').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await tabBar.boundingBox())!.y;
  // The last thing of the page before the bar (the disclaimer) ends above it.
  const pageEnd = await tabBar.evaluate(
    (bar) => bar.previousElementSibling?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
  );
  expect(pageEnd).toBeLessThanOrEqual(barTop + 0.5);
});

for (const width of [320, 768]) {
  test(`the busiest member pages fit ${width} px in German`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    const origin = siteOrigin(baseURL, 'herzklopfen.test');
    await page.goto(`${origin}/`);
    await signUpOnThisSite(page, `schmal${width}`);
    await walk(page, origin, ['/members', '/notifications', '/premium', '/profile', '/likes', '/chats']);
  });
}

/*
 * Five more languages, on Flirtmoment with the language chosen as a visitor chooses it (the language
 * cookie): every visitor page and every page of the members area. English is walked at 375 px by the
 * accessibility walk, which checks the same on each page it scans.
 */
for (const language of ['es', 'fr', 'it', 'nl', 'pl'] as const) {
  test(`every page fits a 375 px phone in ${language}`, async ({ page, baseURL }) => {
    test.setTimeout(WALK_TIMEOUT);
    const origin = siteOrigin(baseURL, 'flirtmoment.test');
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: origin }]);
    await walk(page, origin, VISITOR_PAGES, language);
    await page.goto(`${origin}/`);
    await signUpOnThisSite(page, `narrow${language}`);
    await walk(page, origin, memberPages(await memberWorld(page)), language);
  });
}
