import type { Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember, type ActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';
import { readOutbox } from './outbox';

/** The mail headers the outbox shows (api-mock's OutboxMailSchema). */
type MailWithHeaders = Awaited<ReturnType<typeof readOutbox>>[number];

async function like(page: Page, member: ActiveMember) {
  const response = await page.request.post('/api/like.php', {
    data: { id: member.id },
    headers: CLIENT_HEADERS,
  });
  expect(response.ok(), `POST /api/like.php answered ${response.status()}`).toBe(true);
}

/** The like mails to the member, newest first, waiting until there are `count` of them. */
async function likeMails(page: Page, to: string, count: number): Promise<MailWithHeaders[]> {
  let mails: MailWithHeaders[] = [];
  await expect
    .poll(
      async () => {
        const all = (await readOutbox(page.request, to)) as MailWithHeaders[];
        mails = all.filter((mail) => / likes you on /.test(mail.subject));
        return mails.length;
      },
      { message: `${count} like mails to ${to}` },
    )
    .toBe(count);
  return mails;
}

const emailSwitch = (page: Page, name: string) =>
  page.getByRole('region', { name: 'E-mails' }).getByRole('switch', { name });

test('a switched-off mail is not sent; the one-click unsubscribe switches it off and shows why', async ({
  page,
  browser,
  baseURL,
}) => {
  // Bea sets her mails on her phone (375 px) and reads them on her desktop (1280 px).
  await page.setViewportSize({ width: 375, height: 812 });
  const bea = await signUpActiveMember(page, 'notify', { gender: 'female', sexuality: 'hetero' });
  const others = await Promise.all(
    ['a', 'c'].map(async (label) => {
      const otherPage = await (await newPersonContext(browser, baseURL)).newPage();
      const member = await signUpActiveMember(otherPage, `notify${label}`, {
        gender: 'male',
        sexuality: 'hetero',
      });
      return { page: otherPage, member };
    }),
  );
  const [adam, carl] = others as [(typeof others)[number], (typeof others)[number]];

  // Bea switches the like mails off; Adam's like then sends her none.
  await page.goto('/notifications/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const likes = emailSwitch(page, 'Likes and matches');
  await expect(likes).toBeChecked();
  await likes.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(likes).not.toBeChecked();
  await like(adam.page, bea);

  // Back on; Carl's like is mailed (the worker took Adam's first, and sent nothing for it).
  await likes.click();
  await expect(likes).toBeChecked();
  await like(carl.page, bea);
  const [mail] = await likeMails(page, bea.email, 1);
  expect(mail!.subject).toContain(carl.member.name);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // On the desktop: the link in the mail's body opens a page that only asks; opening it changes nothing.
  await page.setViewportSize({ width: 1280, height: 900 });
  const bodyLink = new URL(mail!.links.find((link) => link.includes('/unsubscribe?token='))!);
  await page.goto(`${bodyLink.pathname}${bodyLink.search}`);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await page.goto('/notifications/alerts');
  await expect(emailSwitch(page, 'Likes and matches')).toBeChecked();

  // The mail app's one-click unsubscribe: a form POST to the header's URL, no cookie, no client header.
  const header = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
  const url = new URL(header);
  const unsubscribed = await page.request.fetch(`${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: '' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status()).toBe(200);

  await page.goto('/notifications/alerts');
  await expect(emailSwitch(page, 'Likes and matches')).not.toBeChecked();
  await expect(emailSwitch(page, 'New messages while you are away')).toBeChecked();
  const alert = page.getByRole('alert').filter({ hasText: 'Unsubscribed in your mail app.' });
  await expect(alert).toBeVisible();

  // The page in German: the account's language, which a logged-in member's pages speak.
  const german = await page.request.put('/api/user.php', {
    headers: CLIENT_HEADERS,
    data: { language: 'de' },
  });
  expect(german.ok()).toBe(true);
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await page.goto('/notifications/alerts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E-Mails' })).toBeVisible();
  for (const other of others) await other.page.context().close();
});
