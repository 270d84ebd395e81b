import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { watchContentSecurityPolicy } from './content-security-policy';
import { retryReadsOnReset } from './request-retries';
import { ENTRY_WARNING_KEY } from './fixtures';
import { CLIENT_HEADERS, signUpMember, type Member } from './members';
import { mailedLink } from './outbox';

/** The password of every seeded demo member (api-mock/src/db/seed/demo/constants.ts). */
export const DEMO_PASSWORD = 'demo-password';
/** The default site's well-known accounts: premium (has private photos) and free. */
export const DEMO_PREMIUM_EMAIL = 'demo.premium@flirtmoment.test';
export const DEMO_FREE_EMAIL = 'demo.free@flirtmoment.test';

/** What PUT /api/profile.php takes for the fields these journeys set (api-mock's ProfileUpdateSchema). */
export interface ProfileFields {
  gender?: 'male' | 'female';
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
  country?: string;
  region?: string | null;
}

/** A member who signed up and used the activation link: visible to others, logged in in `page`. */
export interface ActiveMember extends Member {
  id: number;
}

/** The logged-in member's own profile id (GET /api/user.php). */
export async function ownProfileId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user.php');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { profile: { id: number } } }).user.profile.id;
}

/** Sets profile fields of the member logged in in `request`. */
export async function updateProfile(request: APIRequestContext, fields: ProfileFields) {
  const response = await request.put('/api/profile.php', { headers: CLIENT_HEADERS, data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Uses the activation link mailed to `email` (as the member's mail program would: the link answers with a
 * redirect to /activate/done). From then on the profile is shown to other members.
 */
export async function activateThroughMail(request: APIRequestContext, email: string) {
  const link = await mailedLink(request, email, /\/activate\.php\?token=/);
  const response = await request.get(link, { maxRedirects: 0 });
  expect(response.status(), `the activation link answered ${response.status()}`).toBe(302);
  expect(response.headers()['location']).toMatch(/\/activate\/done$/);
}

/**
 * Signs a member up in `page`'s browser context (logged in there), activates the account through the mail
 * and sets the given profile fields.
 */
export async function signUpActiveMember(
  page: Page,
  label: string,
  fields: ProfileFields = {},
): Promise<ActiveMember> {
  const member = await signUpMember(page.request, label);
  await activateThroughMail(page.request, member.email);
  if (Object.keys(fields).length > 0) await updateProfile(page.request, fields);
  return { ...member, id: await ownProfileId(page.request) };
}

/**
 * A second (third ...) browser, as another person on another device: its own cookies and storage. Like the
 * `context` fixture, it is a returning visitor who already closed the site-entry warning.
 */
export async function newPersonContext(
  browser: Browser,
  baseURL: string | undefined,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL });
  await watchContentSecurityPolicy(context);
  retryReadsOnReset(context.request);
  await context.addInitScript((key) => {
    if (!window.localStorage.getItem(key)) {
      window.localStorage.setItem(key, String(Math.floor(Date.now() / 1000)));
    }
  }, ENTRY_WARNING_KEY);
  return context;
}
