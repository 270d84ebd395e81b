import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import yauzl from 'yauzl';
import { expect, test } from './fixtures';
import { logInThroughApi, signUpMember } from './members';
import { mailedLink } from './outbox';
import { shot } from './shots';
import { siteOrigin, signUpOnThisSite } from './site-member';

/** Every entry of a ZIP, by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (readError, stream) => {
          if (readError) return reject(readError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
          stream.on('error', reject);
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The section of the settings page; the site's worker prepares the export by itself. */
function section(page: Page, name = 'Download your data'): Locator {
  return page.getByRole('main').getByRole('region', { name });
}

/** Clicks the download link and answers the downloaded file's entries, checking it is a ZIP. */
async function downloadZip(
  page: Page,
  link: Locator,
): Promise<{ download: Download; entries: Map<string, Buffer> }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  return { download, entries: await unzip(bytes) };
}

function profileOf(entries: Map<string, Buffer>): Record<string, unknown> {
  const profile = entries.get('profile.json');
  expect(profile, `profile.json among ${[...entries.keys()].join(', ')}`).toBeDefined();
  return JSON.parse(profile!.toString('utf8')) as Record<string, unknown>;
}

test('a member requests their data on a 375 px phone, downloads the ZIP, and opens the mailed link on a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const member = await signUpMember(page.request, 'export');
  await page.goto('/notifications/privacy');
  const part = section(page);
  await part.scrollIntoViewIfNeeded();
  await shot(page, 'data-export-idle');
  await part.getByRole('button', { name: 'Request my data' }).click();
  await expect(part.getByRole('status')).toContainText('Your data is ready', { timeout: 30_000 });
  await expect(part.getByRole('status')).toContainText(/You can download it until /);
  await part.scrollIntoViewIfNeeded();
  await shot(page, 'data-export-ready');
  // Nothing sticks out sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const { entries } = await downloadZip(page, part.getByRole('link', { name: /^Download ZIP \(/ }));
  expect(profileOf(entries)).toMatchObject({ email: member.email, name: member.name });
  expect([...entries.keys()]).toEqual(
    expect.arrayContaining([
      'settings.json',
      'photos.json',
      'likes.json',
      'conversations.json',
      'orders.json',
    ]),
  );

  // The mail's link opens the settings, which offers the download to the member logged in elsewhere:
  // on a desktop.
  const link = await mailedLink(page.request, member.email, /\/notifications\?data_export=/);
  const token = new URLSearchParams(link.split('?')[1]).get('data_export')!;
  const device = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  await logInThroughApi(device.request, member.email, member.password);
  const other = await device.newPage();
  await other.goto(link);
  // The link names the settings: it opens their privacy screen, and the token leaves the address bar at once.
  await expect(other).toHaveURL(/\/notifications\/privacy$/);
  const again = await downloadZip(other, section(other).getByRole('link', { name: /^Download ZIP/ }));
  expect(profileOf(again.entries)).toMatchObject({ email: member.email });
  await shot(other, 'data-export-ready', { fullPage: true });
  await device.close();

  // Without the member's session the token opens nothing: a visitor, and another member.
  const visitor = await browser.newContext({ baseURL });
  expect((await visitor.request.get(`/api/data-export-download.php?token=${token}`)).status()).toBe(403);
  await signUpMember(visitor.request, 'snooper');
  expect((await visitor.request.get(`/api/data-export-download.php?token=${token}`)).status()).toBe(404);
  await visitor.close();
});

test('on the German site the section speaks German at both widths', async ({ page, baseURL }) => {
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, 'datenexport');
  await page.goto(`${origin}/notifications/privacy`);
  const part = section(page, 'Deine Daten herunterladen');
  await part.getByRole('button', { name: 'Meine Daten anfordern' }).click();
  await expect(part.getByRole('status')).toContainText('Deine Daten sind fertig', { timeout: 30_000 });
  await expect(part.getByRole('link', { name: /^ZIP herunterladen \(/ })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await part.scrollIntoViewIfNeeded();
    await shot(page, 'data-export-ready');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});
