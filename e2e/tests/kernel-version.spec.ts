import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deployTestRemote } from './remote-deploys';

// The journey deploys other versions of a remote: a server of its own.
test.use({ ownServer: 'kernel-version' });

const root = path.resolve(import.meta.dirname, '..', '..');
const kernelVersion = (
  JSON.parse(readFileSync(path.join(root, 'shared-ui/package.json'), 'utf8')) as { version: string }
).version;

/** The remote's slot in the page content. */
const slotOf = (page: Page, remote: string) => page.getByRole('main').locator(`[data-remote="${remote}"]`);

/** Console errors the page logged, as text. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a remote that needs an incompatible kernel is refused with a logged reason; a compatible one runs', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);

  // A version of mf-payments built for a kernel no shell provides (test-only build flag).
  deployTestRemote('paymentsForKernel99');
  await page.goto('/premium');
  const slot = slotOf(page, 'mf_payments');
  await expect(slot.getByRole('alert')).toContainText(/temporarily unavailable/i, { timeout: 20_000 });
  // The reason names the remote, the range it needs (of shared-ui or its kernel entry) and the page's version.
  const reason = new RegExp(
    `^The remote mf_payments is refused: it needs shared-ui(/kernel)? \\^99\\.0\\.0 and this page provides ${kernelVersion.replace(/\./g, '\\.')}$`,
  );
  expect(errors.filter((text) => reason.test(text))).toHaveLength(1);
  // The other remotes run.
  await page.goto('/members');
  await expect(slotOf(page, 'mf_members')).toHaveAttribute('data-remote-version', /.+/, { timeout: 20_000 });

  // A compatible version, deployed the same way, runs: a release-like build (it also registers a test page,
  // which this journey does not look at).
  const { dist, version: compatible } = deployTestRemote('paymentsWithWhatsNew');
  await page.goto('/premium');
  await expect(
    page.locator(`[data-remote="mf_payments"][data-remote-version="${compatible}"]`).first(),
  ).toBeVisible({
    timeout: 20_000,
  });

  // That was a production build: the singleton probe (e2e instrumentation) is not in any of its files.
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withProbe = scripts.filter((file) =>
    readFileSync(path.join(dist, file), 'utf8').includes('__SINGLETON_PROBE__'),
  );
  expect(withProbe).toEqual([]);
});
