import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { FREE_CONVERSATION_LIMIT } from 'contract/constants';
import { CLIENT_HEADERS, newMemberDetails, type Member } from './members';
import { mailedLink } from './outbox';

/**
 * Members of the second demo site. Its domain (herzklopfen.test) resolves to this machine only inside the
 * browser (the config's host-resolver rules), not for Playwright's own API client, so these helpers call
 * the API from the page, on the site's own origin, as the site's scripts do: the session cookie is then
 * the browser's for that site.
 */

/** The origin of a demo site on the server under test (the port of `baseURL`). */
export function siteOrigin(baseURL: string | undefined, host: string): string {
  return `http://${host}:${new URL(baseURL!).port}`;
}

/** Calls the API from the page (same origin, with the page's cookies); answers the status and JSON body. */
export async function callFromPage<T = unknown>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, url, data, headers }) => {
      const response = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: data === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, url, data, headers: method === 'GET' ? {} : CLIENT_HEADERS },
  );
}

/**
 * Signs a member up on the site `page` is on (through the API, from the page), activates the account
 * through the mailed link and reloads: the page is then the logged-in member's.
 */
export async function signUpOnThisSite(page: Page, label: string): Promise<Member> {
  const member = newMemberDetails(label);
  const signup = await callFromPage<{ user: { invite_code: string } }>(page, 'POST', '/api/signup.php', {
    email: member.email,
    name: member.name,
    password: member.password,
    date_of_birth: '1989-06-21',
  });
  expect(signup.status, JSON.stringify(signup.body)).toBe(201);
  const link = await mailedLink(page.request, member.email, /\/activate\.php\?token=/);
  await page.goto(new URL(link, page.url()).href);
  await expect(page).toHaveURL(/\/activate\/done$/);
  return { ...member, inviteCode: signup.body.user.invite_code };
}

/** A bound on the sends that spend a signup's free messages and credits (5 on the demo sites). */
const MAX_SENDS_TO_SPEND = 20;

interface UserAnswer {
  user: { credits: number; paid_user: boolean; signup_date: string };
}

/** The logged-in member of the page's site, as GET /api/user.php answers it. */
export async function userOnThisSite(page: Page): Promise<UserAnswer['user']> {
  const answer = await callFromPage<UserAnswer>(page, 'GET', '/api/user.php');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.user;
}

/**
 * Spends the member's free messages and signup credits as a member does: messages to other members until the
 * balance is below the price of a message (a signup's 3 free messages, then its 20 credits as two 10-credit
 * messages). A free member may start only two conversations, so the messages go to two members in turn.
 * Answers the balance left, which the caller expects to be 0.
 */
export async function spendCreditsOnMessages(page: Page, country: string): Promise<number> {
  const search = await callFromPage<{ profiles: { id: number }[] }>(
    page,
    'GET',
    `/api/members.php?country=${country}&num=20`,
  );
  expect(search.status, JSON.stringify(search.body)).toBe(200);
  const recipients = search.body.profiles.slice(0, FREE_CONVERSATION_LIMIT).map((profile) => profile.id);
  expect(recipients.length).toBeGreaterThan(0);
  let credits = (await userOnThisSite(page)).credits;
  for (let sends = 0; credits > 0 && sends < MAX_SENDS_TO_SPEND; sends++) {
    const sent = await callFromPage<{ credits: number }>(page, 'POST', '/api/messages.php', {
      client_id: randomUUID(),
      member: recipients[sends % recipients.length],
      text: 'Hi! What made you smile today?',
    });
    // A price above the balance is refused (402): nothing more to spend on messages.
    if (sent.status === 402) break;
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    credits = sent.body.credits;
  }
  return credits;
}
