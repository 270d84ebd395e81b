/** Mailers for delivery tests: the real dev transport (the outbox table) behind a failing or counting front. */
import { createMailer, type Mailer } from '../features/mail/mailer.js';

/** Fails the first `failures` deliveries as an SMTP server that is down would, then delivers; counts both. */
export function flakyMailer(failures: number) {
  const inner = createMailer({ smtpUrl: null });
  const counts = { refused: 0, delivered: 0 };
  const mailer: Mailer = {
    async deliver(mail, options) {
      if (counts.refused < failures) {
        counts.refused += 1;
        throw new Error('421 4.3.0 service not available');
      }
      // Let other workers' rounds interleave with this one, as a network round trip would.
      await new Promise((resolve) => setImmediate(resolve));
      await inner.deliver(mail, options);
      counts.delivered += 1;
    },
  };
  return { mailer, counts };
}
