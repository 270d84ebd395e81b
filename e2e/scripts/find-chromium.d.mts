/** Path of a system Chromium (CHROME_PATH or Debian's), or null. */
export function findChromium(): string | null;
/** A system Chromium, else Playwright's own browser if installed, else null. */
export function findAnyChromium(): Promise<string | null>;
