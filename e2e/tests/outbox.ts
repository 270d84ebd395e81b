import { expect, type APIRequestContext } from '@playwright/test';

/** One sent mail as GET /api/outbox.php shows it (api-mock's OutboxMailSchema). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The absolute links of the mail, in order. */
  links: string[];
  /** Extra headers the mail carried (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>;
  created_at: string;
}

/** The mails sent to `to` (the API keeps addresses in lower case), newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get('/api/outbox.php', { params: { to: to.toLowerCase() } });
  expect(response.ok(), `GET /api/outbox.php answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { mails: OutboxMail[] }).mails;
}

/**
 * The newest link sent to `to` that matches `link`, waiting a little for the mail to arrive. Answers the
 * path and query only, so the page opens it on the site under test whatever host the mail names.
 */
export async function mailedLink(request: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(request, to);
        found = mails.flatMap((mail) => mail.links).find((candidate) => link.test(candidate));
        return found;
      },
      // Mails go out through the job queue: on a loaded two-core machine a job can wait a while for its turn.
      { message: `a mail to ${to} with a link matching ${link}`, timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(found!);
  return url.pathname + url.search;
}
