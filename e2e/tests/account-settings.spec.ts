import { expect, test } from './fixtures';
import { logInThroughApi, logInThroughForm as logIn, logOut, signUpMember } from './members';
import { mailedLink, readOutbox } from './outbox';

test('a member changes the e-mail address through the link mailed to the new address', async ({
  page,
  request,
}) => {
  // The browser is logged in as the member; a second account owns another address.
  const member = await signUpMember(page.request, 'mailchange');
  const other = await signUpMember(request, 'taken');
  const newEmail = `e2e.changed.${Date.now()}@example.org`;

  await page.goto('/notifications');
  const form = page.getByRole('form', { name: 'E-mail address' });
  await expect(form).toContainText(`We send our e-mails to ${member.email}.`);
  const field = form.getByLabel(/^New e-mail address/);
  const submit = form.getByRole('button', { name: 'Change e-mail address' });

  // An address that already has an account is refused in the spec's words.
  await field.fill(other.email);
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(
    'This email address already owns an account on this website.',
  );

  // A fresh address: the link goes to it, the account keeps the old address until it is clicked.
  await field.fill(newEmail);
  await submit.click();
  await expect(form.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}.`);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form).toContainText(`We send our e-mails to ${member.email}.`);

  const link = await mailedLink(request, newEmail, /\/mail-change\/do\?token=/);
  const oldInbox = await readOutbox(request, member.email);
  expect(oldInbox.flatMap((mail) => mail.links).filter((href) => href.includes('/mail-change/'))).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address has been changed' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to your settings' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(form).toContainText(`We send our e-mails to ${newEmail}.`);

  // Logged out, the old address no longer logs in; the new one does, with the same password.
  await logOut(page, member.name);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login failed, please try again');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, newEmail, member.password);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
});

test('a member changes the password: other devices are logged out, this one stays', async ({
  page,
  browser,
}) => {
  const member = await signUpMember(page.request, 'pwchange');
  const newPassword = 'cobalt-orchard-73-beacon';

  // A second device, logged in before the change.
  const otherDevice = await browser.newContext();
  await logInThroughApi(otherDevice.request, member.email, member.password);
  expect((await otherDevice.request.get('/api/user.php')).status()).toBe(200);

  await page.goto('/notifications');
  const form = page.getByRole('form', { name: 'Password' });
  const oldField = form.getByLabel(/^Old password/);
  const fill = async (oldPassword: string) => {
    await oldField.fill(oldPassword);
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Repeat the new password/).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
  };

  // A wrong old password is named at its field; nothing else changes.
  await fill('not-my-old-password');
  await expect(oldField).toHaveAccessibleDescription('Please check your old password.');
  await expect(form.getByRole('status')).toHaveCount(0);

  await fill(member.password);
  await expect(form.getByRole('status')).toContainText(
    'For your security you have been logged out on all other devices.',
  );
  await expect(oldField).toHaveValue('');
  await expect(oldField).not.toHaveAccessibleDescription('Please check your old password.');

  // The other device's session has ended: the user call refuses it.
  const afterwards = await otherDevice.request.get('/api/user.php');
  expect(afterwards.status(), await afterwards.text()).toBe(403);
  expect(((await afterwards.json()) as { error: string }).error).toBe('authentication_required');
  await otherDevice.close();

  // This device got a fresh session with the answer: after a reload it still sees the settings.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Password' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'E-mail address' })).toBeVisible();
  await expect(page.getByText('You need to be logged in')).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();

  // The new password logs in, the old one no longer does.
  await logOut(page, member.name);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Login failed, please try again');
  await logIn(page, member.email, newPassword);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
});
