/**
 * Sends mails with nodemailer. Without SMTP_URL the transport is nodemailer's JSON transport and every mail
 * lands in the mail_outbox table, which non-production deployments show at /api/outbox; with SMTP_URL the
 * mail goes out over SMTP. Mails reach the mailer only through the job queue (mail-queue.ts), which calls
 * `deliver` with the job's `finish`: the sent mark is committed right after the SMTP server took the mail,
 * and in one transaction with the outbox copy when there is no SMTP server.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Repositories } from '../../db/repositories/index.js';

export interface OutgoingMail {
  siteId: number;
  /** "Site name" shown as the sender's name. */
  fromName: string;
  fromAddress: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of notification mails. */
  headers?: Record<string, string>;
}

export interface DeliveryOptions {
  /** The same for every attempt of one mail, so a receiving server can drop a repeated delivery. */
  messageId: string;
  /** Records the mail as sent, in one transaction with what `record` writes. */
  finish(record?: (tx: Repositories) => Promise<void>): Promise<void>;
}

export interface Mailer {
  /** Sends the mail and records it as sent; throws (nothing recorded) when the transport refuses it. */
  deliver(mail: OutgoingMail, options: DeliveryOptions): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | null }): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async deliver(mail, { messageId, finish }) {
      const info = (await transporter.sendMail({
        from: { name: mail.fromName, address: mail.fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId,
      })) as { message?: unknown };
      if (options.smtpUrl) return finish();
      // The JSON transport built the message (addresses checked, headers encoded); the outbox keeps it,
      // committed with the sent mark, so the copy exists exactly once.
      if (typeof info.message !== 'string') throw new Error('JSON transport returned no message');
      return finish(async (tx) => {
        await tx.outbox.add({
          siteId: mail.siteId,
          to: mail.to.toLowerCase(),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? {},
        });
      });
    },
  };
}
