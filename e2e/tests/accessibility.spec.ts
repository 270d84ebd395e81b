import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from './discovery';
import { sitePort } from './documents';
import { expect, test } from './fixtures';
import { logInThroughApi } from './members';

/**
 * axe-core's WCAG 2.1 A/AA rules (labels, names, contrast, landmarks, ARIA) on the members pages, as a
 * visitor and as a member. Violations of any impact fail the test, listed with the elements concerned.
 */
async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for the page's data: no spinner left.
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)} ${node.failureSummary ?? ''}`),
  }));
  expect({ path, violations: found }).toEqual({ path, violations: [] });
}

/** A profile with locked photos for visitors and free members: the page with the most to check. */
async function profileWithPhotos(page: Page): Promise<string> {
  const response = await page.request.get('/api/members.php', { params: { gender: 'female', num: '60' } });
  const { profiles } = (await response.json()) as { profiles: { id: number }[] };
  // A card counts only the photos the viewer can open: the profile lists the locked ones too.
  for (const card of profiles) {
    const answer = await page.request.get('/api/member.php', { params: { id: card.id } });
    const { profile } = (await answer.json()) as { profile: { photos: unknown[] } };
    if (profile.photos.length >= 3) return `/members/${card.id}`;
  }
  throw new Error('no demo member with three photos');
}

test("both demo sites' home pages meet WCAG 2.1 AA, contrast included, in their own brand colours", async ({
  page,
}) => {
  const port = sitePort();
  for (const host of ['flirtmoment.test', 'herzklopfen.test'])
    await expectNoViolations(page, `http://${host}:${port}/`);
});

test('the members pages meet WCAG 2.1 AA for visitors', async ({ page }) => {
  for (const path of ['/members', await profileWithPhotos(page)]) await expectNoViolations(page, path);
});

test('the members, likes, match finder and swipe game pages meet WCAG 2.1 AA for members', async ({
  page,
}) => {
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  for (const path of [
    '/members',
    await profileWithPhotos(page),
    '/likes',
    '/likes/received',
    '/match-finder',
    '/swipe-game',
    '/profile',
  ]) {
    await expectNoViolations(page, path);
  }
});

test('the conversation list and a conversation meet WCAG 2.1 AA, on a wide screen and on a phone', async ({
  page,
}) => {
  await logInThroughApi(page.request, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  const response = await page.request.get('/api/chats.php');
  const { chats } = (await response.json()) as { chats: { conversation: number }[] };
  expect(chats.length, 'the demo account has seeded conversations').toBeGreaterThan(0);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size);
    for (const path of ['/chats', `/chats/${chats[0]!.conversation}`]) await expectNoViolations(page, path);
  }
});
