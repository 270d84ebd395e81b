/**
 * The SMS code: DIRECT_DEBIT_OTP_DIGITS random digits (crypto.randomInt, uniform), stored only as a salted
 * HMAC-SHA-256 ('v1$<salt>$<hash>') and compared in constant time. A six-digit code is short, so what
 * protects it is the attempt limit (each comparison is counted first) and its lifetime, not the hash: the
 * hash keeps the codes out of backups and database reads.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { DIRECT_DEBIT_OTP_DIGITS } from 'contract';

export function generateOtp(digits = DIRECT_DEBIT_OTP_DIGITS): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

const digest = (salt: Buffer, code: string) => createHmac('sha256', salt).update(code, 'utf8').digest();

export function hashOtp(code: string): string {
  const salt = randomBytes(16);
  return `v1$${salt.toString('base64url')}$${digest(salt, code).toString('base64url')}`;
}

/** The code as typed, spaces and dashes left out ('123 456'); anything but the digits never matches. */
const normalizeTyped = (typed: string) => typed.replace(/[\s-]/g, '');

export function otpMatches(typed: string, stored: string): boolean {
  const [version, saltText, hashText] = stored.split('$');
  if (version !== 'v1' || saltText === undefined || hashText === undefined) return false;
  const code = normalizeTyped(typed);
  const expected = Buffer.from(hashText, 'base64url');
  // Always hashed and compared, whatever was typed, so the time taken tells nothing.
  const actual = digest(Buffer.from(saltText, 'base64url'), code);
  const equal = actual.length === expected.length && timingSafeEqual(actual, expected);
  return equal && new RegExp(`^\\d{${DIRECT_DEBIT_OTP_DIGITS}}$`).test(code);
}
