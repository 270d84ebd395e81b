import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { memberPages, memberWorld, visit, VISITOR_PAGES } from './route-walk';
import { signUpOnThisSite, siteOrigin } from './site-member';

/**
 * axe-core's WCAG 2.1 A/AA rules over every page a visitor and a member can open, on both demo sites (each
 * in its own brand colours and language), one on a phone and one on a wide screen. Any violation fails, listed
 * with the elements concerned.
 */
async function violationsOf(page: Page, origin: string, path: string) {
  await visit(page, `${origin}${path}`);
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

async function scan(page: Page, origin: string, paths: readonly string[]) {
  const found = [];
  for (const path of paths) found.push(...(await violationsOf(page, origin, path)));
  expect(found).toEqual([]);
}

/* Each site in its own colours and language, one on a phone and the other on a wide screen. */
for (const [host, viewport] of [
  ['flirtmoment.test', { width: 375, height: 812 }],
  ['herzklopfen.test', { width: 1280, height: 800 }],
] as const) {
  test(`every page of ${host} meets WCAG 2.1 AA at ${viewport.width} px`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const origin = siteOrigin(baseURL, host);
    await scan(page, origin, VISITOR_PAGES);
    await page.goto(`${origin}/`);
    await signUpOnThisSite(page, `axe${viewport.width}`);
    await scan(page, origin, memberPages(await memberWorld(page)));
  });
}
