import type { ConsoleMessage, Page } from '@playwright/test';
import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { answerNameAndBirthday } from './signup-screens';

/** Console errors of the page from now on (the browser logs failed requests there too). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('a fresh visitor', () => {
  test.use({ freshVisitor: true });

  test('opens the home page without a console error (no failed user call while logged out)', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user.php');
    await page.goto('/');
    expect((await userCall).status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});

test('an unknown address answers 404 with the page-not-found text, no invitation wording', async ({
  page,
}) => {
  for (const url of ['/no/such/page', '/pricng']) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status: 404 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(main.getByText('The link may be outdated or the address mistyped.')).toBeVisible();
    await expect(main.getByText(/invit/i)).toHaveCount(0);
    await expect(main.getByRole('link', { name: /home page|^Home$/i })).toHaveAttribute('href', '/');
  }
  // An address of an invite code's shape that is no member's: the invitation is what failed.
  const response = await page.goto('/0123456789abcdef');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation link is not valid' }),
  ).toBeVisible();
});

test('unknown member ids answer 404 and say the member could not be found', async ({ page }) => {
  const member = await signUpActiveMember(page, 'notfound');
  const own = await page.goto(`/members/${member.id}`);
  expect(own?.status()).toBe(200);
  for (const url of ['/members/999999', '/members/abc', '/members/0']) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status: 404 });
  }
  await page.goto('/members/999999');
  await expect(page.getByText('This member could not be found')).toBeVisible();
  // A member's way on from a page that does not exist: home and the member search.
  await page.goto('/no/such/page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Search members' })).toBeVisible();

  // A visitor's member landing exists only for a member a visitor may see.
  await page.context().clearCookies();
  for (const [url, status] of [
    [`/members/${member.id}/landing`, 200],
    [`/members/${member.id}/landing2/spring`, 200],
    ['/members/999999/landing', 404],
    ['/members/999999/landing3/spring', 404],
    ['/members/abc/landing', 404],
  ] as const) {
    const response = await page.goto(url);
    expect({ url, status: response?.status() }).toEqual({ url, status });
  }
});

test('the signup form refuses an HTML-looking username and says what a name may hold', async ({ page }) => {
  await page.goto('/signup');
  const main = page.getByRole('main');
  await main.getByRole('radio', { name: 'a man' }).check();
  await main.getByRole('radio', { name: 'women' }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await answerNameAndBirthday(main, { name: '<img src=x onerror=alert(1)>', dateOfBirth: '1990-05-04' });
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText("Username may only contain letters, digits, spaces and . _ - '")).toBeVisible();
  await main.getByLabel('Username').fill('Anna 😀');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('Username may not contain emoji or symbols.')).toBeVisible();
});
