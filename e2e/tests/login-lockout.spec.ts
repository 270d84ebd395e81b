import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signUpMember } from './members';

// The lockout message with the API's constants: 5 failures for one address from one client IP within 15 minutes
// block that address and IP pair for 15 (the browser is one client).
// Every wrong login here also counts towards the per-IP limit all browser tests share: use no more.
const MAX_FAILURES = 5;
const BLOCKED = /^Too many incorrect attempts, account blocked for 15 min\.$/;

/** Submits the login form and answers the status of the login call it made. */
async function submitLogin(page: Page, email: string, password: string): Promise<number> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        new URL(candidate.url()).pathname === '/api/user.php' && candidate.request().method() === 'POST',
    ),
    page.getByRole('main').getByRole('button', { name: 'Log in' }).click(),
  ]);
  return response.status();
}

test('five wrong passwords block the account, even for the right password', async ({ page, request }) => {
  const { email, password } = await signUpMember(request, 'lockout');

  await page.goto('/login');
  const failure = page.getByRole('main').getByRole('alert');

  for (let attempt = 1; attempt < MAX_FAILURES; attempt++) {
    expect(await submitLogin(page, email, `wrong-password-${attempt}`)).toBe(401);
    await expect(failure).toHaveText('Login failed, please try again');
  }

  // The fifth failure blocks the address, with the minutes left.
  expect(await submitLogin(page, email, `wrong-password-${MAX_FAILURES}`)).toBe(429);
  await expect(failure).toHaveText(BLOCKED);

  // While blocked, the right password is refused the same way and nobody is logged in.
  expect(await submitLogin(page, email, password)).toBe(429);
  await expect(failure).toHaveText(BLOCKED);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
});
