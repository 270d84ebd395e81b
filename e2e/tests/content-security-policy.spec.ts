import { takeCspViolations } from './content-security-policy';
import { DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from './discovery';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';

/** Pages of every remote, as a visitor and as a member; each must render under the site's policy. */
const VISITOR_PAGES = ['/', '/login', '/members', '/landers/video', '/pages/terms', '/no/such/page'];
const MEMBER_PAGES = ['/members', '/likes', '/profile', '/notifications', '/premium', '/match-finder'];

test.describe('Content-Security-Policy', () => {
  test('every page carries the strict policy and renders under it, as visitor and as member', async ({
    page,
  }) => {
    const visit = async (url: string) => {
      const response = await page.goto(url);
      const policy = (await response?.headerValue('content-security-policy')) ?? '';
      expect(policy, url).toContain("script-src 'self'");
      expect(policy, url).toContain("object-src 'none'");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-/);
      // The page's own remote has rendered (the main region holds more than the loading state).
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    for (const url of VISITOR_PAGES) await visit(url);
    await logInThroughApi(page.request, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
    for (const url of MEMBER_PAGES) await visit(url);
    // The cspGuard fixture fails the test on any violation these pages reported.
  });

  test('an injected inline script is refused and reported', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => takeCspViolations().join('\n')).toMatch(/script-src\S* refused inline on \//);
  });
});
