import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { mainNavigation } from './payments';
import { atBothWidths, DESKTOP, PHONE } from './viewports';
import { shotAtWidths } from './shots';
import { signUpOnThisSite, siteOrigin, spendCreditsOnMessages, userOnThisSite } from './site-member';

// The welcome time bonus (shell): the banner over every page of a free member for 4 hours after signup,
// with a "3 h 48 min 05 s" countdown and a link to /credits; the modal 40 s after entering the members area for a
// member with 0 credits. Time is Playwright's clock (page.clock), installed before the pages it drives:
// paused, it moves only when the journey says, so "exactly 40 s" is exact and nobody waits 4 hours.
// Nothing of it differs by width but the navigation the journeys follow to /premium (the phone's tab bar, the
// desktop's top navigation, both checked): each journey runs once, the English ones on a phone, the German one
// on a desktop.

/** TIME_BONUS_DURATION_S and TIME_BONUS_MODAL_DELAY_MS (contract/src/constants.ts). */
const BONUS_MS = 4 * 60 * 60 * 1000;
const MODAL_DELAY_MS = 40_000;

/**
 * The countdown as the banner shows it ("3 h 48 min 05 s", the hours gone in the last hour), `ms` before the
 * bonus ends (whole seconds up).
 */
function countdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const part = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const rest = `${part(Math.floor((total % 3600) / 60))} min ${part(total % 60)} s`;
  return hours > 0 ? `${hours} h ${rest}` : rest;
}

/** The member answered the signup's push step with "Not now": the bonus is then the pages' one strip. */
const answerPushAskNotNow = (page: Page) =>
  page.evaluate(() => localStorage.setItem('hide_push_notifications', String(Math.floor(Date.now() / 1000))));

const TEXTS = {
  en: {
    welcomeBonus: 'Welcome bonus',
    unlock: 'Unlock 25% off',
    later: 'Maybe later',
    close: 'Close the offer',
    getPremium: 'Get Premium',
    faq: 'FAQ',
  },
  de: {
    welcomeBonus: 'Willkommensbonus',
    // The shell keeps '25 %' together with a no-break space.
    unlock: /^Jetzt 25\s%\ssichern$/,
    later: 'Vielleicht später',
    close: 'Angebot schließen',
    getPremium: 'Premium werden',
    faq: 'FAQ',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

const banner = (page: Page, text: Texts) => page.getByRole('region', { name: text.welcomeBonus });
const bonusTimer = (page: Page, text: Texts) => banner(page, text).getByRole('timer');
const modal = (page: Page, text: Texts) => page.getByRole('dialog', { name: text.welcomeBonus });

/** The page's clock now (ms since the epoch). */
const pageNow = (page: Page) => page.evaluate(() => Date.now());

/** Tries at pausing the clock before giving up (each a second ahead of the page's time then). */
const PAUSE_ATTEMPTS = 5;

/**
 * Stops the page's clock a moment from now: from here on time moves only by runFor/pauseAt. Answers the
 * paused time as the page reads it. On a loaded machine a clock command can reach the page late (its clock
 * already past the moment asked for, or still running when the next command comes), so the pause is checked:
 * the page's clock must stand still.
 */
async function pauseClock(page: Page): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await pageNow(page)) + 1000);
      const paused = await pageNow(page);
      // A page frame's worth of real time: a running clock would have moved on.
      await new Promise((resolve) => setTimeout(resolve, 50));
      if ((await pageNow(page)) === paused) return paused;
    } catch (error) {
      // "Cannot fast-forward to the past": the page's clock ran past the moment before the command came.
      if (attempt >= PAUSE_ATTEMPTS) throw error;
      continue;
    }
    if (attempt >= PAUSE_ATTEMPTS) throw new Error('the page clock does not stay paused');
  }
}

/**
 * Moves the paused clock on by `ms` and waits until the page has rendered that moment (the banner's
 * countdown shows it), so what is asserted next is what the page shows at that time. Answers the page's time:
 * the countdown is checked against the clock the page reads, not against the journey's own sum of the
 * moves (on a loaded machine Playwright's paused clock can land a few hundred milliseconds off it).
 */
