import {
  consoleErrors,
  fetchDocument,
  fetchDocumentAsMember,
  layoutShift,
  observeLayoutShift,
  sitePort,
} from './documents';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { DESKTOP, PHONE } from './viewports';

test('a lander is finished HTML before any script runs: headline, call to action, Log in, site name', async () => {
  const { status, html } = await fetchDocument('flirtmoment.test', '/landers/adultonly');
  expect(status).toBe(200);
  expect(html).toContain('data-ssr-lander="adultonly"');
  // The hyphenated word is kept whole on one line, so "grown-/ups" never splits.
  expect(html).toMatch(/Dating for <span[^>]*>grown-ups<\/span>/);
  expect(html).toContain('Sign up free');
  // The app's logo: its mark and the site's name.
  expect(html).toMatch(
    /<a href="\/"[^>]*data-site-logo=""[^>]*><img src="\/favicon.svg" alt="" width="32" height="32"[^>]*\/>(<span[^>]*>)?Flirtmoment(<\/span>)?<\/a>/,
  );
  // Real members' faces, drawn into the page: sized, named, the first one fetched first.
  expect(html).toMatch(
    /<img src="[^"]+" srcSet="[^"]+ 400w" sizes="[^"]+" alt="Photo of [^"]+" width="400" height="400" loading="eager" fetchPriority="high"/,
  );
  // The brand font, from the files the document preloads.
  expect(html).toMatch(/<style id="brand-font-faces">@font-face\{font-family:'Nunito Variable'/);
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

/** Whether the page paints its text in Nunito: the body asks for it first, and its face has loaded. */
async function paintsInNunito(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const family = getComputedStyle(document.body).fontFamily;
    let loaded = false;
    document.fonts.forEach((face) => {
      if (face.family.includes('Nunito Variable') && face.status === 'loaded') loaded = true;
    });
    return (
      /^['"]Nunito Variable['"]/.test(family) && loaded && document.fonts.check("16px 'Nunito Variable'")
    );
  });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a lander and the visitors’ home open with real members’ faces, in the app’s font, on a phone and a desktop', async ({
  page,
}) => {
  const people = /^(Members you could meet|Mitglieder, die du kennenlernen könntest)$/;
  for (const [width, host] of [
    [PHONE.viewport.width, 'localhost'],
    [PHONE.viewport.width, 'herzklopfen.test'],
    [DESKTOP.viewport.width, 'localhost'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    const onPhone = width < 768;
    const origin = `http://${host}:${sitePort()}`;
    await page.goto(`${origin}/landers/adultonly`);
    await expect(page.locator('#root[data-interactive="true"]')).toBeAttached();
    // Three faces in a row on a phone, two rows of three on a desktop: each one a way into the signup.
    const faces = page.getByRole('list', { name: people }).getByRole('link');
    await expect(faces).toHaveCount(onPhone ? 3 : 6);
    const first = faces.first().getByRole('img');
    await expect(first).toBeVisible();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(faces.first()).toHaveAttribute('href', '/signup');
    expect(await paintsInNunito(page), 'the lander paints in Nunito').toBe(true);
    expect(await noSidewaysScroll(page), 'no sideways scrolling').toBe(true);
    await shot(page, 'lander-adultonly');

    // The server's drawing of the home already has the faces, before the shell takes the page over.
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const homeFaces = page.getByRole('list', { name: people }).getByRole('link');
    await expect(homeFaces.first().getByRole('img')).toBeVisible();
    await expect(page.locator('#root[data-ssr-page]')).toBeHidden({ timeout: 15_000 });
    await expect(homeFaces).toHaveCount(onPhone ? 3 : 6);
    await expect(homeFaces.first()).toBeVisible();
    expect(await paintsInNunito(page), 'the home page paints in Nunito').toBe(true);
    expect(await noSidewaysScroll(page), 'no sideways scrolling').toBe(true);
    await shot(page, 'home-visitor');
  }
});
