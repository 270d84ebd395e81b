import { expect, test } from './fixtures';
import { logInThroughForm as logIn, signUpMember } from './members';
import { CLIENT_HEADERS } from './members';
import { mailedLink, readOutbox } from './outbox';

test('a member resets a forgotten password through the mailed link, once', async ({ page, request }) => {
  const { email, password: oldPassword } = await signUpMember(request, 'reset');
  const newPassword = 'quiet-river-58-lantern';

  // From the login form to the reset request.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  // An unknown address is named as such; the form stays for another try.
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(`e2e.nobody.${Date.now()}@example.org`);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByRole('alert')).toContainText('E-mail address not found');

  await main.getByLabel('E-mail address').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText('Check your inbox')).toBeVisible();

  // The mail carries the link to /reset-password/do?token=... A second request mails another link; the
  // journey uses the newer one, and the reset voids the older one too.
  const earlier = await mailedLink(request, email, /\/reset-password\/do\?token=/);
  const again = await request.post('/api/password-reset.php', { headers: CLIENT_HEADERS, data: { email } });
  expect(again.status(), await again.text()).toBe(200);
  await expect.poll(async () => (await readOutbox(request, email)).length).toBe(3);
  const link = await mailedLink(request, email, /\/reset-password\/do\?token=/);
  expect(link).not.toBe(earlier);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();

  // Two different passwords are refused. (The labels end in a required mark
  // and 'Repeat the new password' contains 'new password', hence /^New password/.)
  await main.getByLabel(/^New password/).fill(newPassword);
  await main.getByLabel('Repeat the new password').fill(`${newPassword}-typo`);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('The entered passwords are not the same.')).toBeVisible();

  // The same password twice is saved.
  await main.getByLabel('Repeat the new password').fill(newPassword);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await main.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works, the new one does.
  await logIn(page, email, oldPassword);
  await expect(main.getByRole('alert')).toHaveText('Login failed, please try again');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/members$/);

  // The link works only once, and the earlier link died with the reset.
  for (const used of [link, earlier]) {
    await page.goto(used);
    await main.getByLabel(/^New password/).fill('another-fresh-91-harbour');
    await main.getByLabel('Repeat the new password').fill('another-fresh-91-harbour');
    await main.getByRole('button', { name: 'Save new password' }).click();
    await expect(main.getByRole('alert')).toContainText('Link expired or invalid, request a new email');
    await expect(main.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  }
});
