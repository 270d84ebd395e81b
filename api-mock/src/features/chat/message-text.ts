/**
 * The rules of a message's text. Messages are plain text: stored as written (only the surrounding blank
 * space trimmed) and never HTML-escaped; clients show them as text. Line breaks and tabs are text; every
 * other control character (NUL first of all, which PostgreSQL cannot store) and unpaired surrogate halves
 * (no character at all) are refused. The length counts characters (code points), as people do.
 */
import { CHAT_MESSAGES, ERROR_CODES, hasForbiddenCharacters, isBlankText } from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';

const refuse = (message: string, field = 'text') =>
  new ApiHttpError(400, ERROR_CODES.validationFailed, message, { [field]: message });

/**
 * The text to store, or a 400: empty (nothing but blank space and control characters), control characters,
 * or longer than `maxLength` characters (the site's message_length).
 */
export function checkMessageText(text: string, maxLength: number): string {
  if (isBlankText(text)) throw refuse(CHAT_MESSAGES.emptyMessage);
  if (hasForbiddenCharacters(text)) throw refuse(CHAT_MESSAGES.controlCharacters);
  const trimmed = text.trim();
  if ([...trimmed].length > maxLength) {
    throw refuse(CHAT_MESSAGES.messageTooLong.replace('{max}', String(maxLength)));
  }
  return trimmed;
}
