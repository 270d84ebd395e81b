import type { TFunction } from 'i18next';
import { describeApiError } from 'shared-ui';
import { ERROR_CODES, FREE_CONVERSATION_LIMIT, readApiError } from 'shared-ui/kernel';

/** Why the message from the match screen was not sent, with the way out where there is one. */
export interface MatchMessageRefusal {
  message: string;
  remedy: 'buyCredits' | 'getPremium' | null;
}

/** A refused message from the match screen, worded in the reader's language (the API answers in English). */
export async function describeMatchRefusal(error: unknown, t: TFunction): Promise<MatchMessageRefusal> {
  const code = (await readApiError(error))?.error ?? null;
  if (code === ERROR_CODES.notEnoughCredits) {
    return { message: t('match.errors.notEnoughCredits'), remedy: 'buyCredits' };
  }
  if (code === ERROR_CODES.conversationLimit) {
    return {
      message: t('match.errors.conversationLimit', { limit: FREE_CONVERSATION_LIMIT }),
      remedy: 'getPremium',
    };
  }
  return { message: (await describeApiError(error, t)).message, remedy: null };
}
