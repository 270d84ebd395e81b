/**
 * Mails leave through the job queue: `enqueueMail` writes the mail as a job in the caller's transaction (so
 * it exists exactly when the change that causes it committed), and `mailJobHandler` delivers it later with
 * retries. The job's key is the mail's idempotency key: one mail per key, however often it is enqueued.
 */
import { createHash } from 'node:crypto';
import type { JobRepository } from '../../db/repositories/index.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { Mailer, OutgoingMail } from './mailer.js';

export const MAIL_JOB = 'mail';
/** With the default backoff (30 s doubling up to 1 h) ten attempts span about eight and a half hours. */
export const MAIL_MAX_ATTEMPTS = 10;

/** Queues the mail under `key` (e.g. 'activation:<token hash>'); call it inside the change's transaction. */
export async function enqueueMail(
  jobs: JobRepository,
  mail: OutgoingMail,
  key: string,
  now: Date,
): Promise<void> {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  const domain = mail.fromAddress.split('@')[1] ?? 'localhost';
  await jobs.enqueue(
    {
      kind: MAIL_JOB,
      key: `${MAIL_JOB}:${key}`,
      payload: { mail, messageId: `<${digest}@${domain}>` },
      runAt: now,
      maxAttempts: MAIL_MAX_ATTEMPTS,
    },
    now,
  );
}

export function mailJobHandler(mailer: Mailer): JobHandler {
  return {
    maxAttempts: MAIL_MAX_ATTEMPTS,
    async run(payload, { finish }) {
      const { mail, messageId } = payload as { mail: OutgoingMail; messageId: string };
      await mailer.deliver(mail, { messageId, finish });
    },
  };
}
