import type { APIRequestContext, Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';
import { shot } from './shots';
import { PHONE } from './viewports';

/** The Likes item of the main navigation; its name tells the new likes ("Likes 1 new like"). */
const likesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Likes/ });

/**
 * Gives the member of `request` a face: the main photo of a demo member `finder` is suggested (a portrait of
 * the member's own gender when the two look for each other), uploaded as the member's first photo.
 */
async function giveFace(request: APIRequestContext, finder: APIRequestContext) {
  const { settings } = (await (await finder.get('/api/settings.php')).json()) as {
    settings: { cdn_prefix: string };
  };
  const { profiles } = (await (
    await finder.get('/api/match-finder.php', { headers: CLIENT_HEADERS })
  ).json()) as {
    profiles: { main_image: { filename: string } | null }[];
  };
  const photo = profiles.find((profile) => profile.main_image)!.main_image!.filename;
  const file = await finder.get(`${settings.cdn_prefix.replace(/\/?$/, '/')}${photo}`);
  expect(file.ok()).toBe(true);
  const upload = await request.post('/api/photos.php', {
    headers: CLIENT_HEADERS,
    multipart: {
      file: { name: 'face.jpg', mimeType: file.headers()['content-type']!, buffer: await file.body() },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
}

/** What the member has to pay messages with: credits and free messages. */
async function balance(request: APIRequestContext) {
  const { user } = (await (await request.get('/api/user.php')).json()) as {
    user: { credits: number; free_messages_left: number };
  };
  return { credits: user.credits, free: user.free_messages_left };
}

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
  // Both on a phone, each with a face.
  await pageA.setViewportSize(PHONE.viewport);
  await pageB.setViewportSize(PHONE.viewport);
  await giveFace(pageA.request, pageB.request);
  await giveFace(pageB.request, pageA.request);

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

  // Bob, online meanwhile, hears of it at once: a 'New like!' toast with her face, leading to his likes.
  const toast = pageB.getByRole('status').filter({ hasText: 'New like!' });
  await expect(toast).toContainText(`${alice.name} likes you`);
  await expect(toast.getByRole('link')).toHaveAttribute('href', '/likes');

  // Bob, coming back, sees the new like in the navigation before he opens anything.
  await pageB.reload();
  await expect(likesLink(pageB)).toHaveAccessibleName(/^Likes\s*1 new like$/);
  await likesLink(pageB).click();
  await expect(pageB).toHaveURL(/\/likes$/);
  await expect(pageB.getByRole('status').filter({ hasText: 'new like' })).toHaveText('1 new like');
  // Who likes him, as faces: Alice's photo, marked 'New like!'.
  const likedBy = pageB.getByRole('list', { name: 'Who likes you' });
  await expect(likedBy.getByRole('link', { name: new RegExp(`^${alice.name}, \\d+`) })).toContainText(
    'New like!',
  );
  await expect(likedBy.locator('img')).toHaveJSProperty('complete', true);
  await shot(pageB, 'likes');
  await pageB
    .getByRole('navigation', { name: 'Likes lists' })
    .getByRole('link', { name: /^Likes you/ })
    .click();
  await expect(pageB.getByRole('heading', { level: 1, name: 'Who likes you' })).toBeVisible();
  const aliceCard = pageB.getByRole('link', { name: new RegExp(`^${alice.name}, \\d+`) });
  await expect(aliceCard).toContainText('New like!');

  // Opening the like's profile clears it.
  await aliceCard.click();
  await expect(pageB).toHaveURL(new RegExp(`/likes/m/${alice.id}$`));
  await expect(pageB.getByRole('heading', { level: 1, name: alice.name })).toBeVisible();
  await expect(pageB.getByText(`${alice.name} likes you`, { exact: true })).toBeVisible();
  await expect(likesLink(pageB)).toHaveAccessibleName('Likes');

  // Bob likes back: it's a match, and the overlay says so, with both their photos.
  await pageB.getByRole('button', { name: 'Like', exact: true }).click();
  const overlay = pageB.getByRole('dialog', { name: "It's a match!" });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(alice.name);
  await expect(
    pageB.getByText(`It's a match: you and ${alice.name} like each other`, { exact: true }),
  ).toBeVisible();
  const photos = overlay.locator('[data-match-photo] img');
  await expect(photos).toHaveCount(2);
  const [own, theirs] = await photos.evaluateAll((images) =>
    images.map((image) => image.getAttribute('src')),
  );
  expect(own).not.toBe(theirs);
  await expect(overlay.getByRole('button', { name: 'Go to chat' })).toBeVisible();
  await expect(overlay.getByRole('button', { name: `Photo of ${alice.name}` })).toBeVisible();
  await shot(pageB, 'match-moment');

  // He says hello from the match screen: an ordinary message, paid as any other, in their new conversation.
  const before = await balance(pageB.request);
  const { settings } = (await (await pageB.request.get('/api/settings.php')).json()) as {
    settings: { message_credits: number };
  };
  await overlay.getByRole('textbox', { name: `Message to ${alice.name}` }).fill('Hi Alice, we matched!');
  await overlay.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(pageB).toHaveURL(/\/chats\/\d+$/);
  await expect(overlay).toHaveCount(0);
  await expect(
    pageB.getByRole('region', { name: `Messages with ${alice.name}` }).getByText('Hi Alice, we matched!'),
  ).toBeVisible();
  const after = await balance(pageB.request);
  expect(after).toEqual(
    before.free > 0
      ? { credits: before.credits, free: before.free - 1 }
      : { credits: before.credits - settings.message_credits, free: 0 },
  );

  // Both find the other on their matches list.
  await pageB.goto('/likes/matches');
  await expect(pageB.getByRole('heading', { level: 1, name: 'Matches' })).toBeVisible();
  await expect(pageB.getByRole('status')).toHaveText('1 match');
  await expect(pageB.getByRole('link', { name: new RegExp(`^${alice.name}, \\d+`) })).toBeVisible();

  // Alice finds Bob on top of her messages, his face opening their conversation with his hello.
  await pageA.goto('/chats');
  const matchesRow = pageA.getByRole('region', { name: 'Matches' });
  await expect(matchesRow.getByRole('link', { name: `Chat with ${bob.name}, new match` })).toHaveAttribute(
    'href',
    /\/chats\/\d+$/,
  );
  await expect(pageA.getByRole('list', { name: 'Conversations' })).toContainText('Hi Alice, we matched!');
  await shot(pageA, 'chats-matches');

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
