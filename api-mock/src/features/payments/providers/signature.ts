/**
 * Webhook signatures in the common `t=<unix seconds>,v1=<hex>` form (as Stripe signs): HMAC-SHA256 over
 * `${timestamp}.${rawBody}` with a shared secret. Checked with a constant-time comparison; a timestamp more
 * than `toleranceS` away from now (either way) is refused, so a captured request cannot be replayed later.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'sandbox-signature';

export function signatureOf(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for a body sent at `now`. */
export function signHeader(secret: string, rawBody: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'ok' | 'signature' | 'stale';

export function checkSignature(
  secret: string,
  header: string | string[] | undefined,
  rawBody: Buffer,
  now: Date,
  toleranceS: number,
): SignatureCheck {
  if (typeof header !== 'string' || header.length > 1024) return 'signature';
  let timestamp: number | null = null;
  const candidates: string[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (timestamp === null || candidates.length === 0) return 'signature';
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  const valid = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate, 'hex'), expected));
  if (!valid) return 'signature';
  // Only a correctly signed timestamp is judged by its age (an unsigned one says nothing).
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return 'stale';
  return 'ok';
}
