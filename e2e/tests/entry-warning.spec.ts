import { expect, test, ENTRY_WARNING_KEY } from './fixtures';

test.use({ freshVisitor: true });

test('a new visitor sees the adult-content warning once; closing it is remembered', async ({ page }) => {
  await page.goto('/');
  const warning = page.getByRole('dialog');
  await expect(warning).toBeVisible();
  // It cannot be dismissed by Escape: the visitor must choose.
  await page.keyboard.press('Escape');
  await expect(warning).toBeVisible();

  const before = Math.floor(Date.now() / 1000);
  await warning.getByRole('button', { name: /enter/i }).click();
  await expect(warning).toBeHidden();
  const stored = Number(await page.evaluate((key) => window.localStorage.getItem(key), ENTRY_WARNING_KEY));
  expect(stored).toBeGreaterThanOrEqual(before - 1);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});
