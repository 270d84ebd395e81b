import { sitePort } from './documents';
import { expect, test } from './fixtures';

test.describe('the composed site', () => {
  test('home renders the shell with the site settings from the API', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: /log ?in/i }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Flirtmoment/);
  });

  test('a static page shows its text with company info from the API', async ({ page, request }) => {
    const company = (await (await request.get('/api/companyinfo.php')).json()).companyinfo;
    await page.goto('/pages/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByText(company.name, { exact: false }).first()).toBeVisible();
  });

  test('an unknown route answers 404 and links home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await page.getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a known deep route answers 200 and renders its remote', async ({ page }) => {
    const response = await page.goto('/premium');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').locator('[data-remote="mf_payments"]')).toBeVisible();
  });

  test('a second site is chosen by domain, with its own name and language', async ({ page }) => {
    const port = sitePort();
    await page.goto(`http://herzklopfen.test:${port}/`);
    await expect(page).toHaveTitle(/Herzklopfen/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test("each site's primary buttons wear its own brand colour", async ({ page }) => {
    const port = sitePort();
    /** The background of the header's Sign up button, the page's primary action. */
    const signUpColour = async (host: string) => {
      await page.goto(`http://${host}:${port}/`);
      const signUp = page.getByRole('navigation').getByRole('link', { name: /^(Sign up|Registrieren)$/ });
      await expect(signUp).toBeVisible();
      return signUp.evaluate((button) => getComputedStyle(button).backgroundColor);
    };
    const brandOf = async (host: string) =>
      (await (await page.request.get('/api/settings.php', { params: { forced_domain: host } })).json())
        .settings.primary_color as string | null;

    const [flirtmoment, herzklopfen] = [
      await signUpColour('flirtmoment.test'),
      await signUpColour('herzklopfen.test'),
    ];
    expect(flirtmoment).not.toBe(herzklopfen);
    // Herzklopfen's configured colour carries white text at AA but, as text, falls just short on the darkest
    // grey it is used on: the theme darkens it only as far as that needs (#d81b60 to #d11a5d).
    expect(await brandOf('herzklopfen.test')).toBe('#d81b60');
    expect(herzklopfen).toBe('rgb(209, 26, 93)');
  });
});
