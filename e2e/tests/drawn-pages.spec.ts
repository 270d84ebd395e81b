import {
  consoleErrors,
  fetchDocument,
  fetchDocumentAsMember,
  layoutShift,
  observeLayoutShift,
  sitePort,
} from './documents';
import { expect, test } from './fixtures';

test("the visitors' home is drawn on the server in the site's language, with the shell's scripts to take over", async () => {
  const { status, html } = await fetchDocument('herzklopfen.test', '/');
  expect(status).toBe(200);
  expect(html).toMatch(/<html lang="de"/);
  expect(html).toContain('<div id="root" data-ssr-page="home">');
  expect(html).toMatch(/<h1>Herzklopfen – flirten, chatten und neue Leute kennenlernen<\/h1>/);
  expect(html).toMatch(/<a [^>]*href="\/signup"[^>]*>Kostenlos registrieren<\/a>/);
  expect(html).toMatch(/<nav aria-label="Hauptmenü"/);
  expect(html).toMatch(/<style data-styled="true"/);
  // The shell's own scripts stay: they take the page over once loaded.
  expect(html).toMatch(/<script defer src=\/main\.[0-9a-f]+\.js><\/script>/);

  const english = await fetchDocument('flirtmoment.test', '/');
  expect(english.html).toMatch(/<html lang="en"/);
  expect(english.html).toMatch(/<a [^>]*href="\/signup"[^>]*>Sign up for free<\/a>/);
});

test('a logged-in member gets no server-drawn home (the shell sends them to the members area)', async ({
  page,
}) => {
  const { html } = await fetchDocumentAsMember(page, 'home-member', '/');
  expect(html).not.toContain('data-ssr-page');
  await page.goto('/');
  await expect(page).toHaveURL(/\/members$/);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the shell takes the drawn home over in place, and its signup works`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await observeLayoutShift(page);
    // The visitor's session check answers 403 (logged out), which the browser logs.
    const errors = consoleErrors(page, /status of 403/);
    await page.goto(`http://herzklopfen.test:${sitePort()}/`);
    await expect(page.locator('#root:not([data-ssr-page])')).toBeAttached();
    const heading = page.getByRole('heading', { level: 1, name: /^Herzklopfen – flirten/ });
    await expect(heading).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
    // The brand font's two faces are the server's, declared once: declared again at the takeover they
    // would load again and move the new page once read.
    const faces = await page.evaluate(() => {
      let count = 0;
      document.fonts.forEach(() => (count += 1));
      return count;
    });
    expect(faces).toBe(2);

    await page.getByRole('main').getByRole('link', { name: 'Kostenlos registrieren', exact: true }).click();
    if (width >= 768) {
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    } else {
      await expect(page).toHaveURL(/\/signup$/);
    }
  });
}

test('the member signup is drawn on the server with that member and the first step', async ({ page }) => {
  const { member } = (await (await page.request.get('/api/lander-member.php?id=1')).json()) as {
    member: { name: string; age: number } | null;
  };
  expect(member).not.toBeNull();
  const { status, html } = await fetchDocument('flirtmoment.test', '/members/1/signup');
  expect(status).toBe(200);
  expect(html).toContain('<div id="root" data-ssr-page="members-id-signup">');
  expect(html).toMatch(/<h1[^>]*>Sign up to meet this member<\/h1>/);
  expect(html).toContain(`${member!.name}, ${member!.age}`);
  expect(html).toMatch(/<input[^>]*name="gender"/);
  expect(html).toContain('<script type="application/json" id="page-state">');

  // An id that names nobody a visitor may see: the generic signup, revealing nothing.
  const nobody = await fetchDocument('flirtmoment.test', '/members/2147483647/signup');
  expect(nobody.html).toContain('data-ssr-page="members-id-signup"');
  expect(nobody.html).not.toContain('<figure');
});

test('what a visitor types before the shell has taken the signup over is kept, and the signup goes on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The shell's script is held back until the visitor has typed.
  let release = () => undefined as void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto('/members/1/signup', { waitUntil: 'commit' });
  const woman = page.getByRole('radio', { name: 'a woman' });
  await woman.check();
  await expect(page.locator('#root[data-ssr-page]')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  release();

  await expect(page.locator('#root[data-ssr-page]')).toHaveCount(0);
  await expect(page.locator('[data-remote="mf_landers"][data-remote-version]')).toBeAttached();
  await expect(woman).toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // The page's own state has the choice: Continue asks only for the other one.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(woman).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('radio', { name: 'men', exact: true })).toHaveAttribute('aria-invalid', 'true');
});
