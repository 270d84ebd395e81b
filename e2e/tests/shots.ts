import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Where journeys leave screenshots of their screens for a designer's eye: only when E2E_SHOTS_DIR is set
 * (a folder of the developer's choice), never in a normal run. Named <name>-<lang>-<width>.png.
 */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/** Saves the page (the whole page with `fullPage`) as <name>-<page language>-<viewport width>.png. */
export async function shot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'xx';
  const width = page.viewportSize()?.width ?? 0;
  // A whole-page picture from the top, so the sticky navigation is where a visitor sees it.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${lang}-${width}.png`), fullPage });
}

/**
 * As `shot`, once at each of `widths` (the page resized, then given its size back): a journey that runs at
 * one width still leaves a picture of its screen on a phone and on a desktop. Nothing is resized unless
 * E2E_SHOTS_DIR is set.
 */
export async function shotAtWidths(
  page: Page,
  name: string,
  { fullPage = false, widths = [375, 1280] }: { fullPage?: boolean; widths?: number[] } = {},
) {
  if (!SHOTS_DIR) return;
  const size = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    // A moment for the page to paint at its new width (a whole-page picture taken at once can miss parts).
    await page.waitForTimeout(500);
    await shot(page, name, { fullPage });
  }
  await page.setViewportSize(size);
}
