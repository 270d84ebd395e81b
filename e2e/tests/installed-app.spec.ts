import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';
import { siteOrigin } from './site-member';

/**
 * The installed app: each site's manifest and Chromium's installability of it, the standalone mode (Back
 * button, app footer, no site-entry warning) and the app badge.
 */

interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

/** What Chromium itself reads of the page's manifest, and what keeps it from offering the install. */
async function chromiumInstallability(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
      data?: string;
    };
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    return { manifest, errors: installability.installabilityErrors };
  } finally {
    await cdp.detach();
  }
}

/** Waits until the page's service worker controls it (installability asks for a worker on the page). */
async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    if (!('serviceWorker' in navigator)) return;
    await Promise.race([
      navigator.serviceWorker.ready,
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
  });
}

/**
 * A profile on disk, as an installed app's browser has: Playwright's own contexts are incognito, where
 * Chromium never offers an install. The demo domain is not on https here: Chromium is told to treat its
 * origin as the secure one it is when deployed.
 */
async function profileBrowser(
  baseURL: string | undefined,
  origin: string,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'e2e-installed-app-'));
  const context = await chromium.launchPersistentContext(folder, {
    executablePath: findChromium() ?? undefined,
    baseURL,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--host-resolver-rules=MAP herzklopfen.test 127.0.0.1, MAP flirtmoment.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(folder, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

test.describe('the manifest of each site', () => {
  for (const site of [
    { host: '127.0.0.1', name: 'Flirtmoment', lang: 'en-GB', color: '#e8461e' },
    { host: 'localhost', name: 'Flirtmoment', lang: 'en-GB', color: '#e8461e' },
    { host: 'herzklopfen.test', name: 'Herzklopfen', lang: 'de-DE', color: '#d81b60' },
  ]) {
    test(`${site.host} serves ${site.name}'s manifest, and Chromium finds the site installable`, async ({
      baseURL,
    }) => {
      const origin = siteOrigin(baseURL, site.host);
      const { context, close } = await profileBrowser(baseURL, origin);
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${origin}/`);
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
        await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
          'href',
          '/icons/apple-touch-icon.png',
        );
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', site.color);

        const manifest = await page.evaluate(async () => {
          const response = await fetch('/manifest.webmanifest');
          return { type: response.headers.get('content-type'), body: (await response.json()) as unknown };
        });
        expect(manifest.type).toBe('application/manifest+json; charset=utf-8');
        expect(manifest.body).toMatchObject({
          name: site.name,
          short_name: site.name,
          lang: site.lang,
          start_url: '/members',
          scope: '/',
          display: 'standalone',
          theme_color: site.color,
          background_color: site.color,
        } satisfies Partial<Manifest>);
        // Every icon the manifest names is a PNG the browser can load, of the size it says.
        for (const icon of (manifest.body as Manifest).icons) {
          const size = await page.evaluate(async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return `${image.naturalWidth}x${image.naturalHeight}`;
          }, icon.src);
          expect(size, icon.src).toBe(icon.sizes);
        }

        await serviceWorkerReady(page);
        const installability = await chromiumInstallability(page);
        expect(installability.manifest.url).toBe(`${origin}/manifest.webmanifest`);
        expect(installability.manifest.errors).toEqual([]);
        expect(installability.errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

/**
 * Pretends the page was launched from the home screen: the display-mode query matches standalone.
 * Chromium's media emulation has no display-mode feature, so the page's matchMedia answers it (an init
 * script, before the app's code runs).
 */
async function emulateStandalone(context: BrowserContext) {
  await context.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (!/\(\s*display-mode\s*:\s*standalone\s*\)/.test(query)) return original(query);
      // Listeners go to a real list that never changes: the app stays launched standalone.
      const list = original('all');
      return {
        matches: true,
        media: query,
        onchange: null,
        addEventListener: list.addEventListener.bind(list),
        removeEventListener: list.removeEventListener.bind(list),
        addListener: list.addListener.bind(list),
        removeListener: list.removeListener.bind(list),
        dispatchEvent: list.dispatchEvent.bind(list),
      } as MediaQueryList;
    };
  });
}

test.describe('standalone mode', () => {
  test.use({ freshVisitor: true });

  test('a logged-out visitor gets the app footer and no site-entry warning', async ({ context, page }) => {
    await emulateStandalone(context);
    await page.goto('/');
    expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
    await expect(page.locator('footer[data-variant]')).toHaveAttribute('data-variant', 'compact');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('outside standalone mode the same visitor gets the warning and the full footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('footer[data-variant]')).toHaveAttribute('data-variant', 'full');
  });
});

test('in standalone mode a profile opened from the members page has a Back button that goes back', async ({
  browser,
  baseURL,
}) => {
  const other = await (await newPersonContext(browser, baseURL)).newPage();
  const shown = await signUpActiveMember(other, 'appshown', { gender: 'female', country: 'GB' });
  const context = await newPersonContext(browser, baseURL);
  await emulateStandalone(context);
  const page = await context.newPage();
  await signUpActiveMember(page, 'appviewer', { gender: 'male', country: 'GB' });

  await page.goto('/members');
  const back = page.getByRole('button', { name: 'Back' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(back).toHaveCount(0);

  // Within the app (a client-side navigation, as a tap on a card is), then Back.
  await page.evaluate((id) => {
    window.history.pushState({}, '', `/members/${id}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, shown.id);
  await expect(page).toHaveURL(new RegExp(`/members/${shown.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: shown.name })).toBeVisible();
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(back).toHaveCount(0);
  await context.close();
});

/** Records the page's calls of the Badging API: the count set, 0 for a clear. */
async function recordAppBadge(context: BrowserContext) {
  await context.addInitScript(() => {
    const calls: number[] = [];
    (window as unknown as { appBadgeCalls: number[] }).appBadgeCalls = calls;
    Object.defineProperty(Navigator.prototype, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => {
        calls.push(count ?? 0);
        return Promise.resolve();
      },
    });
    Object.defineProperty(Navigator.prototype, 'clearAppBadge', {
      configurable: true,
      value: () => {
        calls.push(0);
        return Promise.resolve();
      },
    });
  });
}

const lastBadge = (page: Page) =>
  page.evaluate(() => {
    const calls = (window as unknown as { appBadgeCalls: number[] }).appBadgeCalls;
    return calls.length > 0 ? calls[calls.length - 1] : null;
  });

test('the app badge shows unread messages plus new likes, and drops as they are read', async ({
  browser,
  baseURL,
}) => {
  const senderPage = await (await newPersonContext(browser, baseURL)).newPage();
  const sender = await signUpActiveMember(senderPage, 'badgefrom', { gender: 'male', country: 'GB' });
  const context = await newPersonContext(browser, baseURL);
  await recordAppBadge(context);
  const page = await context.newPage();
  const member = await signUpActiveMember(page, 'badgeto', { gender: 'female', country: 'GB' });

  // Two messages (one conversation) and a like wait for her.
  for (const text of ['Hello there', 'Are you around?']) {
    const sent = await senderPage.request.post('/api/messages.php', {
      headers: CLIENT_HEADERS,
      data: { client_id: randomUUID(), text, member: member.id },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const liked = await senderPage.request.post('/api/like.php', {
    headers: CLIENT_HEADERS,
    data: { id: member.id },
  });
  expect(liked.ok(), await liked.text()).toBe(true);

  await page.goto('/members');
  await expect.poll(() => lastBadge(page)).toBe(3);

  // Reading the conversation leaves the like.
  await page.goto('/chats');
  await page
    .getByRole('link', { name: new RegExp(sender.name) })
    .first()
    .click();
  await expect(page.getByRole('region', { name: `Messages with ${sender.name}` })).toBeVisible();
  await expect.poll(() => lastBadge(page)).toBe(1);

  // Opening the like's profile clears the badge.
  await page.goto('/likes');
  await page
    .getByRole('navigation', { name: 'Likes lists' })
    .getByRole('link', { name: 'Likes you' })
    .click();
  await page.getByRole('link', { name: new RegExp(`^${sender.name}, \\d+`) }).click();
  await expect(page).toHaveURL(/\/likes\/m\/\d+$/);
  await expect.poll(() => lastBadge(page)).toBe(0);
  await context.close();
});
