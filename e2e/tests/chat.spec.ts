import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember, type ActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';

/** The Messages item of the main navigation; its name tells the unread messages ("Messages 1 unread"). */
const messagesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });

/** The message list of an open conversation. */
const thread = (page: Page, name: string) => page.getByRole('region', { name: `Messages with ${name}` });

/** The empty conversation list (the side panel's on wide screens, the page's on phones). */
const noConversations = (page: Page) => page.getByRole('heading', { name: 'No conversations yet' });

const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });

/** Sends a text message through the API, as the chat screen does (used to set up conversations). */
async function sendThroughApi(
  request: APIRequestContext,
  to: { member?: number; conversation?: number },
  text: string,
) {
  const response = await request.post('/api/messages.php', {
    headers: CLIENT_HEADERS,
    data: { client_id: randomUUID(), text, ...to },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { message: { conversation_id: number }; credits: number };
}

async function creditsOf(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/user.php');
  return ((await response.json()) as { user: { credits: number } }).user.credits;
}

test('a member opens a profile and sends an icebreaker; the other sees it arrive live, replies, and both spend free messages first', async ({
  browser,
  baseURL,
}) => {
  const contextA = await newPersonContext(browser, baseURL);
  const contextB = await newPersonContext(browser, baseURL);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const alice = await signUpActiveMember(pageA, 'chatalice', { gender: 'female', country: 'GB' });
  const bob = await signUpActiveMember(pageB, 'chatbob', { gender: 'male', country: 'GB' });
  const startCredits = await creditsOf(pageA.request);

  // Bob is on the site, without any message yet.
  await pageB.goto('/members');
  await expect(messagesLink(pageB)).toHaveAccessibleName('Messages');

  // Alice opens Bob's profile and chooses Message: the empty chat offers icebreakers.
  await pageA.goto(`/members/${bob.id}`);
  await pageA.getByRole('link', { name: 'Message', exact: true }).click();
  await expect(pageA).toHaveURL(new RegExp(`/members/${bob.id}/chat$`));
  const icebreakers = pageA.getByRole('dialog', { name: `Break the ice with ${bob.name}` });
  await expect(icebreakers).toBeVisible();
  // A new free member's first texts are free (the site's free_messages, 3 on the demo sites).
  await expect(icebreakers).toContainText('3 free messages left');
  const opener = `Hi ${bob.name}! If you could travel anywhere tomorrow, where would you go?`;
  await icebreakers.getByRole('button', { name: opener }).click();
  await expect(icebreakers).toHaveCount(0);
  await expect(thread(pageA, bob.name).getByText(opener, { exact: true })).toBeVisible();
  // A free message is spent at once: the composer counts one fewer, and the credits stay.
  await expect(pageA.getByText('2 free messages left')).toBeVisible();
  await expect(
    pageA.getByRole('link', { name: new RegExp(`Your balance: ${startCredits} credits`) }),
  ).toBeVisible();

  // Bob sees it arrive without reloading: the Messages badge and the page title count it.
  await expect(messagesLink(pageB)).toHaveAccessibleName(/^Messages\s*1/);
  await expect(pageB).toHaveTitle(/^\(1\) /);
  await messagesLink(pageB).click();
  await expect(pageB).toHaveURL(/\/chats$/);
  await pageB
    .getByRole('link', { name: new RegExp(alice.name) })
    .first()
    .click();
  await expect(pageB).toHaveURL(/\/chats\/\d+$/);
  await expect(thread(pageB, alice.name).getByText(opener, { exact: true })).toBeVisible();
  // Opening the conversation reads it (the chat layout has no navigation: the title tells).
  await expect(pageB).not.toHaveTitle(/^\(\d+\) /);

  // Alice types: Bob sees that she is typing.
  await pageA.goto(pageB.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(thread(pageA, bob.name).getByText(opener, { exact: true })).toBeVisible();
  await composer(pageA, bob.name).pressSequentially('Looking forward', { delay: 30 });
  await expect(pageB.getByText(`${alice.name} is typing…`)).toBeVisible();

  // Bob replies with Enter; Alice sees the reply live.
  const reply = 'Lisbon, without a doubt. And you?';
  await composer(pageB, alice.name).fill(reply);
  await composer(pageB, alice.name).press('Enter');
  await expect(thread(pageB, alice.name).getByText(reply, { exact: true })).toBeVisible();
  await expect(thread(pageA, bob.name).getByText(reply, { exact: true })).toBeVisible();
  await expect(composer(pageB, alice.name)).toHaveValue('');

  // Nothing is unread for Bob any more.
  await pageB.goto('/members');
  await expect(messagesLink(pageB)).toHaveAccessibleName('Messages');

  // Each message was paid with a free message: no credits spent.
  expect(await creditsOf(pageA.request)).toBe(startCredits);
  expect(await creditsOf(pageB.request)).toBe(startCredits);
  await contextA.close();
  await contextB.close();
});

test('a free member runs out of credits and may start only two conversations', async ({
  browser,
  baseURL,
}) => {
  const context = await newPersonContext(browser, baseURL);
  const page = await context.newPage();
  const others: ActiveMember[] = [];
  for (const label of ['chatfirst', 'chatsecond', 'chatthird']) {
    const otherContext = await newPersonContext(browser, baseURL);
    others.push(await signUpActiveMember(await otherContext.newPage(), label));
    await otherContext.close();
  }
  const carol = await signUpActiveMember(page, 'chatcarol');
  expect(carol.id).toBeGreaterThan(0);
  // Three free messages first, then the signup credits pay two more: five in two conversations.
  await sendThroughApi(page.request, { member: others[0]!.id }, 'Hello from Carol');
  await sendThroughApi(page.request, { member: others[1]!.id }, 'Hello again from Carol');
  for (const text of ['Are you there?', 'Still here', 'Last one']) {
    await sendThroughApi(page.request, { member: others[0]!.id }, text);
  }
  expect(await creditsOf(page.request)).toBe(0);

  // Out of credits: sending offers the credit packages before anything is sent, and the text stays.
  await page.goto(`/members/${others[0]!.id}/chat`);
  await composer(page, others[0]!.name).fill('One more thing');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Buy credits' });
  await expect(sheet.getByRole('link', { name: /credits/ }).first()).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(composer(page, others[0]!.name)).toHaveValue('One more thing');

  // A third conversation is more than a free member may start.
  await page.goto(`/members/${others[2]!.id}/chat`);
  await expect(
    page.getByText('Free members may start up to 2 conversations. Get premium to start more.'),
  ).toBeVisible();
  await context.close();
});

test('deleting a chat and blocking: a deleted chat comes back with a new message, a block removes it for both', async ({
  browser,
  baseURL,
}) => {
  const contextA = await newPersonContext(browser, baseURL);
  const contextB = await newPersonContext(browser, baseURL);
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  const dora = await signUpActiveMember(pageA, 'chatdora');
  const emil = await signUpActiveMember(pageB, 'chatemil');
  const sent = await sendThroughApi(pageA.request, { member: emil.id }, 'Hi Emil, nice profile!');
  const conversation = sent.message.conversation_id;

  // Dora deletes the chat: it leaves her list at once.
  await pageA.goto(`/chats/${conversation}`);
  await pageA.getByRole('button', { name: 'Chat options' }).click();
  await pageA.getByRole('menuitem', { name: 'Delete chat' }).click();
  await pageA.getByRole('dialog').getByRole('button', { name: 'Delete chat' }).click();
  await pageA.goto('/chats');
  await expect(noConversations(pageA)).toBeVisible();

  // Emil still has it, and his answer brings it back to Dora's list, without the deleted message.
  await sendThroughApi(pageB.request, { conversation }, 'Thank you, Dora!');
  await pageA.reload();
  await pageA
    .getByRole('link', { name: new RegExp(emil.name) })
    .first()
    .click();
  await expect(thread(pageA, emil.name).getByText('Thank you, Dora!', { exact: true })).toBeVisible();
  await expect(thread(pageA, emil.name).getByText('Hi Emil, nice profile!', { exact: true })).toHaveCount(0);

  // Emil blocks Dora from the chat: the conversation is gone for both.
  await pageB.goto(`/chats/${conversation}`);
  await pageB.getByRole('button', { name: 'Chat options' }).click();
  await pageB.getByRole('menuitem', { name: `Block ${dora.name}` }).click();
  await pageB.getByRole('dialog').getByRole('button', { name: 'Block', exact: true }).click();
  await pageB.goto('/chats');
  await expect(noConversations(pageB)).toBeVisible();
  await pageA.goto('/chats');
  await expect(noConversations(pageA)).toBeVisible();
  await contextA.close();
  await contextB.close();
});

test('on a 375 px phone the conversation list and a conversation are usable', async ({
  browser,
  baseURL,
}) => {
  const context = await newPersonContext(browser, baseURL);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  const otherContext = await newPersonContext(browser, baseURL);
  const other = await signUpActiveMember(await otherContext.newPage(), 'chatphoneb');
  await otherContext.close();
  await signUpActiveMember(page, 'chatphonea');
  await sendThroughApi(page.request, { member: other.id }, 'Hello from my phone');

  await page.goto('/chats');
  const entry = page.getByRole('link', { name: new RegExp(other.name) }).first();
  await expect(entry).toBeVisible();
  const box = await entry.boundingBox();
  expect(box!.width).toBeGreaterThan(300);
  await entry.click();
  await expect(thread(page, other.name).getByText('Hello from my phone', { exact: true })).toBeVisible();
  const input = composer(page, other.name);
  await expect(input).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeInViewport();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('link', { name: 'Back to all conversations' }).click();
  await expect(page).toHaveURL(/\/chats$/);
  await context.close();
});
