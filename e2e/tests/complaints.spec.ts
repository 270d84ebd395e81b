import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember, type ActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';
import { readOutbox, type OutboxMail } from './outbox';
import { shot, shotAtWidths } from './shots';
import { siteOrigin, signUpOnThisSite } from './site-member';
import { atBothWidths } from './viewports';

const REFERENCE = /C-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}/;

/** The reference the form's success message shows. */
async function filedReference(page: Page, text: RegExp): Promise<string> {
  const success = page.getByRole('main').getByRole('status');
  await expect(success).toContainText(text);
  const reference = (await success.textContent())?.match(REFERENCE)?.[0];
  expect(reference, 'a reference in the success message').toBeTruthy();
  return reference!;
}

/** The mail to `to` whose subject carries `reference`, waiting a little for the worker to send it. */
async function mailWith(page: Page, to: string, reference: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(page.request, to)).find((mail) => mail.subject.includes(reference));
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** Another member, active, in their own browser, who writes to `to` first: a conversation between them. */
async function memberWhoWrites(page: Page, baseURL: string | undefined, to: number): Promise<ActiveMember> {
  const context = await newPersonContext(page.context().browser()!, baseURL);
  const other = await signUpActiveMember(await context.newPage(), 'pushy');
  const sent = await context.request.post('/api/messages.php', {
    headers: CLIENT_HEADERS,
    data: { client_id: randomUUID(), member: to, text: 'Send me money, now!' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await context.close();
  return other;
}

test('a member files a complaint about a member they chat with, sees it listed and gets the reference by mail', async ({
  page,
  baseURL,
}) => {
  const member = await signUpActiveMember(page, 'complainer');
  const other = await memberWhoWrites(page, baseURL, member.id);

  await page.goto('/complaints');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'support@flirtmoment.test' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'No complaints filed' })).toBeVisible();

  await main.getByRole('radio', { name: 'A member' }).check();
  await main.getByRole('combobox', { name: /Which member/ }).selectOption({ label: other.name });
  const message = main.getByRole('textbox', { name: /Your message/ });
  // Too short: said at the field, nothing sent.
  await message.fill('Rude.');
  await main.getByRole('button', { name: 'Send complaint' }).click();
  await expect(message).toHaveAccessibleDescription(
    /Please describe your complaint in at least 10 characters\./,
  );
  await message.fill('They asked me for money\nin their first message.');
  await main.getByRole('button', { name: 'Send complaint' }).click();
  const reference = await filedReference(page, /Thank you, we have received your complaint/);

  const list = main.getByRole('region', { name: 'Your complaints' });
  const item = list.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText('Received');
  await expect(item).toContainText(`A member · About ${other.name}`);
  await shot(page, 'complaints-filed', { fullPage: true });

  // The list is the server's: it is there after a reload too.
  await page.reload();
  await expect(main.getByRole('listitem').filter({ hasText: reference })).toContainText('Received');

  const mail = await mailWith(page, member.email, reference);
  expect(mail.subject).toBe(`We have received your complaint ${reference}`);
  expect(mail.text).toContain(
    `We have received your complaint about a member under the reference ${reference}.`,
  );
  // Customer service is told, with the member concerned and the message.
  const notice = await mailWith(page, 'support@flirtmoment.test', reference);
  expect(notice.text).toContain(`Member concerned: ${other.name} (${other.id})`);
  expect(notice.text).toContain('They asked me for money\nin their first message.');
});

test('on a 375 px phone a member reports a profile opened from its address', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const member = await signUpActiveMember(page, 'phonecomplainer');
  const context = await newPersonContext(page.context().browser()!, baseURL);
  const other = await signUpActiveMember(await context.newPage(), 'reported');
  await context.close();

  await page.goto(`/complaints?member=${other.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'A member' })).toBeChecked();
  const chosen = main.getByRole('combobox', { name: /Which member/ });
  await expect(chosen.locator('option:checked')).toHaveText(other.name);
  await main
    .getByRole('textbox', { name: /Your message/ })
    .fill('This profile uses photos of somebody else.');
  await shot(page, 'complaints-form', { fullPage: true });
  await main.getByRole('button', { name: 'Send complaint' }).click();
  const reference = await filedReference(page, /Your reference is/);
  await expect(main.getByRole('listitem').filter({ hasText: reference })).toContainText('Received');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'complaints-filed', { fullPage: true });
  await mailWith(page, member.email, reference);
});

test('on the German site a visitor sees the contact details, and a member complains in German', async ({
  page,
  baseURL,
}) => {
  const origin = siteOrigin(baseURL, 'herzklopfen.test');
  // On a phone; the visitor's page is looked at on a desktop too (the page resized).
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${origin}/complaints`);
  const main = page.getByRole('main');
  await atBothWidths(page, async () => {
    await expect(main.getByRole('heading', { level: 1, name: 'Beschwerden' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'kundenservice@herzklopfen.test' })).toBeVisible();
    await expect(
      main.getByRole('heading', { name: 'Logge dich ein, um eine Beschwerde einzureichen' }),
    ).toBeVisible();
    await shot(page, 'complaints-visitor', { fullPage: true });
  });

  // The member files a complaint on the phone (the English journey above files one on a desktop).
  await page.goto(`${origin}/`);
  const member = await signUpOnThisSite(page, 'beschwerde');
  await page.goto(`${origin}/complaints`);
  await main.getByRole('radio', { name: 'Eine Zahlung' }).check();
  await expect(main.getByRole('combobox', { name: /Welche Zahlung/ })).toHaveAccessibleDescription(
    /Du hast noch keine Bestellungen/,
  );
  await main.getByRole('radio', { name: 'Unser Service' }).check();
  await main
    .getByRole('textbox', { name: /Deine Nachricht/ })
    .fill('Die Seite lädt seit gestern sehr langsam.');
  await main.getByRole('button', { name: 'Beschwerde senden' }).click();
  const reference = await filedReference(page, /Danke, wir haben deine Beschwerde erhalten/);
  await expect(main.getByRole('listitem').filter({ hasText: reference })).toContainText('Eingegangen');
  await shotAtWidths(page, 'complaints-filed', { fullPage: true });
  const mail = await mailWith(page, member.email, reference);
  expect(mail.subject).toBe(`Wir haben deine Beschwerde ${reference} erhalten`);
});
