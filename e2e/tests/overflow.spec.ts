import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { callFromPage, signUpOnThisSite, siteOrigin } from './site-member';

/**
 * No screen scrolls sideways on a phone. The walk runs in German on Herzklopfen, whose long compound words
 * ("Benachrichtigungseinstellungen") are the first to push a page wider than a 375 px screen, over every
 * page a visitor and a member can open, and checks that the phone tab bar keeps the money item in sight
 * without hiding the end of any page.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** The innermost elements reaching past the screen's right edge, a few, for the failure message: what to fix. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflows = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    };
    // Fixed elements (the tab bar) span the widened viewport: the cause is elsewhere.
    const inFixed = (element: Element): boolean =>
      element instanceof HTMLElement && element.closest('nav[data-testid="tab-bar"]') !== null;
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => overflows(element) && !inFixed(element))
      .filter((element) => !Array.from(element.children).some(overflows))
      .slice(0, 5)
      .map((element) => {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()} "${text}" right=${Math.round(element.getBoundingClientRect().right)}`;
      });
  });
}

/**
 * The page is as wide as the screen: nothing to scroll sideways. On a mobile viewport Chromium widens the
 * layout viewport to fit wider content, so the screen's own width is compared as well.
 */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const viewport = page.viewportSize()!.width;
  await expect
    .poll(
      async () => {
        const { scrollWidth, clientWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          innerWidth: window.innerWidth,
        }));
        return scrollWidth <= clientWidth && Math.max(scrollWidth, innerWidth) <= viewport
          ? []
          : await overflowingElements(page);
      },
      { message: `${path} scrolls sideways at ${viewport} px`, timeout: 5_000 },
    )
    .toEqual([]);
}

/** Opens a page and waits for it to be drawn: its heading there, no loading indicator left. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /lädt|loading/i })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function walk(page: Page, origin: string, paths: readonly string[]) {
  for (const path of paths) {
    await visit(page, `${origin}${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expectNoSidewaysScroll(page, path);
    await shot(page, `overflow${path.replace(/[^a-z0-9]+/gi, '-')}`);
  }
}

const VISITOR_PAGES = [
  '/',
  '/landers/adultonly',
  '/signup',
  '/login',
  '/reset-password',
  '/members',
  '/pages/faq',
  '/pages/terms',
  '/pages/privacy',
  '/pages/cookies',
  '/pages/ban',
  '/pages/return-policy',
  '/pages/service',
  '/diese-seite-gibt-es-nicht/wirklich',
] as const;

test('every page a visitor opens fits a 375 px phone in German', async ({ page, baseURL }) => {
  await walk(page, siteOrigin(baseURL, 'herzklopfen.test'), VISITOR_PAGES);
});

/** What a member's walk needs: another member, a conversation with them and a package to buy. */
async function memberWorld(page: Page) {
  const search = await callFromPage<{ profiles: { id: number }[] }>(page, 'GET', '/api/members.php?num=5');
  expect(search.status).toBe(200);
  const other = search.body.profiles[0]!.id;
  const sent = await callFromPage<{ message: { conversation_id: number } }>(
    page,
    'POST',
    '/api/messages.php',
    {
      client_id: randomUUID(),
      member: other,
      text: 'Hallo! Was hat dich heute zum Lächeln gebracht?',
    },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const packages = await callFromPage<{ packages: { id: number }[] }>(page, 'GET', '/api/packages.php');
  expect(packages.status).toBe(200);
  return { other, conversation: sent.body.message.conversation_id, pkg: packages.body.packages[0]!.id };
}

test('every page of the members area fits a 375 px phone in German, the tab bar in sight', async ({
  page,
  baseURL,
}) => {
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, 'schmal');
  const { other, conversation, pkg } = await memberWorld(page);
  await walk(page, origin, [
    '/activate/done',
    '/members',
    `/members/${other}`,
    `/members/${other}/chat`,
    '/likes',
    '/likes/received',
    '/likes/sent',
    '/likes/matches',
    `/likes/m/${other}`,
    '/chats',
    `/chats/${conversation}`,
    '/match-finder',
    '/swipe-game',
    '/profile',
    '/notifications',
    '/premium',
    '/pricing',
    '/credits',
    `/credits/${pkg}`,
    '/credits/repeat-order',
    `/directdebit?package=${pkg}`,
    '/transactions',
    '/complaints',
    '/lang-config',
    '/pages/faq',
  ]);

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
