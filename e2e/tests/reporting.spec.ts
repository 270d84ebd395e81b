import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newPersonContext, signUpActiveMember } from './discovery';
import { expect, test } from './fixtures';
import { CLIENT_HEADERS } from './members';
import { readOutbox, type OutboxMail } from './outbox';

/** scripts/serve.mjs starts the API with this secret. */
const OPERATOR = { Authorization: 'Bearer e2e-operator-secret-of-at-least-32-characters' };

interface OperatorReport {
  id: number;
  reporter: { id: number };
  member: { id: number; moderation: string | null };
  reason: string;
  text: string | null;
  conversation: number | null;
  snapshot: { conversation?: { from: number; text: string | null }[] };
}

/** The newest mail to `to` whose subject matches, waiting a little for it to arrive. */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, to)).find((mail) => subject.test(mail.subject));
        return found;
      },
      { message: `a mail to ${to} with a subject matching ${subject}` },
    )
    .toBeTruthy();
  return found!;
}

/** Chooses a reason, writes a few words and sends the dialog; answers the dialog. */
async function fileReport(page: Page, name: string, reason: string, text: string) {
  const dialog = page.getByRole('dialog', { name: `Report ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: reason }).check();
  await dialog.getByRole('textbox', { name: 'Anything else we should know? (optional)' }).fill(text);
  await expect(dialog.getByText(`${text.length} of 1000 characters`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your report' });
  await expect(thanks.getByRole('status')).toContainText(`We have received your report about ${name}`);
  return thanks;
}

test('members report a profile and a message in a chat; an operator hides the profile, both sides are told why', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const contexts = await Promise.all([0, 1, 2].map(() => newPersonContext(browser, baseURL)));
  const [rita, uma, tom] = await Promise.all(contexts.map((context) => context.newPage()));
  // Uma reports on a phone: the dialog fits 375 px.
  await uma!.setViewportSize({ width: 375, height: 740 });
  const reporter = await signUpActiveMember(rita!, 'reportrita', { gender: 'female', country: 'GB' });
  const chatReporter = await signUpActiveMember(uma!, 'reportuma', { gender: 'female', country: 'GB' });
  const reported = await signUpActiveMember(tom!, 'reporttom', { gender: 'male', country: 'GB' });
  const sent = await tom!.request.post('/api/messages.php', {
    headers: CLIENT_HEADERS,
    data: { client_id: randomUUID(), member: chatReporter.id, text: 'Send me 200 euros for the train' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { conversation_id: conversation, id: messageId } = (await sent.json()).message as {
    conversation_id: number;
    id: number;
  };

  // Rita reports Tom from his profile: in its menu, beside Block.
  await rita!.goto(`/members/${reported.id}`);
  await expect(rita!.getByRole('heading', { level: 1, name: reported.name })).toBeVisible();
  await rita!.getByRole('button', { name: `More actions for ${reported.name}` }).click();
  await expect(rita!.getByRole('menuitem', { name: 'Block', exact: true })).toBeVisible();
  await rita!.getByRole('menuitem', { name: `Report ${reported.name}` }).click();
  const thanks = await fileReport(rita!, reported.name, 'Fake profile', 'His photos are of a known model.');
  await thanks.getByRole('button', { name: 'Close' }).last().click();
  await expect(thanks).toHaveCount(0);
  const received = await mailTo(rita!.request, reporter.email, /^We have received your report/);
  expect(received.subject).toBe(`We have received your report about ${reported.name}`);
  expect(received.text).toContain('(reason: fake profile)');

  // Uma reports his message from beside it, on her phone.
  await uma!.goto(`/chats/${conversation}`);
  await uma!.getByRole('button', { name: `Report this message from ${reported.name}` }).click();
  const dialog = uma!.getByRole('dialog', { name: `Report ${reported.name}` });
  await expect(dialog).toBeVisible();
  const overflow = await uma!.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await fileReport(uma!, reported.name, 'Scam or spam', 'He asks for money.');
  await mailTo(uma!.request, chatReporter.email, /^We have received your report/);

  // The operators see both reports, the chat's with its conversation, and hide the profile.
  const operator = await playwright.request.newContext({ baseURL, extraHTTPHeaders: OPERATOR });
  const listed = await operator.get('/api/operator-reports.php');
  expect(listed.status(), await listed.text()).toBe(200);
  const open = ((await listed.json()) as { reports: OperatorReport[] }).reports.filter(
    (row) => row.member.id === reported.id,
  );
  expect(open).toEqual([
    expect.objectContaining({
      reporter: expect.objectContaining({ id: reporter.id }),
      reason: 'fake_profile',
      text: 'His photos are of a known model.',
      conversation: null,
    }),
    expect.objectContaining({
      reporter: expect.objectContaining({ id: chatReporter.id }),
      reason: 'scam_or_spam',
      conversation,
      message: messageId,
      // What was said is kept with the report.
      snapshot: expect.objectContaining({
        message: expect.objectContaining({ id: messageId, text: 'Send me 200 euros for the train' }),
        conversation: [
          expect.objectContaining({ from: reported.id, text: 'Send me 200 euros for the train' }),
        ],
      }),
    }),
  ]);
  const ground = 'Terms of use, section 4: profiles must show the member themselves.';
  const facts = 'The profile photos show a professional model, not the member.';
  const decided = await operator.post('/api/operator-report-decision.php', {
    data: { report: open[0]!.id, action: 'hide_profile', ground, facts },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  expect((await decided.json()).report).toMatchObject({
    status: 'decided',
    member: { id: reported.id, moderation: 'hidden' },
  });

  // Tom gets the statement of reasons, with the way to appeal.
  const statement = await mailTo(tom!.request, reported.email, /^Decision about your account/);
  expect(statement.text).toContain('your profile is hidden');
  expect(statement.text).toContain(`Facts: ${facts}`);
  expect(statement.text).toContain(`Ground: ${ground}`);
  expect(statement.text).toContain('not by an automated system');
  expect(statement.links.some((link) => new URL(link).pathname === '/complaints')).toBe(true);

  // Rita gets the outcome.
  const outcome = await mailTo(rita!.request, reporter.email, /our decision$/);
  expect(outcome.subject).toBe(`Your report about ${reported.name}: our decision`);
  expect(outcome.text).toContain('Our decision: we have hidden the profile.');

  // The profile is gone: its page answers 404, and so does the API.
  const page = await rita!.goto(`/members/${reported.id}`);
  expect(page?.status()).toBe(404);
  await expect(rita!.getByText('This member could not be found')).toBeVisible();
  const api = await rita!.request.get('/api/member.php', { params: { id: reported.id } });
  expect(api.status()).toBe(404);

  // Tom appeals and the operators find him right: they lift the restriction, he is told why, and his profile
  // is back.
  const reason = 'You showed us that the photos are of you.';
  const lifted = await operator.post('/api/operator-reinstatement.php', {
    data: { member: reported.id, facts: reason },
  });
  expect(lifted.status(), await lifted.text()).toBe(200);
  const notice = await mailTo(tom!.request, reported.email, /^We have lifted the restriction/);
  expect(notice.text).toContain('your profile is visible again');
  expect(notice.text).toContain(`Reason: ${reason}`);
  await rita!.goto(`/members/${reported.id}`);
  await expect(rita!.getByRole('heading', { name: reported.name, level: 1 })).toBeVisible();

  await operator.dispose();
  await Promise.all(contexts.map((context) => context.close()));
});
