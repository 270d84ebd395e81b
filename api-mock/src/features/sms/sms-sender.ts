/**
 * Sends text messages (the direct-debit codes). One small interface, so a real SMS gateway can replace the
 * default transport without touching its callers. The default transport sends nothing: it writes every
 * text to the sms_outbox table, which development deployments list at GET /api/sms-outbox.php (like the
 * mail outbox), so a developer or a browser test can read the code that "was sent".
 */
import type { SmsRepository } from '../../db/repositories/index.js';

export interface OutgoingSms {
  siteId: number;
  /** The phone in E.164 ('+4915123456789'). */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Sends the text; throws when the transport refuses it (the caller decides what that means). */
  send(sms: OutgoingSms): Promise<void>;
}

/** The default transport: the text lands in the SMS outbox. */
export function createOutboxSmsSender(deps: { sms: Pick<SmsRepository, 'add'>; now: () => Date }): SmsSender {
  return {
    async send(sms) {
      await deps.sms.add({ siteId: sms.siteId, to: sms.to, text: sms.text, createdAt: deps.now() });
    },
  };
}
