import { expect, test } from './fixtures';
import { signUpMember } from './members';
import { answerSignupScreens } from './signup-screens';

const HTML = { accept: 'text/html' };

test("a visitor opens a member's invite link and signs up with it; other codes are not pages", async ({
  page,
  request,
}) => {
  const unique = Date.now();
  const inviter = await signUpMember(request, 'inviter');
  expect(inviter.inviteCode).toMatch(/^[0-9a-f]{16}$/);

  // The server answers the invite link 200 and any other single-segment path 404.
  expect((await page.request.get(`/${inviter.inviteCode}`, { headers: HTML })).status()).toBe(200);
  expect((await page.request.get('/0000000000000000', { headers: HTML })).status()).toBe(404);

  // A code of an invite's shape that is no member's is a failed invitation; any other path is no page.
  await page.goto('/0000000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This invitation link is not valid' }),
  ).toBeVisible();
  await page.goto('/whatever');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  // A mistyped one-segment address is titled as the page not found it is, not as an invitation.
  await expect(page).toHaveTitle(/^Page not found \| Flirtmoment$/);

  await page.goto(`/${inviter.inviteCode}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${inviter.name} invites you to Flirtmoment` }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Your invitation \| Flirtmoment$/);
  await answerSignupScreens(
    page,
    {
      gender: 'a man',
      lookingFor: 'women',
      email: `e2e.invited.${unique}@example.org`,
      name: `Guest${unique % 100000}`,
      password: 'invited-harbour-42-lantern',
      dateOfBirth: '1991-07-30',
    },
    { submit: false },
  );
  const created = page.waitForResponse((response) => response.url().endsWith('/api/signup.php'));
  await page.getByRole('button', { name: 'Create free account' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
});
