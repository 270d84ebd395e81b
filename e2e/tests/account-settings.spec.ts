import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS, logInThroughApi, logInThroughForm as logIn, logOut, signUpMember } from './members';
import { mailedLink, readOutbox } from './outbox';
import { shot } from './shots';
import { siteOrigin, signUpOnThisSite } from './site-member';
import { atViewport, DESKTOP } from './viewports';

test('a member changes the e-mail address with the password, through the link mailed to the new address', async ({
  page,
  browser,
  request,
}) => {
  // The browser is logged in as the member, and so is a second device; a second account owns another address.
  const member = await signUpMember(page.request, 'mailchange');
  const other = await signUpMember(request, 'taken');
  const otherDevice = await browser.newContext();
  await logInThroughApi(otherDevice.request, member.email, member.password);
  const newEmail = `e2e.changed.${Date.now()}@example.org`;

  await page.goto('/notifications/account');
  const form = page.getByRole('form', { name: 'E-mail address' });
  await expect(form).toContainText(`We send our e-mails to ${member.email}.`);
  const field = form.getByLabel(/^New e-mail address/);
  const password = form.getByLabel(/^Current password/);
  const submit = form.getByRole('button', { name: 'Change e-mail address' });

  // A wrong password is named at its field; nothing is sent.
  await field.fill(newEmail);
  await password.fill('not-my-password');
  await submit.click();
  await expect(password).toHaveAccessibleDescription('Please check your password.');
  await expect(form.getByRole('status')).toHaveCount(0);

  // An address that already has an account is refused in the spec's words.
  await field.fill(other.email);
  await password.fill(member.password);
  await submit.click();
  await expect(form.getByRole('alert')).toContainText(
    'This email address already owns an account on this website.',
  );

  // A fresh address: the link goes to it, the account keeps the old address until it is clicked.
  await field.fill(newEmail);
  await password.fill(member.password);
  await submit.click();
  await expect(form.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}.`);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form).toContainText(`We send our e-mails to ${member.email}.`);
  await expect(password).toHaveValue('');

  const link = await mailedLink(request, newEmail, /\/mail-change\/do\?token=/);
  const oldInbox = await readOutbox(request, member.email);
  expect(oldInbox.flatMap((mail) => mail.links).filter((href) => href.includes('/mail-change/'))).toEqual([]);
  expect((await otherDevice.request.get('/api/user.php')).status()).toBe(200);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address has been changed' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to your settings' }).click();
  await expect(page).toHaveURL(/\/notifications\/account$/);
  await expect(form).toContainText(`We send our e-mails to ${newEmail}.`);

  // Only the device that asked for the change stays logged in.
  const afterwards = await otherDevice.request.get('/api/user.php');
  expect(afterwards.status(), await afterwards.text()).toBe(403);
  await otherDevice.close();

  // The old address is told, with a way to undo the change.
  await mailedLink(request, member.email, /\/mail-change\/undo\?token=/);
  const [notice] = await readOutbox(request, member.email);
  expect(notice?.subject).toBe('Your e-mail address for Flirtmoment has been changed');
  expect(notice?.text).toContain(newEmail);

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

test('the old address undoes a change it did not make: every device is logged out, a new password is set', async ({
  page,
  request,
}) => {
  // Someone with the member's session and password moves the account to their own address.
  const member = await signUpMember(page.request, 'undo');
  const intruderEmail = `e2e.intruder.${Date.now()}@example.org`;
  const asked = await page.request.post('/api/mail-change.php', {
    headers: CLIENT_HEADERS,
    data: { email: intruderEmail, password: member.password },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const confirm = new URL(await mailedLink(request, intruderEmail, /\/mail-change\/do\?token=/), 'http://x');
  const confirmed = await request.post('/api/mail-change-do.php', {
    headers: CLIENT_HEADERS,
    data: { token: confirm.searchParams.get('token') },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // The owner opens the undo link of the notice in the old inbox; nothing happens before the click.
  await page.goto(await mailedLink(request, member.email, /\/mail-change\/undo\?token=/));
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Undo the e-mail change' })).toBeVisible();
  expect((await page.request.get('/api/user.php')).status()).toBe(200);
  await main.getByRole('button', { name: 'Undo the change' }).click();
  await expect(main.getByRole('heading', { name: 'Your e-mail address has been restored' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // Logged out: 403 for a session cookie that names no session, { user: null } once the cookie is gone.
  const me = await page.request.get('/api/user.php');
  expect(me.status() === 403 || (await me.json()).user === null).toBe(true);

  // The password the change was made with works no more, with either address.
  await page.goto('/login');
  for (const email of [intruderEmail, member.email]) {
    await logIn(page, email, member.password);
    await expect(main.getByRole('alert')).toHaveText('Login failed, please try again');
  }

  // The reset link sent to the restored address sets a new password; the old address logs in again.
  await page.goto(await mailedLink(request, member.email, /\/reset-password\/do\?token=/));
  const newPassword = 'ember-willow-64-compass';
  await main.getByLabel(/^New password/).fill(newPassword);
  await main.getByLabel('Repeat the new password').fill(newPassword);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.goto('/login');
  await logIn(page, member.email, newPassword);
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

  await page.goto('/notifications/account');
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

/** A phone of the size the issue measures settings on: each sub-screen ends within two of its screens. */
const SMALL_PHONE = { width: 375, height: 667 };

/** The settings' sub-screens, by the list's (and the sub-screen's heading's) words and their paths. */
const SUB_SCREENS = {
  en: [
    ['Account', 'account'],
    ['Notifications', 'alerts'],
    ['Privacy', 'privacy'],
    ['Delete account', 'delete-account'],
  ],
  de: [
    ['Konto', 'account'],
    ['Benachrichtigungen', 'alerts'],
    ['Privatsphäre', 'privacy'],
    ['Konto löschen', 'delete-account'],
  ],
} as const;

/** What shows once a sub-screen has loaded what it shows (the switches and the data export load their state). */
function loaded(main: Locator, path: string): Locator {
  if (path === 'alerts') return main.getByRole('switch').first();
  if (path === 'privacy')
    return main.getByRole('button', { name: /^(Request my data|Meine Daten anfordern)$/ });
  return main.getByRole('button').last();
}

/** Where the open sub-screen ends, from the top of the page. */
const subScreenBottom = (page: Page) =>
  page
    .locator('[data-settings-screen]')
    .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);

test('on a 375 × 667 phone the settings are a list of sub-screens, each within two screens', async ({
  page,
}) => {
  await page.setViewportSize(SMALL_PHONE);
  await signUpMember(page.request, 'settingslist');
  await page.goto('/notifications');
  const main = page.getByRole('main');
  const list = main.getByRole('navigation', { name: 'Settings' });
  await expect(list.getByRole('link')).toHaveCount(4);
  await expect(main.getByRole('form')).toHaveCount(0);
  await shot(page, 'settings-list');

  for (const [name, path] of SUB_SCREENS.en) {
    await list.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/notifications/${path}$`));
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(loaded(main, path)).toBeVisible();
    expect(await subScreenBottom(page), `${name} ends within two screens`).toBeLessThanOrEqual(
      2 * SMALL_PHONE.height,
    );
    await shot(page, `settings-${path}`, { fullPage: true });
    // The browser's back button returns to the list.
    await page.goBack();
    await expect(page).toHaveURL(/\/notifications$/);
  }

  // A deep link opens a sub-screen; its back link leads to the list.
  await page.goto('/notifications/privacy');
  await main.getByRole('link', { name: 'All settings' }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  // On a desktop the list stays beside the open sub-screen.
  await page.goto('/notifications/privacy');
  await atViewport(page, DESKTOP.viewport, async () => {
    await expect(list.getByRole('link', { name: /^Privacy/ })).toHaveAttribute('aria-current', 'page');
    await expect(list).toBeVisible();
    await expect(main.getByRole('link', { name: 'All settings' })).toBeHidden();
    await shot(page, 'settings-privacy-beside-list');
  });

  // The own profile: photos first, then sections to read, each with its Edit button; no form until asked.
  await page.goto('/profile');
  await expect(main.getByRole('button', { name: 'Edit About me' })).toBeVisible();
  await expect(main.getByRole('form')).toHaveCount(0);
  await shot(page, 'profile', { fullPage: true });
  // Edit turns that one section into its form, in place, with Save and Cancel.
  const basics = main.getByRole('region', { name: 'Basics' });
  await basics.getByRole('button', { name: 'Edit Basics' }).click();
  await expect(basics.getByLabel('Username')).toBeFocused();
  await expect(basics.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(main.getByRole('form')).toHaveCount(1);
  await shot(page, 'profile-editing');
});

test('the German settings: the same sub-screens, in German, within two phone screens', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(SMALL_PHONE);
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  await signUpOnThisSite(page, 'einstellungen');
  await page.goto(`${origin}/notifications`);
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Einstellungen' }).getByRole('link')).toHaveCount(4);
  await shot(page, 'settings-list');
  for (const [name, path] of SUB_SCREENS.de) {
    await page.goto(`${origin}/notifications/${path}`);
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(loaded(main, path)).toBeVisible();
    expect(await subScreenBottom(page), `${name} ends within two screens`).toBeLessThanOrEqual(
      2 * SMALL_PHONE.height,
    );
    await shot(page, `settings-${path}`, { fullPage: true });
  }
  await page.goto(`${origin}/profile`);
  await expect(main.getByRole('button', { name: 'Bearbeiten Über mich' })).toBeVisible();
  await shot(page, 'profile', { fullPage: true });
});
