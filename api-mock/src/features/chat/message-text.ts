/**
 * The rules of a message's text. Messages are plain text: stored as written (only the surrounding blank
 * space trimmed) and never HTML-escaped; clients show them as text. Line breaks and tabs are text; every
 * other control character (NUL first of all, which PostgreSQL cannot store), unpaired surrogate halves
 * (no character at all) and bidi controls (which show the text turned around) are refused, by the contract's
 * free-text rule. The length counts characters (code points), as people do.
 */
import {
  CHAT_MESSAGES,
  CHAT_TEXT_FIELD_CODES,
  ERROR_CODES,
  hasForbiddenCharacters,
  isBlankText,
} from 'contract';
import { ApiHttpError } from '../../lib/http-error.js';

type TextProblem = keyof typeof CHAT_TEXT_FIELD_CODES;

/** 400 validation_failed saying the text's problem, with its field code so clients word it in the member's language. */
const refuse = (problem: TextProblem, message: string = CHAT_MESSAGES[problem]) =>
  new ApiHttpError(
    400,
    ERROR_CODES.validationFailed,
    message,
    { text: message },
    {
      field_codes: { text: CHAT_TEXT_FIELD_CODES[problem] },
    },
  );

/**
 * The text to store, or a 400: empty (nothing but blank space and control characters), control characters,
 * or longer than `maxLength` characters (the site's message_length).
 */
export function checkMessageText(text: string, maxLength: number): string {
  if (isBlankText(text)) throw refuse('emptyMessage');
  if (hasForbiddenCharacters(text)) throw refuse('controlCharacters');
  const trimmed = text.trim();
  if ([...trimmed].length > maxLength) {
    throw refuse('messageTooLong', CHAT_MESSAGES.messageTooLong.replace('{max}', String(maxLength)));
  }
  return trimmed;
}
