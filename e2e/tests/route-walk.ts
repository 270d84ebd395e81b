import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { callFromPage } from './site-member';

/**
 * The pages walked by the screen-wide checks (no sideways scroll, axe): every page a visitor and a member
 * can open, with the ids a member's pages need.
 */

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
export async function expectNoSidewaysScroll(page: Page, path: string) {
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

/** Opens a page and waits for it to be drawn: its heading there, no spinner or busy region left. */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  // A spinner is the one status with its own label ("Loading…" in the page's language).
  await expect(page.locator('span[role="status"][aria-label]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

export const VISITOR_PAGES = [
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
  '/pages/2257',
  '/pricing',
  '/complaints',
  '/diese-seite-gibt-es-nicht/wirklich',
] as const;

/** What a member's walk needs: another member, a conversation with them and a package to buy. */
export async function memberWorld(page: Page) {
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

/** Every page of the members area, for a member who has a conversation with `other`. */
export function memberPages({ other, conversation, pkg }: Awaited<ReturnType<typeof memberWorld>>): string[] {
  return [
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
    '/notifications/account',
    '/notifications/alerts',
    '/notifications/privacy',
    '/notifications/delete-account',
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
  ];
}
