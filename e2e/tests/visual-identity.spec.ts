import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { siteOrigin } from './site-member';

/** The search's own result cards. */
const resultCards = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('article');

test.describe('visual identity', () => {
  test("the brand font and the site's mark come from the site itself", async ({ page, baseURL }) => {
    const fontResponses: { url: string; status: number; type: string }[] = [];
    const foreign: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== new URL(baseURL!).origin) foreign.push(response.url());
      if (url.pathname.endsWith('.woff2')) {
        fontResponses.push({
          url: url.pathname,
          status: response.status(),
          type: response.headers()['content-type'] ?? '',
        });
      }
    });
    await page.goto('/members');
    await expect(resultCards(page).first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    // Nunito draws the page (the CSP's font-src 'self' lets the self-hosted file in: the fixture fails on a
    // violation), and no font service was asked.
    expect(await page.evaluate(() => document.fonts.check('16px "Nunito Variable"'))).toBe(true);
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(
      /^"Nunito Variable"/,
    );
    expect(fontResponses).toContainEqual(
      expect.objectContaining({
        url: expect.stringMatching(/^\/assets\/nunito-latin-wght-normal\.[0-9a-f]{8}\.woff2$/),
        status: 200,
      }),
    );
    expect(foreign).toEqual([]);
    // Fetched with the page, so the first paint already has it.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute(
      'href',
      /^\/assets\/nunito-latin-wght-normal\.[0-9a-f]{8}\.woff2$/,
    );

    // The mark beside the name in the header is the site's favicon drawing.
    const logo = page.getByRole('banner').getByRole('link', { name: 'Flirtmoment' });
    const mark = logo.locator('img');
    await expect(mark).toHaveAttribute('src', '/favicon.svg');
    expect(await mark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
      true,
    );
    const icon = await page.request.get('/favicon.svg');
    expect(await icon.text()).toContain('>F</text>');
  });

  test("a server-drawn lander wears the app's logo: the same mark, type and colour", async ({ page }) => {
    const logoLook = async () => {
      const logo = page.getByRole('banner').getByRole('link', { name: 'Flirtmoment' });
      await expect(logo.locator('img')).toHaveAttribute('src', '/favicon.svg');
      return logo.evaluate((link) => {
        const style = getComputedStyle(link);
        const mark = link.querySelector('img')!;
        return {
          font: style.fontFamily,
          size: style.fontSize,
          weight: style.fontWeight,
          color: style.color,
          mark: [mark.width, mark.height],
        };
      });
    };
    await page.goto('/');
    const app = await logoLook();
    await page.goto('/landers/adultonly');
    await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
    expect(await logoLook()).toEqual(app);
  });

  test("a visitor's header on a phone is one row: logo, Log in and Sign up, in English and German", async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [origin, login, signup] of [
      [new URL(baseURL!).origin, 'Log in', 'Sign up'],
      [siteOrigin(baseURL, 'herzklopfen.test'), 'Einloggen', 'Registrieren'],
    ] as const) {
      await page.goto(`${origin}/pages/faq`);
      const header = page.getByRole('banner');
      const tops = await Promise.all(
        [
          header.getByRole('link', { name: /Flirtmoment|Herzklopfen/ }),
          header.getByRole('link', { name: login }),
          header.getByRole('link', { name: signup }),
        ].map(async (item) => {
          const box = (await item.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(375);
          return box.y + box.height / 2;
        }),
      );
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(4);
      await shot(page, 'visitor-header');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    }
  });

  test('member cards lead with a portrait of their own, all of one height', async ({ page }) => {
    await page.goto('/members');
    const cards = resultCards(page);
    await expect(cards.first()).toBeVisible();
    const count = Math.min(await cards.count(), 8);
    expect(count).toBeGreaterThan(3);
    const sources: string[] = [];
    const heights = new Set<number>();
    const nameBaselines = new Set<number>();
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const photo = card.getByRole('img');
      if ((await photo.count()) > 0) sources.push((await photo.first().getAttribute('src')) ?? '');
      heights.add(Math.round((await card.boundingBox())!.height));
      const heading = (await card.getByRole('heading').boundingBox())!;
      const box = (await card.boundingBox())!;
      nameBaselines.add(Math.round(heading.y + heading.height - box.y));
    }
    // No two members share a face: each card's portrait is a file of its own.
    expect(new Set(sources).size).toBe(sources.length);
    expect(heights.size).toBe(1);
    expect(nameBaselines.size).toBe(1);
    // A city that is also its region is named once.
    await expect(page.getByRole('main')).not.toContainText('London, London');
  });

  test('a page whose code is still loading shows a skeleton, not a blank area', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remotes/mf-members/**', async (route) => {
      await held;
      await route.continue();
    });
    // The shell loads; the search page's remote is held back.
    await page.goto('/members', { waitUntil: 'domcontentloaded' });
    const skeleton = page.getByTestId('page-skeleton');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    // Grey blocks where the page's heading and cards will be: the page is not blank.
    const blocks = await skeleton.evaluate((element) =>
      Array.from(element.querySelectorAll('span'), (block) => block.getBoundingClientRect().height),
    );
    expect(blocks.filter((height) => height > 100).length).toBeGreaterThanOrEqual(4);
    release();
    await expect(resultCards(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(skeleton).toHaveCount(0);
  });
});
