import type { TFunction } from 'i18next';
import { describeApiError } from 'shared-ui';
import { CHAT_TEXT_FIELD_CODES, ERROR_CODES, FREE_CONVERSATION_LIMIT, readApiError } from 'shared-ui/kernel';

/** What the chat offers next to a refusal: buying credits, getting premium, logging in, or nothing. */
export type ChatErrorRemedy = 'buyCredits' | 'getPremium' | 'login' | null;

export interface ChatError {
  /** The API's error code, or null when no answer came (offline). */
  code: string | null;
  message: string;
  remedy: ChatErrorRemedy;
}

/** The chat's refusals, worded in the reader's language (the API answers in English). */
const TRANSLATED: Record<string, { key: string; remedy: ChatErrorRemedy }> = {
  [ERROR_CODES.notEnoughCredits]: { key: 'errors.notEnoughCredits', remedy: 'buyCredits' },
  [ERROR_CODES.premiumOnly]: { key: 'errors.premiumOnly', remedy: 'getPremium' },
  [ERROR_CODES.conversationLimit]: { key: 'errors.conversationLimit', remedy: 'getPremium' },
  [ERROR_CODES.recipientUnconfirmed]: { key: 'errors.recipientUnconfirmed', remedy: null },
  [ERROR_CODES.memberInvisible]: { key: 'errors.memberInvisible', remedy: null },
  [ERROR_CODES.memberBlocked]: { key: 'errors.memberBlocked', remedy: null },
  [ERROR_CODES.authenticationRequired]: { key: 'auth.required', remedy: 'login' },
  [ERROR_CODES.rateLimited]: { key: 'errors.rateLimited', remedy: null },
};

/** The message text's refusals (`field_codes.text`) the chat words itself. */
const TEXT_PROBLEMS: Record<string, string> = {
  [CHAT_TEXT_FIELD_CODES.controlCharacters]: 'errors.textCharacters',
};

/**
 * A refused chat call as the chat shows it. `name` is the other member, for the refusals that name them
 * (an unconfirmed address); a block names the member who blocked from the answer itself.
 */
export async function describeChatError(error: unknown, t: TFunction, name = ''): Promise<ChatError> {
  const body = await readApiError(error);
  const code = body?.error ?? null;
  if (code === ERROR_CODES.blockedByMember) {
    return {
      code,
      message: t('errors.blockedByMember', { name: body?.member_name ?? name }),
      remedy: null,
    };
  }
  // A refused text says which of its rules it broke (the contract's free-text rule): worded here.
  const textProblem = code === ERROR_CODES.validationFailed ? body?.field_codes?.text : undefined;
  const textKey = textProblem ? TEXT_PROBLEMS[textProblem] : undefined;
  if (textKey) return { code, message: t(textKey), remedy: null };
  const known = code ? TRANSLATED[code] : undefined;
  if (known) {
    return { code, message: t(known.key, { name, limit: FREE_CONVERSATION_LIMIT }), remedy: known.remedy };
  }
  return { code, message: (await describeApiError(error, t)).message, remedy: null };
}

/** A refusal code the conversation answers (`refusal`) as the chat words it. */
export function describeRefusal(code: string, t: TFunction, name: string): ChatError {
  const known = TRANSLATED[code];
  if (known)
    return { code, message: t(known.key, { name, limit: FREE_CONVERSATION_LIMIT }), remedy: known.remedy };
  if (code === ERROR_CODES.blockedByMember)
    return { code, message: t('errors.blockedByMember', { name }), remedy: null };
  return { code, message: t('errors.cannotSend', { name }), remedy: null };
}
