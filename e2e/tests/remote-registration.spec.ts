import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { deployTestRemote, remotesManifestFile } from './remote-deploys';

// The journey deploys and rolls back a remote: a server of its own.
test.use({ ownServer: 'remote-registration' });

const HTML = { accept: 'text/html' };

/** Points the payments remote's manifest line at a deployed version, atomically as the deploy does. */
function setPaymentsManifestLine(url: string): void {
  const manifestFile = remotesManifestFile();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const temporary = `${manifestFile}.e2e.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...manifest, mf_payments: url }, null, 2));
  renameSync(temporary, manifestFile);
}

test('a remote version that registers a page and a navigation item is live at once, and a rollback removes both', async ({
  page,
  request,
}) => {
  const deployed = JSON.parse(readFileSync(remotesManifestFile(), 'utf8')) as Record<string, string>;
  const previous = deployed.mf_payments;
  expect(previous).toBeDefined();
  expect((await request.get('/whats-new', { headers: HTML })).status()).toBe(404);

  // A test-only build of the payments remote that registers one more page and one navigation item.
  const { version } = deployTestRemote('paymentsWithWhatsNew');

  try {
    // The first request of a fresh visit: the server already knows the page (no restart, no shell rebuild).
    const response = await page.goto('/whats-new');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
    await expect(page.locator('[data-remote="mf_payments"]')).toHaveAttribute('data-remote-version', version);
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: "What's new" })).toHaveAttribute('href', '/whats-new');
    await expect(page).toHaveTitle(/^What's new \| /);
  } finally {
    // Rolling back is rewriting the manifest line; the deployed copy stays.
    setPaymentsManifestLine(previous!);
  }

  expect((await request.get('/whats-new', { headers: HTML })).status()).toBe(404);
  const again = await page.reload();
  expect(again?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "What's new" }),
  ).toHaveCount(0);
});
