import { expect, type APIRequestContext } from '@playwright/test';

/** State-changing API calls must carry this header (api-mock's client-header plugin). */
export const CLIENT_HEADERS = { 'X-Request-Type': 'client' };

/** A member created through the API, with what it takes to log in again. */
export interface Member {
  email: string;
  name: string;
  password: string;
}

let created = 0;

/**
 * Signs a new member up through the API (the signup itself is another journey). The answer's session cookie
 * lands in `request`'s cookie jar: pass `page.request` (or `context.request`) to log that browser context in,
 * the `request` fixture to create a member on the side. The member is not confirmed yet.
 */
export async function signUpMember(request: APIRequestContext, label: string): Promise<Member> {
  created += 1;
  const unique = `${Date.now()}${created}`;
  const member: Member = {
    email: `e2e.${label}.${unique}@example.org`,
    name: `${label.replace(/[^a-z]/gi, '')}${unique.slice(-6)}`,
    password: `${label}-harbour-${unique.slice(-4)}-lantern`,
  };
  const response = await request.post('/api/signup.php', {
    headers: CLIENT_HEADERS,
    data: { email: member.email, name: member.name, password: member.password, date_of_birth: '1989-06-21' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

/** Logs `request`'s cookie jar in through the API (POST /api/user.php), as the login form does. */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/user.php', {
    headers: CLIENT_HEADERS,
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
