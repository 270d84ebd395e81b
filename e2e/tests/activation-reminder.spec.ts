import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpMember } from './members';
import { mailedLink, readOutbox } from './outbox';

const TITLE = 'Please confirm your e-mail address';

/** The reminder as the alert under the navigation. */
const reminderAlert = (page: Page) => page.getByRole('alert').filter({ hasText: TITLE });

/** How many activation mails (with a link to /api/activate.php) were sent to `to`. */
async function activationMails(request: APIRequestContext, to: string): Promise<number> {
  const mails = await readOutbox(request, to);
  return mails.filter((mail) => mail.links.some((link) => /\/activate\.php\?token=/.test(link))).length;
}

test('an unconfirmed member is reminded to confirm the address until the mailed link is used', async ({
  page,
  request,
}) => {
  // Signed up through the API: logged in, not confirmed, one activation mail on its way (the job queue sends it).
  const member = await signUpMember(page.request, 'reminder');
  await expect.poll(() => activationMails(request, member.email), { message: 'the activation mail' }).toBe(1);

  await page.goto('/members');
  const reminder = reminderAlert(page);
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText(`We sent a confirmation link to ${member.email}.`);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The mail is sent again on request, with a toast saying so.
  await reminder.getByRole('button', { name: 'Send again' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'We sent the confirmation e-mail again.' });
  await expect(sent).toBeVisible();
  await expect
    .poll(() => activationMails(request, member.email), { message: 'a second activation mail' })
    .toBe(2);
  // The toast goes by itself (the pointer off it: hovering keeps a toast), uncovering the slim strip.
  await page.mouse.move(10, 600);
  await expect(sent).toHaveCount(0, { timeout: 15_000 });

  // The reminder's link leads to the settings' account screen, where the reminder is not shown.
  await reminder.getByRole('link', { name: 'Wrong address? Change it in your settings' }).click();
  await expect(page).toHaveURL(/\/notifications(\/account)?$/);
  await expect(page.getByRole('form', { name: 'E-mail address' })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);

  // Once the (newest) activation link is used, the reminder is gone from the members area.
  await page.goto(await mailedLink(request, member.email, /\/activate\.php\?token=/));
  await expect(page).toHaveURL(/\/activate\/done$/);
  await page.goto('/members');
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});

test.describe('on a smartphone', () => {
  // Only the device: a describe group may not change the browser type (it would need another worker).
  const { defaultBrowserType: _browserType, ...pixel7 } = devices['Pixel 7'];
  test.use(pixel7);

  test('right after the signup the reminder is a dialog; closed, it stays as the alert', async ({ page }) => {
    const member = await signUpMember(page.request, 'phonereminder');

    await page.goto('/members?api_signup_complete=1');
    expect(page.viewportSize()!.width).toBeLessThan(768);
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`We sent a confirmation link to ${member.email}.`);
    await expect(dialog.getByRole('button', { name: 'Send again' })).toBeVisible();
    // The parameter is handled, then removed from the address.
    await expect(page).toHaveURL(/\/members$/);

    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(reminderAlert(page)).toBeVisible();
    await expect(reminderAlert(page)).toContainText(member.email);
    // The long address wraps inside the alert: the page stays as wide as the phone.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBe(page.viewportSize()!.width);

    // A later visit without the parameter shows the alert straight away.
    await page.reload();
    await expect(reminderAlert(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
