import {
  consoleErrors,
  fetchDocument,
  fetchDocumentAsMember,
  layoutShift,
  observeLayoutShift,
  sitePort,
} from './documents';
import { expect, test } from './fixtures';

test('a lander is finished HTML before any script runs: headline, call to action, Log in, site name', async () => {
  const { status, html } = await fetchDocument('flirtmoment.test', '/landers/adultonly');
  expect(status).toBe(200);
  expect(html).toContain('data-ssr-lander="adultonly"');
  expect(html).toContain('Dating for grown-ups');
  expect(html).toContain('Sign up free');
  expect(html).toContain('>Flirtmoment<');
  expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Log in<\/a>/);
  // Its critical CSS is in the document; the shell's scripts are not (the page runs without the shell).
  expect(html).toMatch(/<style data-styled="true"/);
  expect(html).not.toMatch(/<script[^>]*src="\/main\.[0-9a-f]+\.js"/);
  expect(html).toMatch(
    /<script defer src="\/remotes\/mf-landers\/[^/"]+\/ssr\/client\.[0-9a-f]+\.js"><\/script>/,
  );

  // In the visitor's language: a landing slug names it ('eng' is English), else the site's.
  const german = await fetchDocument('herzklopfen.test', '/landers/video');
  expect(german.html).toMatch(/<html lang="de"/);
  expect(german.html).toContain('>Herzklopfen<');
  const english = await fetchDocument('herzklopfen.test', '/landers/video/eng');
  expect(english.html).toMatch(/<html lang="en"/);
  expect(english.html).toContain('Sign up free');
});

for (const width of [375, 1280]) {
  test(`at ${width} px the rendered lander becomes interactive in place and opens the signup`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await observeLayoutShift(page);
    const errors = consoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/landers/adultonly');
    await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Dating for grown-ups' })).toBeVisible();
    // Before the visitor does anything, only the page's small script has loaded.
    expect(scripts.filter((script) => /\/ssr\/hydrate\./.test(script))).toEqual([]);

    // Pointing at the call to action loads React, which takes the page over in place.
    const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up free' }).first();
    await signUp.hover();
    await expect(page.locator('#root[data-hydrated="true"]')).toBeAttached();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors, 'no hydration mismatch or other error').toEqual([]);

    await signUp.click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('main')).toBeVisible();
  });
}

test('a member lander leads to the signup tied to that member; Log in leads to the login page', async ({
  page,
}) => {
  await page.goto('/members/1/landing');
  await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/members/1/landing');
  await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
  await page.getByRole('main').getByRole('link', { name: 'Sign up free' }).first().click();
  await expect(page).toHaveURL(/\/members\/1\/signup$/);
  // The member signup shows that member as a visitor may see them.
  const { member } = (await (await page.request.get('/api/lander-member.php?id=1')).json()) as {
    member: { name: string; age: number } | null;
  };
  expect(member).not.toBeNull();
  await expect(page.getByRole('figure', { name: `${member!.name}, ${member!.age}` })).toBeVisible();
});

test('the language choice of a rendered lander is remembered and shows the page in that language', async ({
  page,
}) => {
  await page.goto('/landers/tinderswipe');
  await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Einloggen' })).toBeVisible();
});

test('a logged-in member gets the lander inside the site, rendered by the shell', async ({ page }) => {
  const { html } = await fetchDocumentAsMember(page, 'lander-member', '/landers/adultonly');
  expect(html).not.toContain('data-ssr-lander');
  await page.goto('/landers/adultonly');
  await expect(page.locator('main [data-remote="mf_landers"]')).toBeVisible();
});

test.describe('the adult-content warning on a rendered lander', () => {
  test.use({ freshVisitor: true });

  test('asks visitors from Germany once, and not visitors from Britain', async ({ page }) => {
    await page.goto(`http://herzklopfen.test:${sitePort()}/landers/adultonly`);
    const warning = page.getByRole('dialog', { name: 'Inhalte für Erwachsene' });
    await expect(warning).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Betreten' }).click();
    await expect(warning).toBeHidden();
    await page.reload();
    await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('/landers/adultonly');
    await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
