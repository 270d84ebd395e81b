import { expect, test } from './fixtures';
import { logInThroughForm as logIn, signUpMember } from './members';
import { mailedLink, readOutbox } from './outbox';
import { shot } from './shots';
import { siteOrigin, signUpOnThisSite } from './site-member';

const PENDING =
  'This account is pending deletion. Use the reactivation link in the e-mail we sent you, or contact customer service.';

test('a member deletes the account, cannot log in meanwhile, and comes back through the mailed link', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await signUpMember(page.request, 'leaving');

  await page.goto('/notifications/delete-account');
  const item = page.getByRole('region', { name: 'Delete account' });
  await expect(item).toContainText('for 14 days you can still change your mind');
  await item.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account' });
  await expect(dialog).toBeVisible();
  // Flirtmoment's settings name a delete discount: the offer to stay comes first.
  await expect(dialog).toContainText('Stay and get 50% off');
  await shot(page, 'account-delete-dialog');

  // "Another reason" needs remarks; a wrong password is named at its field.
  await dialog.getByRole('radio', { name: 'Another reason' }).check();
  const password = dialog.getByLabel(/^Your password/);
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByLabel(/^Remarks/)).toHaveAccessibleDescription(
    /Please tell us why you are leaving\./,
  );
  await dialog.getByLabel(/^Remarks/).fill('Moving abroad for a year.');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAccessibleDescription(/Please check your password\./);
  // Announced, and scrolled into the dialog's view: never hidden under its footer.
  await expect(dialog.getByRole('alert').filter({ hasText: 'Please check your password.' })).toBeInViewport();
  await password.fill(member.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Logged out on the deleted page, with the countdown to the partner that the visitor can stop.
  await expect(page).toHaveURL(/\/account-deleted$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
  await expect(main).toContainText(/We'll take you to our partner site Dateplein in \d+ seconds?\./);
  await expect(main.getByRole('heading', { name: 'Still looking?' })).toBeVisible();
  await shot(page, 'account-deleted', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'account-deleted', { fullPage: true });
  await main.getByRole('button', { name: 'Stay here' }).click();
  await expect(main).toContainText("You're staying here");
  await shot(page, 'account-deleted-stayed');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Logged out: 403 for a session cookie that names no session, { user: null } once the cookie is gone.
  const me = await page.request.get('/api/user.php');
  expect(me.status() === 403 || (await me.json()).user === null).toBe(true);

  // The login says where to go, with the customer service's address.
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(PENDING);
  await expect(alert).toContainText('Customer service:');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'account-delete-login-pending');

  // The mail's link brings the account back, once.
  const [mail] = await readOutbox(request, member.email);
  expect(mail?.subject).toBe('Your Flirtmoment account has been deleted');
  const link = await mailedLink(request, member.email, /\/api\/reactivate\.php\?token=/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?reactivated=1$/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your account has been reactivated.',
  );
  await shot(page, 'account-reactivated');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();

  // Used again, the link is refused in the product's words.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?reactivated=0$/);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Link expired or invalid');
  await shot(page, 'account-reactivation-failed');
});

test('on a 375 px phone, in German: delete, the login refused, reactivated from the mail', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  await page.goto(`${origin}/`);
  const member = await signUpOnThisSite(page, 'abschied');

  await page.goto(`${origin}/notifications/delete-account`);
  const item = page.getByRole('region', { name: 'Konto löschen' });
  await item.getByRole('button', { name: 'Mein Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto löschen' });
  await expect(dialog).toContainText('Bleib und spar 30 %');
  await shot(page, 'account-delete-dialog');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'account-delete-dialog');
  await page.setViewportSize({ width: 375, height: 740 });
  await dialog.getByRole('radio', { name: 'Mir fehlt die Zeit' }).check();
  // On the full-screen phone dialog a wrong password's problem is scrolled into view above the footer.
  await dialog.getByLabel(/^Dein Passwort/).fill('nicht-mein-passwort');
  await dialog.getByRole('button', { name: 'Mein Konto löschen' }).click();
  const wrong = dialog.getByRole('alert').filter({ hasText: 'Bitte überprüfe dein Passwort.' });
  await expect(wrong).toBeInViewport();
  const footerTop = await dialog
    .getByRole('button', { name: 'Mein Konto löschen' })
    .evaluate((button) => button.getBoundingClientRect().top);
  expect((await wrong.boundingBox())!.y).toBeLessThan(footerTop);
  await shot(page, 'account-delete-wrong-password');
  await dialog.getByLabel(/^Dein Passwort/).fill(member.password);
  await dialog.getByRole('button', { name: 'Mein Konto löschen' }).click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Dein Konto wurde gelöscht' })).toBeVisible();
  // Herzklopfen resells to no partner: no countdown, no partner cards.
  await expect(main).not.toContainText('Partnerseite');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'account-deleted', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'account-deleted', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });

  await page.goto(`${origin}/login`);
  const form = page.getByRole('main');
  await form.getByLabel('E-Mail-Adresse').fill(member.email);
  await form.getByLabel('Passwort').fill(member.password);
  await form.getByRole('button', { name: 'Einloggen' }).click();
  await expect(form.getByRole('alert')).toContainText('Dieses Konto wird gerade gelöscht.');
  await expect(form.getByRole('alert')).toContainText('kundenservice@herzklopfen.test');
  await shot(page, 'account-delete-login-pending');

  const link = await mailedLink(page.request, member.email, /\/api\/reactivate\.php\?token=/);
  await page.goto(`${origin}${link}`);
  await expect(page).toHaveURL(/\/login\?reactivated=1$/);
  await expect(form.getByRole('status')).toContainText('Dein Konto ist wieder aktiv.');
  await shot(page, 'account-reactivated');
  await form.getByLabel('E-Mail-Adresse').fill(member.email);
  await form.getByLabel('Passwort').fill(member.password);
  await form.getByRole('button', { name: 'Einloggen' }).click();
  await expect(page).toHaveURL(/\/members$/);
});
