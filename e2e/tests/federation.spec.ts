import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deployTestRemote } from './remote-deploys';

// A journey here deploys a new version of a remote: a server of its own.
test.use({ ownServer: 'federation' });

/** The remote's slot in the page content (a layout may show the same remote in a side panel too). */
const slotOf = (page: Page, remote: string) => page.getByRole('main').locator(`[data-remote="${remote}"]`);

test('a remote that fails to load reloads the page once, then degrades to a retry panel while the rest keeps working', async ({
  page,
}) => {
  let failing = true;
  await page.route('**/remotes/mf-members/**', (route) =>
    failing ? route.abort('failed') : route.continue(),
  );
  let documents = 0;
  page.on('domcontentloaded', () => documents++);
  await page.goto('/members');
  const panel = page.getByRole('alert').filter({ hasText: /temporarily unavailable/i });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  // Files that do not arrive may be a deployment this page does not know: the page reloaded once for them;
  // the reloaded page, failing again within the minute, shows the panel instead of reloading again.
  expect(documents).toBe(2);
  // Navigation and other areas still work.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/premium');
  await expect(slotOf(page, 'mf_payments')).toBeVisible();

  await page.goto('/members');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  failing = false;
  await panel.getByRole('button', { name: /retry/i }).click();
  await expect(slotOf(page, 'mf_members')).toBeVisible({ timeout: 20_000 });
});

test('a remote redeployed with a new version is picked up without rebuilding the shell', async ({ page }) => {
  await page.goto('/chats');
  const slot = slotOf(page, 'mf_chat');
  await expect(slot).toBeVisible();
  const before = await slot.getAttribute('data-remote-version');
  const shellScript = await page.locator('script[src*="main"]').first().getAttribute('src');

  // The chat remote built again with a new version (with the singleton probe, like the rest of the e2e build,
  // so the singleton journey below still sees mf_chat), deployed: upload + one manifest line.
  const { version } = deployTestRemote('chatNextVersion');

  await page.reload();
  await expect(slotOf(page, 'mf_chat')).toHaveAttribute('data-remote-version', version);
  expect(version).not.toBe(before);
  // Same shell build: its entry script did not change.
  expect(await page.locator('script[src*="main"]').first().getAttribute('src')).toBe(shellScript);
});

test('every shared singleton exists exactly once across the shell and all remotes', async ({ page }) => {
  // One page life: walk every remote by client-side navigation so they all load into the same window.
  await page.goto('/members');
  await expect(slotOf(page, 'mf_members')).toBeVisible();
  const walk: Array<[string, string]> = [
    ['/chats', 'mf_chat'],
    ['/premium', 'mf_payments'],
    ['/profile', 'mf_account'],
    ['/landers/adultonly', 'mf_landers'],
  ];
  for (const [to, remote] of walk) {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    await expect(slotOf(page, remote)).toBeVisible({ timeout: 20_000 });
  }
  expect(
    await page.evaluate(() => window.__SINGLETON_PROBE__ !== undefined),
    'The singleton probe is e2e instrumentation: build with `npm run build:e2e` (SINGLETON_PROBE=1)',
  ).toBe(true);
  const report = await page.evaluate(() => {
    const probe = window.__SINGLETON_PROBE__ ?? {};
    return Object.fromEntries(
      Object.entries(probe).map(([name, entries]) => [
        name,
        {
          apps: [...new Set(entries.map((e) => e.app))],
          distinct: new Set(entries.map((e) => e.instance)).size,
          missing: entries.filter((e) => e.instance === undefined || e.instance === null).map((e) => e.app),
        },
      ]),
    );
  });
  const libraries = [
    'react',
    'react-dom',
    'react-dom/client',
    'jotai',
    'styled-components',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
    'shared-ui',
    'shared-ui/router',
  ];
  for (const library of libraries) {
    expect(report[library], library).toBeDefined();
    expect(
      report[library]!.apps.length,
      `${library} seen by ${report[library]!.apps}`,
    ).toBeGreaterThanOrEqual(6);
    expect(report[library]!.missing, `${library} not recorded by`).toEqual([]);
    expect(report[library]!.distinct, `${library} instances`).toBe(1);
  }
});

declare global {
  interface Window {
    __SINGLETON_PROBE__?: Record<string, Array<{ app: string; instance: unknown }>>;
  }
}
