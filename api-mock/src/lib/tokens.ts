/** Random secrets handed to clients (session cookies, mailed links) and their stored form. */
import { hash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: the cookie value or the link token. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database keeps instead of the token: a leaked table does not yield usable tokens. SHA-256 as hex;
 * the one-shot hash, since every request with a session cookie hashes it (a third of createHash's cost).
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
