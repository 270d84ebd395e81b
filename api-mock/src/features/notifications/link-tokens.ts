/**
 * The signed links of notification mails. Stateless (nothing stored per mail): the token names what it is
 * for and carries an HMAC-SHA256 of that under MAIL_LINK_SECRET, so it cannot be guessed or altered, and every
 * instance checks it with the shared secret.
 *
 * - unsubscribe `u1.<member id>.<preference>.<signature>`: switches that one e-mail off; it never expires (an
 *   unsubscribe link must keep working, RFC 8058) and doing it twice changes nothing.
 * - address confirmation `c1.<member id>.<expiry, unix seconds>.<signature>`: the signature covers the address
 *   it was sent to, so it confirms only that address, until the expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_PREFERENCES, ID_MAX, type EmailPreference } from 'contract';

const PART = /^[a-z0-9_]+$/;

export interface LinkSigner {
  unsubscribeToken(memberId: number, preference: EmailPreference): string;
  readUnsubscribeToken(token: string): { memberId: number; preference: EmailPreference } | null;
  confirmationToken(memberId: number, email: string, expiresAt: Date): string;
  /** The member and expiry of a confirmation token whose signature matches `emailOf(memberId)`. */
  readConfirmationToken(
    token: string,
    emailOf: (memberId: number) => Promise<string | null>,
  ): Promise<{ memberId: number; expiresAt: Date; email: string } | null>;
}

function memberIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

export function createLinkSigner(secret: string): LinkSigner {
  const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  const matches = (signature: string, expected: string) => {
    const a = Buffer.from(signature);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  };
  return {
    unsubscribeToken(memberId, preference) {
      return `u1.${memberId}.${preference}.${mac(`unsubscribe|${memberId}|${preference}`)}`;
    },
    readUnsubscribeToken(token) {
      const [version, rawId, preference, signature, ...rest] = token.split('.');
      const memberId = memberIdOf(rawId);
      if (version !== 'u1' || rest.length > 0 || memberId === null || !signature) return null;
      if (!preference || !PART.test(preference)) return null;
      if (!(EMAIL_PREFERENCES as readonly string[]).includes(preference)) return null;
      if (!matches(signature, mac(`unsubscribe|${memberId}|${preference}`))) return null;
      return { memberId, preference: preference as EmailPreference };
    },
    confirmationToken(memberId, email, expiresAt) {
      const expiry = Math.floor(expiresAt.getTime() / 1000);
      return `c1.${memberId}.${expiry}.${mac(`confirm|${memberId}|${email.toLowerCase()}|${expiry}`)}`;
    },
    async readConfirmationToken(token, emailOf) {
      const [version, rawId, rawExpiry, signature, ...rest] = token.split('.');
      const memberId = memberIdOf(rawId);
      if (version !== 'c1' || rest.length > 0 || memberId === null || !signature) return null;
      if (!rawExpiry || !/^[0-9]{1,12}$/.test(rawExpiry)) return null;
      const email = await emailOf(memberId);
      if (email === null) return null;
      if (!matches(signature, mac(`confirm|${memberId}|${email.toLowerCase()}|${rawExpiry}`))) return null;
      return { memberId, expiresAt: new Date(Number(rawExpiry) * 1000), email };
    },
  };
}
