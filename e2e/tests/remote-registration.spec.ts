import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '..', '..');
const siteRoot = path.join(root, 'e2e/.tmp/site');
const manifestFile = path.join(siteRoot, '.deploy/remotes.json');
const HTML = { accept: 'text/html' };

/** Points the payments remote's manifest line at a deployed version, atomically as the deploy does. */
function setPaymentsManifestLine(url: string): void {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const temporary = `${manifestFile}.e2e.tmp`;
  writeFileSync(temporary, JSON.stringify({ ...manifest, mf_payments: url }, null, 2));
  renameSync(temporary, manifestFile);
}

test('a remote version that registers a page and a navigation item is live at once, and a rollback removes both', async ({
  page,
  request,
}) => {
  // Building the remote takes most of it.
  test.setTimeout(300_000);
  const deployed = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
  const previous = deployed.mf_payments;
  expect(previous).toBeDefined();
  expect((await request.get('/whats-new', { headers: HTML })).status()).toBe(404);

  // A test-only build of the payments remote that registers one more page and one navigation item.
  const version = `registration-${Date.now() % 100000}-e2e`;
  const dist = path.join(root, 'mf-payments/.tmp-e2e-dist');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: path.join(root, 'mf-payments'),
      env: { ...process.env, APP_VERSION: version, OUT_DIR: '.tmp-e2e-dist', REGISTRATION_FIXTURE: '1' },
      stdio: 'inherit',
    },
  );
  execFileSync(
    process.execPath,
    [
      path.join(root, 'api-mock/dist/bin/deploy-remote.js'),
      'mf-payments',
      '--dist',
      dist,
      '--version',
      version,
    ],
    { env: { ...process.env, SITE_ROOT: siteRoot }, stdio: 'inherit' },
  );

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
    // Rolling back is rewriting the manifest line.
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
