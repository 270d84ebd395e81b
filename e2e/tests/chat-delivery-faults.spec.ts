import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { SESSION_COOKIE } from 'contract/constants';
import { startClusterSite, type ClusterSite } from '../scripts/cluster-site.mjs';
import { openCuttableLink, type CuttableLink } from './cuttable-link';
import { newPersonContext } from './discovery';
import { expect, test as siteTest } from './fixtures';
import { CLIENT_HEADERS } from './members';

/**
 * The site as deploy/ runs it: two API instances behind HAProxy on a PostgreSQL and Redis of their own. Made
 * for the test and stopped after it, failed or not; starting it (a database, migrations, two servers) is
 * given its own time.
 */
const test = siteTest.extend<{ clusterSite: ClusterSite; recipientLink: CuttableLink }>({
  clusterSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads dependencies from this pattern: none here.
    async ({}, use, testInfo) => {
      const site = await startClusterSite({
        runDir: process.env.E2E_RUN_DIR!,
        name: `cluster-${testInfo.workerIndex}`,
      });
      try {
        await use(site);
      } finally {
        if (testInfo.status !== testInfo.expectedStatus) {
          for (const [i, instance] of site.cluster.instances.entries()) {
            await testInfo.attach(`${instance.name}.log`, { body: site.cluster.logTail(i, 80) });
          }
        }
        await site.stop();
      }
    },
    { timeout: 90_000 },
  ],
  // The recipient's way to the site, which the journey cuts.
  recipientLink: async ({ clusterSite }, use) => {
    const link = await openCuttableLink(clusterSite.port);
    await use(link);
    await link.close();
  },
});

/**
 * The pages use the loopback address, as the other journeys do: it is a secure context, as the deployed HTTPS
 * site is (the chat names each outgoing message with crypto.randomUUID, which browsers offer only there), and
 * an address that names no site gets the default one, flirtmoment.test, where the members are.
 */
const siteUrl = (port: number) => `http://127.0.0.1:${port}`;

/** The message list of an open conversation. */
const thread = (page: Page, name: string) => page.getByRole('region', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => page.getByRole('textbox', { name: `Message to ${name}` });

/**
 * What a page lives through, counted from outside the app: each document load (in the tab's session storage,
 * which a reload keeps) and each chat socket opened and closed (a failed attempt closes without opening).
 */
async function watchPageLife(context: BrowserContext) {
  await context.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('journey-loads') ?? '0') + 1;
    sessionStorage.setItem('journey-loads', String(loads));
    const sockets = { opened: 0, closed: 0 };
    Object.assign(window, { journeySockets: sockets });
    const PageSocket = window.WebSocket;
    window.WebSocket = class extends PageSocket {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (!String(url).includes('/api/chat-socket')) return;
        this.addEventListener('open', () => (sockets.opened += 1));
        this.addEventListener('close', () => (sockets.closed += 1));
      }
    };
  });
}

const pageLife = (page: Page) =>
  page.evaluate(() => ({
    loads: Number(sessionStorage.getItem('journey-loads')),
    navigations: performance.getEntriesByType('navigation').length,
    marker: (window as unknown as { journeyMarker?: string }).journeyMarker ?? null,
    sockets: (window as unknown as { journeySockets: { opened: number; closed: number } }).journeySockets,
  }));

/** A context logged in as the member whose session cookie value is `token`. */
async function memberContext(
  browser: Parameters<typeof newPersonContext>[0],
  siteUrl: string,
  token: string,
) {
  const context = await newPersonContext(browser, siteUrl);
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: siteUrl, httpOnly: true }]);
  return context;
}

/** The member's name as the site shows it. */
async function nameOf(context: BrowserContext): Promise<string> {
  const response = await context.request.get('/api/user.php');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: { profile: { name: string } } }).user.profile.name;
}

/** The messages the thread shows that this journey wrote (their numbers), top to bottom. */
async function shownNumbers(page: Page, name: string): Promise<number[]> {
  const items = await thread(page, name).getByRole('listitem').allInnerTexts();
  return items.flatMap((text) => {
    const found = /Message (\d+) of the journey/.exec(text);
    return found ? [Number(found[1])] : [];
  });
}

