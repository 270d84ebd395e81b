import { fetchDocument, sitePort } from './documents';
import { expect, test, ENTRY_WARNING_COOKIE, ENTRY_WARNING_KEY } from './fixtures';
import { shot } from './shots';
import { PHONE } from './viewports';

test.use({ freshVisitor: true, ...PHONE });

// The warning as the server draws it: the site's own dialog, labelled by its title.
const DRAWN_WARNING = /<div[^>]*role="dialog"[^>]*aria-labelledby="site-entry-title"/;

test('a new visitor sees the adult-content warning once; closing it is remembered', async ({ page }) => {
  await page.goto('/');
  const warning = page.getByRole('dialog', { name: 'Adult content' });
  await expect(warning).toBeVisible();
  // The site's own overlay: its name and mark, over the dimmed site.
  await expect(warning).toContainText('Flirtmoment');
  await expect(warning.locator('img[src="/favicon.svg"]')).toBeVisible();
  await shot(page, 'entry-warning');
  // It cannot be dismissed by Escape: the visitor must choose.
  await page.keyboard.press('Escape');
  await expect(warning).toBeVisible();

  const before = Math.floor(Date.now() / 1000);
  await warning.getByRole('button', { name: 'Enter' }).click();
  await expect(warning).toBeHidden();
  const stored = Number(await page.evaluate((key) => window.localStorage.getItem(key), ENTRY_WARNING_KEY));
  expect(stored).toBeGreaterThanOrEqual(before - 1);

  // The server knows it too: its next drawing of the page has no warning, and none comes after.
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === ENTRY_WARNING_COOKIE)?.value).toBe(String(stored));
  expect(await (await page.request.get('/')).text()).not.toMatch(DRAWN_WARNING);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the server draws the warning into the page, so it is there before any script and over the signup form', async ({
  browser,
  baseURL,
}) => {
  // In the server's answer, in the visitor's language and the site's brand; not for one who entered.
  const drawn = await fetchDocument('flirtmoment.test', '/members/1/signup');
  expect(drawn.html).toMatch(DRAWN_WARNING);
  expect(drawn.html).toMatch(/data-site-entry-warning[\s\S]*Flirtmoment[\s\S]*Adult content/);
  const entered = await fetchDocument('flirtmoment.test', '/members/1/signup', {
    cookie: `${ENTRY_WARNING_COOKIE}=1700000000`,
  });
  expect(entered.html).not.toMatch(DRAWN_WARNING);
  expect((await fetchDocument('flirtmoment.test', '/')).html).toMatch(DRAWN_WARNING);

  // First paint without any script: the warning is on screen, and the form lies under it.
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/members/1/signup');
    await expect(page.getByRole('dialog', { name: 'Adult content' })).toBeVisible();
    const firstChoice = page.getByRole('radio', { name: 'a man' });
    const box = (await firstChoice.boundingBox())!;
    const covered = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-site-entry-warning]')),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(covered).toBe(true);
  } finally {
    await context.close();
  }
});

test('on /signup the warning is there before the form, and the shell takes it over without a second one', async ({
  page,
}) => {
  // Whether the warning was on the page when the signup's first field appeared.
  await page.addInitScript(() => {
    const record = window as unknown as { warningBeforeForm?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('input[name="gender"]')) return;
      record.warningBeforeForm = Boolean(document.querySelector('[data-site-entry-warning]'));
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/signup', '/members/1/signup']) {
    await page.goto(path);
    await expect(page.getByRole('radio', { name: 'a man' })).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: 'Adult content' })).toBeVisible();
    expect(await page.evaluate(() => (window as { warningBeforeForm?: boolean }).warningBeforeForm)).toBe(
      true,
    );
  }
});

test('the German site shows its own warning to a visitor from Germany', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-country-code': 'DE' });
  await page.goto(`http://herzklopfen.test:${sitePort()}/`);
  const warning = page.getByRole('dialog', { name: 'Inhalte für Erwachsene' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Herzklopfen');
  await expect(warning.getByRole('button', { name: 'Betreten' })).toBeFocused();
  await shot(page, 'entry-warning');
});
