/**
 * The rules of a message's text. Messages are plain text: stored as written (only the surrounding blank
 * space trimmed) and never HTML-escaped; clients show them as text. Line breaks and tabs are text; every
 * other control character (NUL first of all, which PostgreSQL cannot store) and unpaired surrogate halves
 * (no character at all) are refused. The length counts characters (code points), as people do.
 */
import { CHAT_MESSAGES, ERROR_CODES } from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';

/** Nothing but blank space and control characters (Unicode category Cc: C0, DEL, C1). */
const BLANK = /^[\s\p{Cc}]*$/u;
/** A control character other than tab, line feed and carriage return (the contract's free-text rule). */
const FORBIDDEN_CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** A surrogate half not paired with its other half (the `u` flag matches only lone ones). */
const LONE_SURROGATE = /\p{Cs}/u;

const refuse = (message: string, field = 'text') =>
  new ApiHttpError(400, ERROR_CODES.validationFailed, message, { [field]: message });

/**
 * The text to store, or a 400: empty (nothing but blank space and control characters), control characters,
 * or longer than `maxLength` characters (the site's message_length).
 */
export function checkMessageText(text: string, maxLength: number): string {
  if (BLANK.test(text)) throw refuse(CHAT_MESSAGES.emptyMessage);
  if (FORBIDDEN_CONTROL.test(text) || LONE_SURROGATE.test(text))
    throw refuse(CHAT_MESSAGES.controlCharacters);
  const trimmed = text.trim();
  if ([...trimmed].length > maxLength) {
    throw refuse(CHAT_MESSAGES.messageTooLong.replace('{max}', String(maxLength)));
  }
  return trimmed;
}
