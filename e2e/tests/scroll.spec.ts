import type { Page } from '@playwright/test';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from './discovery';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';
import { PHONE } from './viewports';

// Scrolling between pages (shell): a new page opens at its top, and Back returns to where the member was,
// across the remotes' pages (search and profile are the members remote's, drawn after their data arrives).

test.use(PHONE);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top, and Back returns to where the member was', async ({ page }) => {
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  await page.goto('/members');
  const main = page.getByRole('main');
  const profiles = main.locator('a[href^="/members/"]');
  await expect(profiles.nth(7)).toBeVisible();

  // Down the search results, then into a profile that is on screen there.
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  const href = await page.evaluate(() => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href^="/members/"]'));
    const inView = links.find((link) => {
      const box = link.getBoundingClientRect();
      return box.top > 80 && box.bottom < window.innerHeight - 80 && /^\/members\/\d+$/.test(link.pathname);
    });
    return inView?.getAttribute('href') ?? null;
  });
  expect(href).not.toBeNull();
  await main.locator(`a[href="${href}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Back: the search results where they were left.
  await page.goBack();
  await expect(page).toHaveURL(/\/members$/);
  await expect.poll(() => scrollY(page)).toBe(900);

  // Forward to the profile: at its top again, as it was left.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect.poll(() => scrollY(page)).toBe(0);
});
