import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';

/**
 * Offline and page visibility: the offline banner, sends and saves that fail offline and go through once
 * back online with nothing typed lost, and the page-hidden beacon reaching the operators' report.
 */

const OFFLINE_TEXT = "You're offline. Nothing was lost: try again when you're back online.";
const BANNER_TEXT = "You're offline. Anything you type stays here until you're back online.";
/** e2e/scripts/serve.mjs gives the server this operator secret. */
const OPERATOR_SECRET = 'e2e-operator-secret-of-at-least-32-characters';

const banner = (page: Page) => page.getByTestId('offline-banner');

test('offline, a chat message fails with the offline text and is kept; back online it is sent', async ({
  browser,
  baseURL,
}) => {
  const otherPage = await (await newPersonContext(browser, baseURL)).newPage();
  const other = await signUpActiveMember(otherPage, 'offlineto', { gender: 'female', country: 'GB' });
  const context = await newPersonContext(browser, baseURL);
  const page = await context.newPage();
  const me = await signUpActiveMember(page, 'offlinefrom', { gender: 'male', country: 'GB' });
  // A conversation with a message already (an empty one opens with the icebreakers).
  const opened = await otherPage.request.post('/api/messages.php', {
    headers: CLIENT_HEADERS,
    data: { client_id: randomUUID(), text: 'Hi, how is your week?', member: me.id },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  await page.goto(`/members/${other.id}/chat`);
  const composer = page.getByRole('textbox', { name: `Message to ${other.name}` });
  await expect(composer).toBeVisible();
  await expect(banner(page)).toBeEmpty();

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER_TEXT);
  await expect(banner(page)).toHaveAttribute('role', 'status');
  const text = 'Written on the train, sent when it can be';
  await composer.fill(text);
  await composer.press('Enter');
  const thread = page.getByRole('region', { name: `Messages with ${other.name}` });
  const item = thread.getByRole('listitem').filter({ hasText: text });
  await expect(item.getByText('Not sent')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();

  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  await item.getByRole('button', { name: 'Send again' }).click();
  await expect(item.getByText('Not sent')).toHaveCount(0);
  await expect(thread.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toHaveCount(0);

  // It reached the other member, once.
  await otherPage.goto(`/members/${me.id}/chat`);
  await expect(
    otherPage.getByRole('region', { name: `Messages with ${me.name}` }).getByText(text, { exact: true }),
  ).toHaveCount(1);
  await context.close();
});

test('offline, a profile save fails with the offline text and keeps what was typed; back online it saves', async ({
  browser,
  baseURL,
}) => {
  const context = await newPersonContext(browser, baseURL);
  const page = await context.newPage();
  await signUpActiveMember(page, 'offlineprofile', { gender: 'female', country: 'NL' });
  await page.goto('/profile');
  const about = page.getByRole('region', { name: 'About me' });
  await about.getByRole('button', { name: 'Edit About me' }).click();
  const field = about.getByRole('textbox', { name: 'About me' });
  await expect(field).toBeVisible();

  await context.setOffline(true);
  await expect(banner(page)).toHaveText(BANNER_TEXT);
  await field.fill('Typed while the connection was gone.');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
  await expect(field).toHaveValue('Typed while the connection was gone.');

  await context.setOffline(false);
  await expect(banner(page)).toBeEmpty();
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'About me' })).toContainText(
    'Typed while the connection was gone.',
  );
  await context.close();
});

test('with lb on, hiding the page sends the beacon and the operators see the bounce', async ({
  page,
  request,
}) => {
  // lb names a deployed lander (the API records bounces of known landers and pages only).
  const lb = 'video';
  await page.goto(`/members?lb=${lb}`);
  // The shell takes lb out of the address bar and keeps it for the tab.
  await expect(page).toHaveURL(/\/(members)?$/);
  const path = new URL(page.url()).pathname;

  // The page becomes hidden (the tab is switched away from), as the browser tells it.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

  await expect
    .poll(async () => {
      const answer = await request.get('/api/page-bounces.php', {
        headers: { Authorization: `Bearer ${OPERATOR_SECRET}` },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      const { bounces } = (await answer.json()) as { bounces: { lb: string; path: string; count: number }[] };
      return bounces.filter((bounce) => bounce.lb === lb);
    })
    .toEqual([{ lb, path, count: 1 }]);

  // Without the secret the report stays closed.
  expect((await request.get('/api/page-bounces.php')).status()).toBe(401);
});
