import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** State-changing API calls must carry this header (api-mock's client-header plugin). */
export const CLIENT_HEADERS = { 'X-Request-Type': 'client' };

/** A member created through the API, with what it takes to log in again. */
export interface Member {
  email: string;
  name: string;
  password: string;
  /** The member's invite link is /<inviteCode>. */
  inviteCode: string;
}

let created = 0;

/** Fresh sign-up details, unique per run and call: the journeys share one database. */
export function newMemberDetails(label: string): Omit<Member, 'inviteCode'> {
  created += 1;
  const unique = `${Date.now()}${created}`;
  return {
    email: `e2e.${label}.${unique}@example.org`,
    name: `${label.replace(/[^a-z]/gi, '')}${unique.slice(-6)}`,
    password: `${label}-harbour-${unique.slice(-4)}-lantern`,
  };
}

/**
 * Signs a new member up through the API (the signup itself is another journey). The answer's session cookie
 * lands in `request`'s cookie jar: pass `page.request` (or `context.request`) to log that browser context in,
 * the `request` fixture to create a member on the side. The member is not confirmed yet.
 */
export async function signUpMember(request: APIRequestContext, label: string): Promise<Member> {
  const member = newMemberDetails(label);
  const response = await request.post('/api/signup.php', {
    headers: CLIENT_HEADERS,
    data: { email: member.email, name: member.name, password: member.password, date_of_birth: '1989-06-21' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { user } = (await response.json()) as { user: { invite_code: string } };
  return { ...member, inviteCode: user.invite_code };
}

/** Logs `request`'s cookie jar in through the API (POST /api/user.php), as the login form does. */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/user.php', {
    headers: CLIENT_HEADERS,
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Submits the login form of the page (on /login); the caller checks where it led. */
export async function logInThroughForm(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('E-mail address').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

/** Logs out through the account menu, the button carrying the member's name. */
export async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
}
