/** Random secrets handed to clients (session cookies, mailed links) and their stored form. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the cookie value or the link token. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of the token: a leaked table does not yield usable tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
