// Finds the Chromium the browser tests drive: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's own
// browsers if installed. Prints the path; with --check, stops the run with a clear message when none exists.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  return null;
}

export async function findAnyChromium() {
  const system = findChromium();
  if (system) return system;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright's own browsers are optional.
  }
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = await findAnyChromium();
  if (!found) {
    console.error(
      [
        'No Chromium found for the browser tests.',
        'Install one of:',
        '  - Debian/Ubuntu: sudo apt-get install -y chromium   (then /usr/bin/chromium is used)',
        '  - any Chromium or Chrome binary, then set CHROME_PATH=/path/to/chrome',
        '  - Playwright browsers: npx playwright install chromium (needs internet access)',
        "`.ci/run` installs Debian's chromium by itself.",
      ].join('\n'),
    );
    process.exit(1);
  }
  if (!process.argv.includes('--check')) console.log(found);
}
