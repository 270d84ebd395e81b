/**
 * @jest-environment node
 *
 * The reset-mail daily limit under a burst of parallel requests. Run by .ci/run against the real servers
 * (DATABASE_URL: PostgreSQL runs the requests' queries truly in parallel); on PGlite the requests interleave
 * query by query, so the limit must hold there as well.
 */
import { RESET_MAILS_PER_DAY } from 'contract';
import { CLIENT, createAccountTestApp, mailsTo, signup, testClock } from '../../testing/accounts.js';
import type { TestApp } from '../../testing/test-app.js';

describe('password reset mails under concurrency', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createAccountTestApp(clock);
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset.php', headers: CLIENT, payload: { email } });

  it(`sends at most ${RESET_MAILS_PER_DAY} reset mails a day however many requests arrive at once`, async () => {
    const { body } = await signup(t.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(body.email)));
    const sent = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(sent).toHaveLength(RESET_MAILS_PER_DAY);
    expect(refused).toHaveLength(20 - RESET_MAILS_PER_DAY);
    expect(refused[0]?.json()).toMatchObject({
      error: 'reset_limit',
      message: 'Too many password reset emails sent, please try again tomorrow.',
    });
    const resetMails = (await mailsTo(t.app, body.email)).filter((mail) =>
      mail.links.some((link) => link.includes('/reset-password/do')),
    );
    expect(resetMails).toHaveLength(RESET_MAILS_PER_DAY);

    // A day later the next burst again gets exactly the day's allowance.
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    const nextDay = await Promise.all(Array.from({ length: 10 }, () => requestReset(body.email)));
    expect(nextDay.filter((answer) => answer.statusCode === 200)).toHaveLength(RESET_MAILS_PER_DAY);
  });
});
