/**
 * Sends mails with nodemailer. Without SMTP_URL the transport is nodemailer's JSON transport and every mail
 * lands in the mail_outbox table, which non-production deployments show at /api/outbox; with SMTP_URL the
 * mail goes out over SMTP.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { OutboxRepository } from '../../db/repositories/index.js';

export interface OutgoingMail {
  siteId: number;
  /** "Site name" shown as the sender's name. */
  fromName: string;
  fromAddress: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | null; outbox: OutboxRepository }): Mailer {
  const transporter: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      const info = (await transporter.sendMail({
        from: { name: mail.fromName, address: mail.fromAddress },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      })) as { message?: unknown };
      if (options.smtpUrl) return;
      // The JSON transport built the message (addresses checked, headers encoded); the outbox keeps it.
      if (typeof info.message !== 'string') throw new Error('JSON transport returned no message');
      await options.outbox.add({
        siteId: mail.siteId,
        to: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}
