import type { Page } from '@playwright/test';
import { CLIENT_HEADERS } from './members';
import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';

/** The member in play: the card's heading "Name, age" (a link to the profile). */
const cardHeading = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });

test('the swipe game gives 4 likes a day, then counts down to the next ones', async ({ page }) => {
  await signUpActiveMember(page, 'swiper', { gender: 'male', sexuality: 'hetero', country: 'GB' });

  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipe game' })).toBeVisible();
  await expect(page.getByText('Like or skip members one at a time. You have 4 likes per day.')).toBeVisible();

  // A pass costs nothing.
  await expect(page.getByText('4 of 4 likes left today')).toBeVisible();
  const passed = await cardHeading(page).innerText();
  await page.getByRole('button', { name: 'Pass' }).click();
  await expect(cardHeading(page)).not.toHaveText(passed);
  await expect(page.getByText('4 of 4 likes left today')).toBeVisible();

  // Each like takes one, and the next member comes.
  const liked: string[] = [];
  for (const left of [3, 2, 1]) {
    const current = await cardHeading(page).innerText();
    liked.push(current);
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByText(`${left} of 4 likes left today`)).toBeVisible();
    await expect(cardHeading(page)).not.toHaveText(current);
  }
  liked.push(await cardHeading(page).innerText());
  await page.getByRole('button', { name: 'Like', exact: true }).click();

  // The fourth like ends the day's game: a countdown to the new likes instead of a member.
  await expect(page.getByRole('heading', { name: 'You have used today’s likes' })).toBeVisible();
  await expect(page.getByText('New likes in')).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Time until your new likes' });
  await expect(timer).toHaveText(/^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d$/);
  const shown = await timer.innerText();
  await expect(timer, 'the countdown runs').not.toHaveText(shown);
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pass' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Search members' })).toHaveAttribute(
    'href',
    '/members',
  );

  // The four are on the list of members liked.
  await page.goto('/likes/sent');
  await expect(page.getByRole('status')).toHaveText('4 likes');
  for (const nameAge of liked) {
    await expect(
      page.getByRole('link', { name: new RegExp(`^${nameAge.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }),
    ).toBeVisible();
  }

  // Coming back the same day changes nothing, and the server refuses a fifth like.
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { name: 'You have used today’s likes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Like', exact: true })).toHaveCount(0);
  const state = await page.request.get('/api/swipe.php');
  const { profile, likes_left } = (await state.json()) as {
    profile: { id: number } | null;
    likes_left: number;
  };
  expect(likes_left).toBe(0);
  expect(profile, 'a member left to swipe').not.toBeNull();
  const fifth = await page.request.post('/api/swipe.php', {
    headers: CLIENT_HEADERS,
    data: { id: profile!.id, like: true },
  });
  expect(fifth.status()).toBe(429);
  expect(await fifth.json()).toMatchObject({ error: 'swipe_limit' });
});
