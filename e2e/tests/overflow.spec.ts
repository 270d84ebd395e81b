import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGES } from 'contract/constants';
// The pseudo-locale's rule, to compute what a page must show from the translation files.
import { longestText } from '../../shell/src/app/pseudo-locale/longest';
import { expect, test } from './fixtures';
import { shot } from './shots';
import { expectNoSidewaysScroll, memberPages, memberWorld, visit, VISITOR_PAGES } from './route-walk';
import { signUpOnThisSite, siteOrigin } from './site-member';

/**
 * No screen scrolls sideways, in any language. Instead of a walk per language, the site is walked once in the
 * e2e build's "longest" pseudo-locale (shell/src/app/pseudo-locale): every text is the longest of its seven
 * translations, with 15% more characters and a last word 15% longer than the longest word of any of them,
 * so a page that fits it fits every language. The walk runs on Herzklopfen, whose page language stays
 * German (lang="de"; what the page formats itself with Intl, dates, prices and country names, is German),
 * over every page a visitor and a member can open on a 375 px and a 320 px phone, and checks that the phone
 * tab bar keeps the money item in sight without hiding the end of any page; the busiest member pages also at
 * 768 px. The landers' own pages, which the server draws and no shell takes over, are walked in each
 * language. The accessibility walk checks the same in English, with its real texts.
 */

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/**
 * A walk over every page of the site in one test: about 30 page loads, which take 45 to 60 seconds on a
 * two-core machine running the whole suite, so the default minute per test is too short for it.
 */
const WALK_TIMEOUT = 180_000;

// The page asks for the pseudo-locale through localStorage, before its scripts run (an e2e build only).
const PSEUDO_LOCALE = { key: 'e2e-pseudo-locale', value: 'longest' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), PSEUDO_LOCALE);
});

/** What every lengthened text has: the filler glued to its last word by a word joiner. */
const MARK = '\u2060x';

/** Lander pages: drawn by the lander remote's server and its own script, without the shell's texts. */
const LANDER_PAGES = VISITOR_PAGES.filter((path) => path.startsWith('/landers/'));

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * A text without markup of an app's translation files (`shell.nav.label` in shell/src/i18n/<language>.json):
 * its longest translation (the first of equally long ones, in the site's order of languages) and the text
 * the pseudo-locale shows for it.
 */
function pseudoText(app: string, key: string): { language: string; longest: string; shown: string } {
  const translations = LANGUAGES.map((language) => {
    const file = path.join(root, app, 'src/i18n', `${language}.json`);
    const bundle: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle);
    if (typeof text !== 'string') throw new Error(`${app} has no text ${key} in ${language}`);
    return { language, text };
  });
  const longest = translations.reduce((best, next) =>
    Array.from(next.text).length > Array.from(best.text).length ? next : best,
  );
  return {
    language: longest.language,
    longest: longest.text,
    shown: longestText(translations.map(({ text }) => text)),
  };
}

async function walk(page: Page, origin: string, paths: readonly string[]) {
  const skipLink = pseudoText('shell', 'shell.nav.skipToContent').shown;
  const width = page.viewportSize()!.width;
  for (const path of paths) {
    await visit(page, `${origin}${path}`);
    // The page is in the pseudo-locale: its content says so (the margin's mark), and so does the skip link
    // of the layouts that have one, to the character. The page's language stays the site's.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('main').first()).toContainText(MARK);
    const skip = page.locator('a[href="#main-content"]');
    if ((await skip.count()) > 0) await expect(skip).toHaveText(skipLink);
    await expectNoSidewaysScroll(page, path);
    if (width === 375) await shot(page, `overflow-longest${path.replace(/[^a-z0-9]+/gi, '-')}`);
  }
}

/** The phone tab bar: five tabs, Premium among them in sight, each a finger's size; the page's end above it. */
async function expectTabBarInSight(page: Page, origin: string) {
  await visit(page, `${origin}/notifications`);
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar.getByRole('listitem')).toHaveCount(5);
  await expect(tabBar.locator('a[data-route="premium"]')).toBeInViewport({ ratio: 1 });
  for (const tab of await tabBar.getByRole('listitem').all()) {
    const box = (await tab.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barTop = (await tabBar.boundingBox())!.y;
  // The last thing of the page before the bar (the disclaimer) ends above it.
  const pageEnd = await tabBar.evaluate(
    (bar) => bar.previousElementSibling?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
  );
  expect(pageEnd).toBeLessThanOrEqual(barTop + 0.5);
}

test('the pseudo-locale shows the longest translation of each text, with a margin', async ({
  page,
  baseURL,
}) => {
  // On the login page, the heading's longest translation is Spanish and the lead's German.
  const heading = pseudoText('mf-account', 'login.title');
  const lead = pseudoText('mf-account', 'login.lead');
  expect([heading.language, lead.language]).toEqual(['es', 'de']);
  for (const text of [heading, lead]) expect(text.shown.startsWith(`${text.longest}${MARK}`)).toBe(true);

  await visit(page, `${siteOrigin(baseURL, 'herzklopfen.test')}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.shown);
  await expect(page.getByText(lead.shown, { exact: true })).toBeVisible();
});

for (const width of [375, 320]) {
  test(`every page a visitor opens fits a ${width} px phone in every language`, async ({ page, baseURL }) => {
    test.setTimeout(WALK_TIMEOUT);
    await page.setViewportSize({ width, height: 812 });
    const pages = VISITOR_PAGES.filter((path) => !LANDER_PAGES.includes(path));
    await walk(page, siteOrigin(baseURL, 'herzklopfen.test'), pages);
  });

  test(`every page of the members area fits a ${width} px phone in every language, the tab bar in sight`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(WALK_TIMEOUT);
    await page.setViewportSize({ width, height: 812 });
    const origin = siteOrigin(baseURL, 'herzklopfen.test');
    await page.goto(`${origin}/`);
    await signUpOnThisSite(page, `longest${width}`);
    await walk(page, origin, memberPages(await memberWorld(page)));
    await expectTabBarInSight(page, origin);
  });
}

test('the busiest member pages fit 768 px in every language', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, 'longest768');
  await walk(page, origin, ['/members', '/notifications', '/premium', '/profile', '/likes', '/chats']);
});

/*
 * A lander's page is drawn by its remote's server in the visitor's language, and its own script takes it
 * over without the shell (mf-landers, lander-page): the pseudo-locale does not reach it, so it is walked in
 * each language, chosen as a visitor chooses it (the language cookie).
 */
test("the landers' own pages fit a 375 and a 320 px phone in each language", async ({ page, baseURL }) => {
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  for (const language of LANGUAGES) {
    await page.context().addCookies([{ name: 'i18n_redirected', value: language, url: origin }]);
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      for (const path of LANDER_PAGES) {
        await visit(page, `${origin}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoSidewaysScroll(page, `${path} (${language})`);
        if (width === 375) await shot(page, `overflow${path.replace(/[^a-z0-9]+/gi, '-')}`);
      }
    }
  }
});
