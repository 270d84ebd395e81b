import type { Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';

/** The Likes item of the main navigation; its name tells the new likes ("Likes 1 new like"). */
const likesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ });

test('two members like each other: the second like is a match, and both find it under matches', async ({
  browser,
  baseURL,
}) => {
  // Two people, each in a browser of their own.
  const contextA = await newPersonContext(browser, baseURL);
  const contextB = await newPersonContext(browser, baseURL);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const alice = await signUpActiveMember(pageA, 'likea', {
    gender: 'female',
    sexuality: 'hetero',
    country: 'GB',
  });
  const bob = await signUpActiveMember(pageB, 'likeb', {
    gender: 'male',
    sexuality: 'hetero',
    country: 'GB',
  });

  // Bob has no new likes yet.
  await pageB.goto('/members');
  await expect(pageB.getByRole('button', { name: new RegExp(bob.name) })).toBeVisible();
  await expect(likesLink(pageB)).toHaveAccessibleName('Likes');

  // Alice likes Bob first: no match yet.
  await pageA.goto(`/members/${bob.id}`);
  await expect(pageA.getByRole('heading', { level: 1, name: bob.name })).toBeVisible();
  await pageA.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(pageA.getByText(`You like ${bob.name}`, { exact: true })).toBeVisible();
  await expect(pageA.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible();
  await expect(pageA.getByRole('dialog')).toHaveCount(0);

  // Bob, coming back, sees the new like in the navigation before he opens anything.
  await pageB.reload();
  await expect(likesLink(pageB)).toHaveAccessibleName(/^Likes\s*1 new like$/);
  await likesLink(pageB).click();
  await expect(pageB).toHaveURL(/\/likes$/);
  await expect(pageB.getByRole('status').filter({ hasText: 'new like' })).toHaveText('1 new like');
  await pageB
    .getByRole('navigation', { name: 'Likes lists' })
    .getByRole('link', { name: 'Likes you' })
    .click();
  await expect(pageB.getByRole('heading', { level: 1, name: 'Who likes you' })).toBeVisible();
  const aliceCard = pageB.getByRole('link', { name: new RegExp(`^${alice.name}, \\d+`) });
  await expect(aliceCard).toContainText('New');

  // Opening the like's profile clears it.
  await aliceCard.click();
  await expect(pageB).toHaveURL(new RegExp(`/likes/m/${alice.id}$`));
  await expect(pageB.getByRole('heading', { level: 1, name: alice.name })).toBeVisible();
  await expect(pageB.getByText(`${alice.name} likes you`, { exact: true })).toBeVisible();
  await expect(likesLink(pageB)).toHaveAccessibleName('Likes');

  // Bob likes back: it's a match, and the overlay says so.
  await pageB.getByRole('button', { name: 'Like', exact: true }).click();
  const overlay = pageB.getByRole('dialog', { name: "It's a match!" });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(alice.name);
  await expect(overlay.getByRole('button', { name: 'Send a message' })).toBeVisible();
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(
    pageB.getByText(`It's a match: you and ${alice.name} like each other`, { exact: true }),
  ).toBeVisible();

  // Both find the other on their matches list.
  await pageB.goto('/likes/matches');
  await expect(pageB.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  await expect(pageB.getByRole('status')).toHaveText('1 match');
  await expect(pageB.getByRole('link', { name: new RegExp(`^${alice.name}, \\d+`) })).toBeVisible();

  await pageA.goto('/likes/matches');
  await expect(pageA.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  await expect(pageA.getByRole('status')).toHaveText('1 match');
  const bobCard = pageA.getByRole('link', { name: new RegExp(`^${bob.name}, \\d+`) });
  await expect(bobCard).toBeVisible();
  await bobCard.click();
  await expect(
    pageA.getByText(`It's a match: you and ${bob.name} like each other`, { exact: true }),
  ).toBeVisible();

  await contextA.close();
  await contextB.close();
});

test('the like popup of the t parameter shows who just liked the member; opening the profile clears the new like', async ({
  page,
}) => {
  const member = await signUpActiveMember(page, 'popup', {
    gender: 'male',
    sexuality: 'hetero',
    country: 'GB',
  });

  // t=1: a second after the page opens, a member who just liked them is shown. The parameter is removed.
  await page.goto('/members?t=1');
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
  const popup = page.getByRole('dialog', { name: 'New like!' });
  await expect(popup).toBeVisible();
  const liker = (await popup.getByRole('button', { name: /^Photo of / }).getAttribute('aria-label'))!.replace(
    /^Photo of /,
    '',
  );
  await expect(popup).toContainText(new RegExp(`${liker}, \\d+`));

  // The like counts as new: in the navigation and in the page title.
  await expect(likesLink(page)).toHaveAccessibleName(/^Likes\s*1 new like$/);
  await expect(page).toHaveTitle(/^\(1\) /);

  // The popup's button opens the profile (and closes the popup); that clears the new like.
  await popup.getByRole('button', { name: 'View profile' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: liker })).toBeVisible();
  await expect(page.getByText(`${liker} likes you`, { exact: true })).toBeVisible();
  await expect(likesLink(page)).toHaveAccessibleName('Likes');
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
});
