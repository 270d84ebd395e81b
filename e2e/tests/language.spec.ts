import { expect, test } from './fixtures';
import { CLIENT_HEADERS, logInThroughForm, signUpMember } from './members';

// Visitors from Switzerland are offered German, Italian, French and English.
test.use({ extraHTTPHeaders: { 'X-Country-Code': 'CH' } });

test('switching the language changes the interface and is remembered in the i18n_redirected cookie', async ({
  page,
  context,
}) => {
  await page.goto('/pages/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: /Deutsch/ }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
  // The language is not part of the path.
  await expect(page).toHaveURL(/\/pages\/faq$/);

  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an English site read in German speaks German throughout: "du", its login word, the fictional warning and the company country', async ({
  page,
}) => {
  await page.goto('/pages/terms');
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: /Deutsch/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
  ).toBeVisible();

  const main = page.getByRole('main');
  await expect(main).toContainText('Bitte lies sie sorgfältig, bevor du ein Konto erstellst');
  await expect(main).not.toContainText(/lesen Sie|Ihr Konto|Ihnen/);
  // The operator's country, stated in English by the company info, in the page's language.
  await expect(main).toContainText('Niederlande');
  await expect(main).not.toContainText('Netherlands');

  await expect(page.getByRole('navigation').getByRole('link', { name: 'Einloggen' }).first()).toBeVisible();
  // Flirtmoment writes its fictional warning in English; in German the site says it in German.
  const notice = page.getByRole('complementary', { name: 'Bitte beachten' });
  await expect(notice).toContainText('Einige Profile auf Flirtmoment sind fiktiv.');
  await expect(notice).not.toContainText('Some profiles on Flirtmoment');
});

test("a logged-in member reads the account's language, also once the language cookie is gone and at login", async ({
  page,
  context,
}) => {
  const member = await signUpMember(page.request, 'accountlang');
  const saved = await page.request.put('/api/user.php', {
    headers: CLIENT_HEADERS,
    data: { language: 'de' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The cookie cleared (another browser, or cookies deleted): the page boots in the account's language.
  await context.clearCookies({ name: 'i18n_redirected' });
  await page.goto('/pages/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('de');

  // Logged out and the cookie gone again, the English site speaks English until the member logs in.
  await page.getByRole('button', { name: new RegExp(member.name) }).click();
  await page.getByRole('menuitem', { name: 'Ausloggen' }).click();
  await context.clearCookies({ name: 'i18n_redirected' });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await logInThroughForm(page, member.email, member.password);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
});