const messageText = (n: number) => `Message ${n} of the journey`;

/**
 * Sends a message from the open conversation's composer and waits until it is stored (its tick shows). A send
 * that failed while an instance went down is sent again, as the member would with the button it shows.
 */
async function sendAndConfirm(page: Page, otherName: string, n: number) {
  const text = messageText(n);
  await composer(page, otherName).fill(text);
  await composer(page, otherName).press('Enter');
  const item = thread(page, otherName).getByRole('listitem').filter({ hasText: text });
  await expect(async () => {
    const again = item.getByRole('button', { name: 'Send again' });
    if (await again.isVisible()) await again.click();
    await expect(item).toContainText(/Sent|Read/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('an open conversation gets every message once and in order while the socket is cut and the instances crash and restart', async ({
  browser,
  clusterSite,
  recipientLink,
}) => {
  const { cluster } = clusterSite;
  const [recipient, sender] = await clusterSite.createMembers(2);
  const recipientContext = await memberContext(browser, siteUrl(recipientLink.port), recipient!.token);
  const senderContext = await memberContext(browser, siteUrl(clusterSite.port), sender!.token);
  await watchPageLife(recipientContext);
  const recipientPage = await recipientContext.newPage();
  const senderPage = await senderContext.newPage();

  // The sender writes first (the conversation exists from then on); both open it.
  const opener = await senderContext.request.post('/api/messages.php', {
    headers: CLIENT_HEADERS,
    data: { client_id: randomUUID(), member: recipient!.id, text: messageText(1) },
  });
  expect(opener.status(), await opener.text()).toBe(201);
  const conversation = ((await opener.json()) as { message: { conversation_id: number } }).message
    .conversation_id;
  const senderName = await nameOf(senderContext);
  const recipientName = await nameOf(recipientContext);
  await senderPage.goto(`/chats/${conversation}`);
  await recipientPage.goto(`/chats/${conversation}`);
  await expect(thread(recipientPage, senderName).getByText(messageText(1))).toBeVisible();
  await expect(thread(senderPage, recipientName).getByText(messageText(1))).toBeVisible();
  await recipientPage.evaluate(() => Object.assign(window, { journeyMarker: 'before the faults' }));
  await expect.poll(async () => (await pageLife(recipientPage)).sockets.opened).toBe(1);
  let sent = 1;

  // The recipient's device loses its network (its connections are cut, the browser goes offline) while the
  // sender writes on.
  await recipientContext.setOffline(true);
  recipientLink.cut();
  await expect.poll(async () => (await pageLife(recipientPage)).sockets.closed).toBeGreaterThan(0);
  for (let i = 0; i < 4; i++) await sendAndConfirm(senderPage, recipientName, ++sent);
  recipientLink.restore();
  await recipientContext.setOffline(false);
  await expect
    .poll(() => shownNumbers(recipientPage, senderName), { timeout: 20_000 })
    .toEqual(Array.from({ length: sent }, (_, i) => i + 1));

  // Each instance in turn crashes (kill -9) and comes back while the sender writes on: whichever instance
  // holds the recipient's socket, it is cut once more.
  for (const instance of [0, 1]) {
    await cluster.kill(instance);
    const restarted = cluster.restart(instance);
    // Its failure is reported where it is awaited, after the sends.
    restarted.catch(() => undefined);
    for (let i = 0; i < 2; i++) await sendAndConfirm(senderPage, recipientName, ++sent);
    await restarted;
    await sendAndConfirm(senderPage, recipientName, ++sent);
  }

  // Every message once, in the order sent, in the page that stayed open.
  await expect
    .poll(() => shownNumbers(recipientPage, senderName), { timeout: 20_000 })
    .toEqual(Array.from({ length: sent }, (_, i) => i + 1));
  const after = await pageLife(recipientPage);
  expect(after.loads).toBe(1);
  expect(after.navigations).toBe(1);
  expect(after.marker).toBe('before the faults');
  // The socket was really cut, and the page opened it again each time: after the network came back and after
  // the crash of the instance that held it.
  expect(after.sockets.opened).toBeGreaterThanOrEqual(3);
  await recipientContext.close();
  await senderContext.close();
});
