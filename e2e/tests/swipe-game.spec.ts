import type { Page } from '@playwright/test';
import { CLIENT_HEADERS } from './members';
import { signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { shot } from './shots';

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

test.describe('on a 375 x 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('a finger swipe to the right likes, to the left passes, a short one springs back; the arrow keys work too', async ({
    page,
  }) => {
    await signUpActiveMember(page, 'thumb', { gender: 'female', sexuality: 'hetero', country: 'GB' });
    await page.goto('/swipe-game');
    await expect(page.getByText('Tip: swipe the card left to pass and right to like.')).toBeVisible();
    await expect(page.getByText('4 of 4 likes left today')).toBeVisible();

    // The card and its two buttons fit the screen: Pass and Like are there without scrolling.
    for (const name of ['Pass', 'Like']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await shot(page, 'swipe-game');

    /** The page never scrolls sideways: not scrolled, and nothing wider than the screen. */
    const sideways = () =>
      page.evaluate(() => ({
        scrollLeft: document.scrollingElement!.scrollLeft,
        widest: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      }));
    const touch = await page.context().newCDPSession(page);
    const swipe = async (distance: number, whileHeld?: () => Promise<void>) => {
      const box = (await page.getByRole('main').getByRole('article').boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 3;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 8; step += 1) {
        const point = { x: x + (distance * step) / 8, y };
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
      }
      await whileHeld?.();
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };

    // A short drag decides nothing and leaves the member in play.
    const first = await cardHeading(page).innerText();
    await swipe(40);
    await expect(cardHeading(page)).toHaveText(first);
    await expect(page.getByText('4 of 4 likes left today')).toBeVisible();

    await swipe(-140);
    await expect(cardHeading(page)).not.toHaveText(first);
    await expect(page.getByText('4 of 4 likes left today')).toBeVisible();

    // The card held far to the right hangs over the screen's edge: the page still does not scroll sideways.
    const liked = await cardHeading(page).innerText();
    await swipe(140, async () => {
      expect(await sideways()).toEqual({ scrollLeft: 0, widest: 375 });
    });
    await expect(page.getByText('3 of 4 likes left today')).toBeVisible();
    await expect(cardHeading(page)).not.toHaveText(liked);
    expect(await sideways()).toEqual({ scrollLeft: 0, widest: 375 });

    // A keyboard on a tablet: the right arrow likes as well.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('2 of 4 likes left today')).toBeVisible();

    await page.goto('/likes/sent');
    await expect(page.getByRole('status')).toHaveText('2 likes');
    await expect(page.getByRole('link', { name: new RegExp(`^${liked}`) })).toBeVisible();
  });
});