async function advance(page: Page, text: Texts, signup: number, ms: number): Promise<number> {
  await page.clock.runFor(ms);
  const now = await pageNow(page);
  await expect(bonusTimer(page, text)).toHaveText(countdown(signup + BONUS_MS - now));
  return now;
}

const signupOf = async (page: Page) => Date.parse((await userOnThisSite(page)).signup_date);

test.describe('the welcome time bonus on a 375 px phone', () => {
  test.use(PHONE);

  test('the banner counts down each second, links to the credits and is gone 4 hours after signup', async ({
    page,
  }) => {
    const text = TEXTS.en;
    await page.goto('/');
    await signUpOnThisSite(page, 'bonusbanner');
    const member = await userOnThisSite(page);
    expect(member.credits).toBeGreaterThan(0);
    const signup = Date.parse(member.signup_date);
    await page.clock.install({ time: signup + 5_000 });

    await page.goto('/members');
    await expect(banner(page, text)).toBeVisible();
    await expect(bonusTimer(page, text)).toHaveText(/^3 h 59 min [0-5]\d s$/);
    const link = banner(page, text).getByRole('link', { name: text.unlock });
    await expect(link).toHaveAttribute('href', '/credits');

    // A minute after signup, then second by second.
    await page.clock.pauseAt(signup + 60_000);
    await expect(bonusTimer(page, text)).toHaveText('3 h 59 min 00 s');
    await shotAtWidths(page, 'tb-1-banner');
    let now = await advance(page, text, signup, 1_000);
    await expect(bonusTimer(page, text)).toHaveText('3 h 58 min 59 s');
    now = await advance(page, text, signup, 5_000);
    await expect(bonusTimer(page, text)).toHaveText('3 h 58 min 54 s');

    // A member with credits gets no modal, however long they stay in the members area.
    now = await advance(page, text, signup, MODAL_DELAY_MS + 5_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The link leads to the credits page; the banner is on every page of the site.
    await link.click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(bonusTimer(page, text)).toHaveText(countdown(signup + BONUS_MS - now));

    // The last seconds: 02 s, 01 s, then the banner is gone (never 00 s).
    await page.clock.pauseAt(signup + BONUS_MS - 2_000);
    await expect(bonusTimer(page, text)).toHaveText('00 min 02 s');
    await page.clock.runFor(1_000);
    await expect(bonusTimer(page, text)).toHaveText('00 min 01 s');
    await page.clock.runFor(1_000);
    await expect(banner(page, text)).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('with 0 credits the modal opens exactly 40 s after entering the members area; leaving earlier cancels it', async ({
    page,
  }) => {
    const text = TEXTS.en;
    await page.goto('/');
    await signUpOnThisSite(page, 'bonusmodal');
    // The signup credits are spent on two messages, as a member does.
    expect(await spendCreditsOnMessages(page, 'GB')).toBe(0);
    await answerPushAskNotNow(page);
    const signup = await signupOf(page);
    await page.clock.install();

    // Outside the members area (an FAQ page) there is a banner but never a modal.
    await page.goto('/pages/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    let now = await pauseClock(page);
    now = await advance(page, text, signup, MODAL_DELAY_MS + 5_000);
    await expect(modal(page, text)).toHaveCount(0);

    // Into the members area (/premium) and out again (the footer's FAQ) after 30 s: no modal, even
    // 50 s after entering.
    // The journey follows the phone's tab bar; the desktop's top navigation leads there too.
    const getPremium = mainNavigation(page).getByRole('link', { name: text.getPremium });
    await atBothWidths(page, () => expect(getPremium).toHaveAttribute('href', '/premium'));
    await getPremium.click();
    await expect(page).toHaveURL(/\/premium$/);
    now = await advance(page, text, signup, 30_000);
    await page.getByRole('contentinfo').getByRole('link', { name: text.faq }).click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
    now = await advance(page, text, signup, 20_000);
    await expect(modal(page, text)).toHaveCount(0);

    // Back in the area the 40 s start again: nothing at 39.999 s, the modal at 40 s.
    await page.goBack();
    await expect(page).toHaveURL(/\/premium$/);
    now = await advance(page, text, signup, MODAL_DELAY_MS - 1);
    await expect(modal(page, text)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(modal(page, text)).toBeVisible();
    const dialog = modal(page, text);
    await expect(dialog.getByRole('timer')).toHaveText(countdown(signup + BONUS_MS - now - 1));
    await expect(dialog.getByRole('link', { name: text.unlock })).toBeFocused();
    await expect(dialog.getByRole('link', { name: text.unlock })).toHaveAttribute('href', '/credits');
    await shotAtWidths(page, 'tb-2-modal');
  });

  test('dismissing the modal keeps it closed on reload', async ({ page }) => {
    const text = TEXTS.en;
    await page.goto('/');
    await signUpOnThisSite(page, 'bonusdismiss');
    expect(await spendCreditsOnMessages(page, 'GB')).toBe(0);
    await answerPushAskNotNow(page);
    const signup = await signupOf(page);
    await page.clock.install();
    await page.goto('/members');
    await expect(banner(page, text)).toBeVisible();
    await pauseClock(page);
    await page.clock.runFor(MODAL_DELAY_MS);
    await expect(modal(page, text)).toBeVisible();

    await modal(page, text).getByRole('button', { name: text.later }).click();
    await expect(modal(page, text)).toHaveCount(0);
    // The banner stays: only the modal was dismissed.
    await expect(banner(page, text)).toBeVisible();

    // Reloaded (time flowing again while the page boots), a minute in the members area: no modal.
    await page.clock.resume();
    await page.reload();
    await expect(banner(page, text)).toBeVisible();
    await pauseClock(page);
    await advance(page, text, signup, 60_000);
    await expect(modal(page, text)).toHaveCount(0);
  });
});

test.describe('the welcome time bonus on a 1280 px desktop', () => {
  test.use(DESKTOP);

  test('on the German site the banner and the modal speak German', async ({ page, baseURL }) => {
    const text = TEXTS.de;
    await page.goto(`${siteOrigin(baseURL, 'herzklopfen.test')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await signUpOnThisSite(page, 'bonusde');
    expect(await spendCreditsOnMessages(page, 'DE')).toBe(0);
    await answerPushAskNotNow(page);
    // The first members screen on a phone: the bonus as the one slim strip above the faces.
    await page.goto(new URL('/members', page.url()).href);
    await expect(banner(page, text)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Ergebnisse' }).getByRole('article').first()).toBeVisible();
    await shotAtWidths(page, 'members-first-screen', { widths: [375] });
    const signup = await signupOf(page);
    await page.clock.install();
    await page.goto(new URL('/pages/faq', page.url()).href);
    await expect(banner(page, text)).toBeVisible();
    await expect(banner(page, text)).toContainText(/25\s%\sRabatt · \d h \d\d min \d\d s/);
    await expect(banner(page, text).getByRole('link', { name: text.unlock })).toBeVisible();
    await pauseClock(page);
    // The journey follows the desktop's top navigation; the phone's tab bar leads there too.
    const getPremium = page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('link', { name: text.getPremium });
    await atBothWidths(page, () => expect(getPremium).toHaveAttribute('href', '/premium'));
    await getPremium.click();
    await expect(page).toHaveURL(/\/premium$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await shotAtWidths(page, 'tb-1-banner');
    await advance(page, text, signup, MODAL_DELAY_MS - 1);
    await expect(modal(page, text)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(modal(page, text)).toBeVisible();
    await expect(modal(page, text).getByRole('button', { name: text.later })).toBeVisible();
    await shotAtWidths(page, 'tb-2-modal');
    // Closing by its close button is a dismissal too.
    await modal(page, text).getByRole('button', { name: text.close }).click();
    await expect(modal(page, text)).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('hide_time_bonus_modal'))).toMatch(/^\d+$/);
  });
});
