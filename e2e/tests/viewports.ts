import { expect, type Page } from '@playwright/test';

// The two widths of the journeys, and checks at the other width on the same page.

/**
 * The phone most journeys run on (most members use one): touch and a mobile viewport. A journey runs once, at
 * one width; one journey per area runs on the DESKTOP instead. What differs by width is checked at the other
 * width within the journey, on the same page (atBothWidths, atPhoneWidth, atViewport).
 */
export const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
/** The desktop of an area's desktop journey, and the size a phone journey takes for the desktop's checks. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false } as const;

/**
 * Runs `checks` with the page resized to `viewport`, then gives the page its size back: the other width's
 * layout of the same page, without a reload (below 768 px members navigate by the tab bar at the bottom, from
 * 768 px by the top navigation; both are named 'Main'). The layouts follow the width alone (min- and max-width
 * media queries): a phone's page resized to 1280 px lays out as the desktop's, a desktop's at 375 px as the
 * phone's.
 */
export async function atViewport(
  page: Page,
  viewport: { width: number; height: number },
  checks: () => Promise<void>,
): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(viewport);
  try {
    // The page lays out at the new width before anything is checked.
    await expect
      .poll(() => page.evaluate(() => window.innerWidth), { message: 'the layout width' })
      .toBe(viewport.width);
    await checks();
  } finally {
    await page.setViewportSize(size);
  }
}

/**
 * Runs `checks` at the page's width, then at the other layout's: a phone's page resized to the DESKTOP's
 * 1280 px, a desktop's to the PHONE's 375 px (checks whose locators find another element at each width, such
 * as the 'Main' navigation).
 */
export async function atBothWidths(page: Page, checks: () => Promise<void>): Promise<void> {
  await checks();
  const phone = page.viewportSize()!.width < 768;
  await atViewport(page, phone ? DESKTOP.viewport : PHONE.viewport, checks);
}

/** Runs `checks` at the PHONE's width: on a phone's page as it is, on a desktop's resized to 375 px and back. */
export async function atPhoneWidth(page: Page, checks: () => Promise<void>): Promise<void> {
  if (page.viewportSize()!.width < 768) await checks();
  else await atViewport(page, PHONE.viewport, checks);
}
