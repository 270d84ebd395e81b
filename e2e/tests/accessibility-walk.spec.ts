import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, memberPages, memberWorld, visit, VISITOR_PAGES } from './route-walk';
import { signUpOnThisSite, siteOrigin } from './site-member';

/**
 * axe-core's WCAG 2.1 A/AA rules over every page a visitor and a member can open, on both demo sites (each
 * in its own brand colours and language), one on a phone and one on a wide screen. Any violation fails, listed
 * with the elements concerned. On the phone each page is also checked for sideways scrolling: this is the
 * English leg of the overflow walk.
 */
async function violationsOf(page: Page, origin: string, path: string, phone: boolean) {
  await visit(page, `${origin}${path}`);
  if (phone) await expectNoSidewaysScroll(page, path);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((violation) => ({
    path,
    rule: violation.id,
    targets: violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 100)} ${node.failureSummary ?? ''}`),
  }));
}

async function scan(page: Page, origin: string, paths: readonly string[], phone: boolean) {
  const found = [];
  for (const path of paths) found.push(...(await violationsOf(page, origin, path, phone)));
  expect(found).toEqual([]);
}

/** The visitor's pages, then (signed up as a new member) the members area's, each a walk of its own. */
async function walkVisitorPages(page: Page, baseURL: string | undefined, host: string, phone: boolean) {
  await scan(page, siteOrigin(baseURL, host), VISITOR_PAGES, phone);
}

async function walkMemberPages(page: Page, baseURL: string | undefined, host: string, phone: boolean) {
  const origin = siteOrigin(baseURL, host);
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, `axe${phone ? 'phone' : 'wide'}`);
  await scan(page, origin, memberPages(await memberWorld(page)), phone);
}

/** Up to 25 page loads with a scan each: up to two minutes on a two-core machine running the suite. */
const SCAN_TIMEOUT = 240_000;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("every visitor's page of flirtmoment.test meets WCAG 2.1 AA and fits 375 px in English", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(SCAN_TIMEOUT);
    await walkVisitorPages(page, baseURL, 'flirtmoment.test', true);
  });

  test('every members-area page of flirtmoment.test meets WCAG 2.1 AA and fits 375 px in English', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(SCAN_TIMEOUT);
    await walkMemberPages(page, baseURL, 'flirtmoment.test', true);
  });
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every visitor's page of herzklopfen.test meets WCAG 2.1 AA at 1280 px", async ({ page, baseURL }) => {
    test.setTimeout(SCAN_TIMEOUT);
    await walkVisitorPages(page, baseURL, 'herzklopfen.test', false);
  });

  test('every members-area page of herzklopfen.test meets WCAG 2.1 AA at 1280 px', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(SCAN_TIMEOUT);
    await walkMemberPages(page, baseURL, 'herzklopfen.test', false);
  });
});
